import { Badge, Button, Callout, Card, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MyCertificate } from '../../machines/myCertificates/myCertificatesActors';
import type { CopyStatus, DownloadStatus } from '../../machines/myCertificates/myCertificatesMachine';
import { formatDay } from './dates';
import { mc, statusMessages } from './messages';

const statusColor = {
  VALID: 'green',
  EXPIRING_SOON: 'amber',
  EXPIRED: 'gray',
  REVOKED: 'red',
} as const;

const monthOf = (intl: ReturnType<typeof useIntl>, year: number, month: number) =>
  intl.formatDate(Date.UTC(year, month - 1, 15), { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** One certificate: what it says, its status, and download / share / LinkedIn. */
export function CertificateCard(props: {
  certificate: MyCertificate;
  download: DownloadStatus;
  copy: CopyStatus;
  onDownload: () => void;
  onCopy: () => void;
}) {
  const intl = useIntl();
  const c = props.certificate;
  const headingId = useId();
  const expiry = !c.expiresOn
    ? intl.formatMessage(mc.noExpiry)
    : intl.formatMessage(c.status === 'EXPIRED' ? mc.expiredOn : mc.expiresOn, {
        date: formatDay(intl, c.expiresOn),
      });
  return (
    <Card asChild>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex gap="2" align="start" justify="between" wrap="wrap">
            <Heading as="h2" size="4" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {c.title}
            </Heading>
            <Badge color={statusColor[c.status]} variant="soft" highContrast size="2">
              {intl.formatMessage(statusMessages[c.status])}
            </Badge>
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              {intl.formatMessage(mc.number, { number: c.number })}
            </Text>
            <Text size="2">
              {intl.formatMessage(mc.completedOn, { date: formatDay(intl, c.completedOn) })}
            </Text>
            <Text size="2">{expiry}</Text>
            {c.revokedAt ? (
              <Text size="2" color="red" weight="bold">
                {intl.formatMessage(mc.revokedOn, {
                  date: intl.formatDate(c.revokedAt, { dateStyle: 'long' }),
                })}
              </Text>
            ) : null}
          </Flex>
          <Flex gap="2" wrap="wrap">
            <Button
              onClick={props.onDownload}
              disabled={props.download === 'downloading'}
              aria-label={intl.formatMessage(mc.downloadLabel, { title: c.title })}
            >
              {intl.formatMessage(props.download === 'downloading' ? mc.downloading : mc.download)}
            </Button>
            <Button
              variant="soft"
              onClick={props.onCopy}
              aria-label={intl.formatMessage(mc.copyLinkLabel, { title: c.title })}
            >
              {intl.formatMessage(mc.copyLink)}
            </Button>
            {c.status === 'REVOKED' ? null : (
              <Button variant="outline" asChild>
                <a
                  href={c.linkedIn.addToProfileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={intl.formatMessage(mc.linkedInLabel, { title: c.title })}
                >
                  {intl.formatMessage(mc.linkedIn)}
                </a>
              </Button>
            )}
          </Flex>
          <Notices certificate={c} download={props.download} copy={props.copy} />
          {c.status === 'REVOKED' ? null : (
            <details>
              <summary style={{ cursor: 'pointer' }}>
                <Text size="2">{intl.formatMessage(mc.linkedInDetails)}</Text>
              </summary>
              <DataList.Root mt="2" size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                <Item label={intl.formatMessage(mc.linkedInName)} value={c.linkedIn.name} />
                <Item
                  label={intl.formatMessage(mc.linkedInOrganization)}
                  value={c.linkedIn.organizationName}
                />
                <Item
                  label={intl.formatMessage(mc.linkedInIssued)}
                  value={monthOf(intl, c.linkedIn.issueYear, c.linkedIn.issueMonth)}
                />
                <Item
                  label={intl.formatMessage(mc.linkedInExpires)}
                  value={
                    c.linkedIn.expirationYear && c.linkedIn.expirationMonth
                      ? monthOf(intl, c.linkedIn.expirationYear, c.linkedIn.expirationMonth)
                      : intl.formatMessage(mc.linkedInNoExpiry)
                  }
                />
                <Item label={intl.formatMessage(mc.linkedInCredentialId)} value={c.linkedIn.certId} />
                <Item label={intl.formatMessage(mc.linkedInCredentialUrl)} value={c.linkedIn.certUrl} />
              </DataList.Root>
            </details>
          )}
        </Flex>
      </article>
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="10rem">{label}</DataList.Label>
      <DataList.Value style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{value}</DataList.Value>
    </DataList.Item>
  );
}

/** A PDF still being prepared or not made, and what the last action on this card came to; announced politely. */
function Notices(props: { certificate: MyCertificate; download: DownloadStatus; copy: CopyStatus }) {
  const intl = useIntl();
  const c = props.certificate;
  return (
    <div role="status" aria-live="polite">
      <Flex direction="column" gap="2">
        {c.pdfStatus === 'PENDING' ? (
          <Callout.Root color="amber" size="1" highContrast>
            <Callout.Text>{intl.formatMessage(mc.preparing)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {c.pdfStatus === 'FAILED' ? (
          <Callout.Root color="red" size="1" highContrast>
            <Callout.Text>{intl.formatMessage(mc.pdfFailed)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {props.download === 'failed' ? (
          <Callout.Root color="red" size="1" highContrast>
            <Callout.Text>{intl.formatMessage(mc.downloadFailed)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {props.copy === 'copied' ? (
          <Callout.Root color="green" size="1" highContrast>
            <Callout.Text>{intl.formatMessage(mc.copied)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {props.copy === 'copyFailed' ? (
          <Callout.Root color="red" size="1" highContrast>
            <Callout.Text>{intl.formatMessage(mc.copyFailed)}</Callout.Text>
            <Text as="p" size="2" style={{ overflowWrap: 'anywhere', userSelect: 'all' }}>
              {intl.formatMessage(mc.shareLink)}: <Link href={c.verificationUrl}>{c.verificationUrl}</Link>
            </Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </div>
  );
}
