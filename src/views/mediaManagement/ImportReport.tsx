import { Badge, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ScormImportReportFieldsFragment } from '../../graphql/generated';
import { mm } from './messages';

/** What the SCORM importer found: organisations, items, SCOs, assets, missing files and warnings. */
export function ImportReport({ report }: { report: ScormImportReportFieldsFragment }) {
  const intl = useIntl();
  const headingId = useId();
  const clean = report.missingFiles.length === 0 && report.warnings.length === 0;
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="4" id={headingId}>
            {intl.formatMessage(mm.reportHeading)}
          </Heading>
          <Text as="p">
            {intl.formatMessage(mm.reportCounts, {
              items: report.itemCount,
              scos: report.scoCount,
              assets: report.assetCount,
            })}
          </Text>
          {report.importedOrganisation ? (
            <Text as="p" size="2">
              {intl.formatMessage(mm.reportImported, { identifier: report.importedOrganisation })}
            </Text>
          ) : null}
          {report.organisations.length > 0 ? (
            <ul style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
              {report.organisations.map((o) => (
                <li key={o.identifier}>
                  <Text size="2">
                    {intl.formatMessage(mm.reportOrganisation, {
                      title: o.title,
                      identifier: o.identifier,
                      count: o.itemCount,
                    })}{' '}
                    {o.isDefault ? <Badge highContrast>{intl.formatMessage(mm.reportDefault)}</Badge> : null}
                  </Text>
                </li>
              ))}
            </ul>
          ) : null}
          {report.missingFiles.length > 0 ? (
            <Callout.Root color="red" size="1">
              <Callout.Text weight="bold">{intl.formatMessage(mm.reportMissing)}</Callout.Text>
              <ul style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
                {report.missingFiles.map((file) => (
                  <li key={file}>
                    <Text size="2" style={{ overflowWrap: 'anywhere' }}>
                      {file}
                    </Text>
                  </li>
                ))}
              </ul>
            </Callout.Root>
          ) : null}
          {report.warnings.length > 0 ? (
            <Callout.Root size="1">
              <Callout.Text weight="bold">{intl.formatMessage(mm.reportWarnings)}</Callout.Text>
              <ul style={{ margin: 0, paddingInlineStart: 'var(--space-5)' }}>
                {report.warnings.map((warning) => (
                  <li key={warning}>
                    <Text size="2">{warning}</Text>
                  </li>
                ))}
              </ul>
            </Callout.Root>
          ) : null}
          {clean ? (
            <Text as="p" size="2" color="green">
              {intl.formatMessage(mm.reportClean)}
            </Text>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}
