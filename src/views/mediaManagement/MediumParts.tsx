import { Badge, Card, DataList, Flex, Grid, Heading, Link as RadixLink, Table, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CatalogueItemFieldsFragment } from '../../graphql/generated';
import { listHref } from '../../machines/mediaManagement/mediaLocations';
import type { ManagedMedium } from '../../machines/mediaManagement/mediumValues';
import { useNarrowScreen } from '../admin/useNarrowScreen';
import { CatalogueCard } from '../learning/CatalogueScreen';
import { MediumSummary } from '../learning/MediumDetailView';
import '../admin/admin.css';
import type { MediumForm } from './MediumFormView';
import { mm } from './messages';

/**
 * "Back to media": with a form open that can leave now it asks the form to, so unsaved changes ask first
 * (the form then goes to the list itself); otherwise (no form, or one saving) the link goes to the list.
 */
export function BackToList({ listSearch, form }: { listSearch: string; form?: MediumForm | undefined }) {
  const intl = useIntl();
  return (
    <RadixLink asChild>
      <Link
        href={listHref(listSearch)}
        onClick={(event) => {
          if (!form?.getSnapshot().can({ type: 'form.leave' })) return;
          event.preventDefault();
          form.send({ type: 'form.leave' });
        }}
      >
        {intl.formatMessage(mm.backToList)}
      </Link>
    </RadixLink>
  );
}

/** Published, not published or archived, as a badge. */
export function StateBadge({ medium }: { medium: Pick<ManagedMedium, 'published' | 'archivedAt'> }) {
  const intl = useIntl();
  if (medium.archivedAt)
    return (
      <Badge color="gray" highContrast>
        {intl.formatMessage(mm.archivedSince, {
          date: intl.formatDate(medium.archivedAt, { dateStyle: 'medium' }),
        })}
      </Badge>
    );
  return medium.published ? (
    <Badge color="green" highContrast>
      {intl.formatMessage(mm.published)}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" highContrast>
      {intl.formatMessage(mm.draft)}
    </Badge>
  );
}

/** Every file the medium had, with how many learners still play each; a list on small screens. */
export function VersionsTable({ medium }: { medium: ManagedMedium }) {
  const intl = useIntl();
  const headingId = useId();
  const narrow = useNarrowScreen();
  if (medium.versions.length === 0) return null;
  const rows = medium.versions.map((v) => {
    const date = intl.formatDate(v.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      key: v.version,
      label: intl.formatMessage(v.version === medium.version ? mm.versionCurrent : mm.versionLabel, {
        version: v.version,
      }),
      file: v.fileName ?? '',
      uploaded: v.createdByName ? intl.formatMessage(mm.versionBy, { date, name: v.createdByName }) : date,
      learners: intl.formatMessage(mm.enrolments, { count: v.activeLearners }),
    };
  });
  const heading = (
    <Heading as="h3" size="3" id={headingId} mb="2">
      {intl.formatMessage(mm.versionsHeading)}
    </Heading>
  );
  if (narrow) {
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <ul className="app-plain-list" aria-labelledby={headingId}>
          {rows.map((row) => (
            <li key={row.key} style={{ marginBottom: 'var(--space-2)' }}>
              <Card>
                <Text as="p" weight="bold">
                  {row.label}
                </Text>
                <DataList.Root orientation="vertical" size="1">
                  <DataList.Item>
                    <DataList.Label>{intl.formatMessage(mm.versionFile)}</DataList.Label>
                    <DataList.Value style={{ overflowWrap: 'anywhere' }}>{row.file}</DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{intl.formatMessage(mm.versionUploaded)}</DataList.Label>
                    <DataList.Value>{row.uploaded}</DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{intl.formatMessage(mm.versionLearners)}</DataList.Label>
                    <DataList.Value>{row.learners}</DataList.Value>
                  </DataList.Item>
                </DataList.Root>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      {heading}
      <Table.Root variant="surface" size="1">
        {/* Radix puts the root's props on its wrapper: the table itself is named by its caption. */}
        <caption className="admin-visually-hidden">{intl.formatMessage(mm.versionsHeading)}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{intl.formatMessage(mm.versionCol)}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{intl.formatMessage(mm.versionFile)}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{intl.formatMessage(mm.versionUploaded)}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">
              {intl.formatMessage(mm.versionLearners)}
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.RowHeaderCell>{row.label}</Table.RowHeaderCell>
              <Table.Cell style={{ overflowWrap: 'anywhere' }}>{row.file}</Table.Cell>
              <Table.Cell>{row.uploaded}</Table.Cell>
              <Table.Cell align="right">{row.learners}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}

/** The medium as the learner's catalogue item (what the catalogue would answer for it). */
export function asCatalogueItem(medium: ManagedMedium): CatalogueItemFieldsFragment {
  const name = medium.categoryPath?.split(' / ').at(-1);
  return {
    id: medium.id,
    title: medium.title,
    description: medium.description,
    type: medium.type,
    language: medium.language,
    durationMinutes: medium.durationMinutes ?? null,
    category: medium.categoryId && name ? { id: medium.categoryId, name } : null,
    averageRating: null,
    ratingCount: 0,
    createdAt: medium.createdAt,
    myStatus: null,
    coverUrl: medium.coverUrl ?? null,
  };
}

/** The learner's own components, fed with this medium: the catalogue card and the detail's top. */
export function LearnerPreview({ medium }: { medium: ManagedMedium }) {
  const intl = useIntl();
  const headingId = useId();
  const item = asCatalogueItem(medium);
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4" id={headingId}>
          {intl.formatMessage(mm.previewHeading)}
        </Heading>
        {!medium.published || medium.archivedAt ? (
          <Text as="p" size="2" color="gray">
            {intl.formatMessage(mm.previewHidden)}
          </Text>
        ) : null}
        <Grid columns={{ initial: '1', md: '20rem 1fr' }} gap="4" align="start">
          <Flex direction="column" gap="2">
            <Heading as="h3" size="2">
              {intl.formatMessage(mm.previewCard)}
            </Heading>
            <CatalogueCard item={item} linked={false} level={4} />
          </Flex>
          <Flex direction="column" gap="2">
            <Heading as="h3" size="2">
              {intl.formatMessage(mm.previewDetail)}
            </Heading>
            <Card>
              <MediumSummary item={item} level={4} />
            </Card>
          </Flex>
        </Grid>
      </Flex>
    </section>
  );
}
