import { Button, Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type {
  CatalogueFilter,
  CatalogueItemFieldsFragment as CatalogueItem,
  CatalogueSort,
  MediaType,
} from '../../graphql/generated';
import type { CataloguePage, Category, Recommendation } from '../../machines/learning/learningActors';
import { LoadError, Loading, MediumFacts, StatusBadge, detailHref } from './common';
import { MediumCover } from './MediumCover';
import { NativeSelect, nativeField } from './fields';
import { RecommendationList } from './MediumDetailView';
import { m, sortMessages, typeMessages } from './messages';
import { CataloguePaths } from './PathCards';

const TYPES: MediaType[] = ['SCORM', 'VIDEO', 'PDF', 'LINK'];
const SORTS: CatalogueSort[] = ['RELEVANCE', 'TITLE', 'NEWEST', 'RATING', 'DURATION'];
const LANGUAGES = ['en', 'de', 'sw', 'fr', 'es'];
const DURATIONS = {
  short: { minDurationMinutes: null, maxDurationMinutes: 15 },
  medium: { minDurationMinutes: 15, maxDurationMinutes: 60 },
  long: { minDurationMinutes: 61, maxDurationMinutes: null },
} as const;
type DurationKey = keyof typeof DURATIONS;

const durationKeyOf = (f: CatalogueFilter): DurationKey | '' =>
  (Object.keys(DURATIONS) as DurationKey[]).find(
    (k) =>
      (DURATIONS[k].minDurationMinutes ?? null) === (f.minDurationMinutes ?? null) &&
      (DURATIONS[k].maxDurationMinutes ?? null) === (f.maxDurationMinutes ?? null),
  ) ?? '';

export interface CatalogueScreenProps {
  status: 'loading' | 'failed' | 'ready';
  search: string;
  filter: CatalogueFilter;
  sort: CatalogueSort | null;
  page: CataloguePage | null;
  pageSize: number;
  categories: Category[];
  /** Up to four picks for the learner; the section is left out without any. */
  recommendations: Recommendation[];
  narrowed: boolean;
  onSearch: (text: string) => void;
  onFilter: (filter: CatalogueFilter) => void;
  onSort: (sort: CatalogueSort | null) => void;
  onPage: (offset: number) => void;
  onClear: () => void;
  onRetry: () => void;
}

export function CatalogueScreen(props: CatalogueScreenProps) {
  const intl = useIntl();
  const searchId = useId();
  const hintId = useId();
  const recommendationsId = useId();
  const { filter } = props;
  const any = intl.formatMessage(m.any);
  const first = (list: readonly string[] | null | undefined) => list?.[0] ?? '';
  return (
    <Flex direction="column" gap="4">
      <search>
        <Flex direction="column" gap="3">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={searchId} weight="bold">
              {intl.formatMessage(m.search)}
            </Text>
            <input
              id={searchId}
              type="search"
              style={nativeField}
              aria-describedby={hintId}
              value={props.search}
              onChange={(e) => props.onSearch(e.target.value)}
            />
            <Text id={hintId} size="1" color="gray">
              {intl.formatMessage(m.searchHint)}
            </Text>
          </Flex>
          <Grid
            columns={{ initial: '1', sm: '3', md: '5' }}
            gap="3"
            role="group"
            aria-label={intl.formatMessage(m.filters)}
          >
            <NativeSelect
              label={intl.formatMessage(m.category)}
              value={first(filter.categoryIds)}
              options={[['', any], ...props.categories.map((c): [string, string] => [c.id, c.name])]}
              onChange={(v) => props.onFilter({ ...filter, categoryIds: v ? [v] : null })}
            />
            <NativeSelect
              label={intl.formatMessage(m.type)}
              value={first(filter.types)}
              options={[
                ['', any],
                ...TYPES.map((t): [string, string] => [t, intl.formatMessage(typeMessages[t])]),
              ]}
              onChange={(v) => props.onFilter({ ...filter, types: v ? [v as MediaType] : null })}
            />
            <NativeSelect
              label={intl.formatMessage(m.language)}
              value={first(filter.languages)}
              options={[
                ['', any],
                ...LANGUAGES.map((l): [string, string] => [
                  l,
                  intl.formatDisplayName(l, { type: 'language' }) ?? l,
                ]),
              ]}
              onChange={(v) => props.onFilter({ ...filter, languages: v ? [v] : null })}
            />
            <NativeSelect
              label={intl.formatMessage(m.durationFilter)}
              value={durationKeyOf(filter)}
              options={[
                ['', any],
                ['short', intl.formatMessage(m.durationShort)],
                ['medium', intl.formatMessage(m.durationMedium)],
                ['long', intl.formatMessage(m.durationLong)],
              ]}
              onChange={(v) =>
                props.onFilter({
                  ...filter,
                  ...(v
                    ? DURATIONS[v as DurationKey]
                    : { minDurationMinutes: null, maxDurationMinutes: null }),
                })
              }
            />
            <NativeSelect
              label={intl.formatMessage(m.sort)}
              value={props.sort ?? ''}
              options={[
                ['', any],
                ...SORTS.map((s): [string, string] => [s, intl.formatMessage(sortMessages[s])]),
              ]}
              onChange={(v) => props.onSort(v ? (v as CatalogueSort) : null)}
            />
          </Grid>
        </Flex>
      </search>
      {props.recommendations.length > 0 ? (
        <section aria-labelledby={recommendationsId}>
          <Heading as="h2" size="4" id={recommendationsId} mb="2">
            {intl.formatMessage(m.recommendationsHeading)}
          </Heading>
          <RecommendationList items={props.recommendations} empty="" />
        </section>
      ) : null}
      {props.status !== 'failed' && props.page && props.page.paths.length > 0 ? (
        <CataloguePaths paths={props.page.paths} />
      ) : null}
      <CatalogueResults {...props} />
    </Flex>
  );
}

/**
 * One medium in the catalogue's list: cover, title (a link to its detail), facts, description and the
 * learner's status. Media management shows the same card as its preview, without the link.
 */
export function CatalogueCard({
  item,
  linked = true,
  level = 2,
}: {
  item: CatalogueItem;
  linked?: boolean;
  level?: 2 | 4;
}) {
  return (
    <Card>
      <Flex direction="column" gap="1">
        <MediumCover type={item.type} coverUrl={item.coverUrl} />
        <Heading as={level === 2 ? 'h2' : 'h4'} size="3">
          {linked ? (
            <RadixLink asChild>
              <Link href={detailHref(item.id)}>{item.title}</Link>
            </RadixLink>
          ) : (
            item.title
          )}
        </Heading>
        <MediumFacts item={item} />
        <Text as="p" size="2">
          {item.description}
        </Text>
        {item.myStatus ? <StatusBadge status={item.myStatus} /> : null}
      </Flex>
    </Card>
  );
}

function CatalogueResults({
  status,
  page,
  pageSize,
  narrowed,
  onClear,
  onRetry,
  onPage,
}: CatalogueScreenProps) {
  const intl = useIntl();
  if (status === 'failed') return <LoadError onRetry={onRetry} />;
  if (status === 'loading' && !page) return <Loading />;
  if (!page) return null;
  if (page.total === 0) {
    return (
      <Flex direction="column" gap="2" align="start" role="status">
        <Text as="p">{intl.formatMessage(narrowed ? m.noResults : m.catalogueEmpty)}</Text>
        {narrowed ? (
          <Button variant="soft" onClick={onClear}>
            {intl.formatMessage(m.clear)}
          </Button>
        ) : null}
      </Flex>
    );
  }
  const from = page.offset + 1;
  const to = page.offset + page.items.length;
  return (
    <Flex direction="column" gap="3" aria-busy={status === 'loading'}>
      <Text role="status">
        {intl.formatMessage(m.results, { total: page.total })}
        {' · '}
        {intl.formatMessage(m.pageRange, { from, to, total: page.total })}
      </Text>
      <Grid asChild columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
        <ul className="app-plain-list">
          {page.items.map((item) => (
            <li key={item.id}>
              <CatalogueCard item={item} />
            </li>
          ))}
        </ul>
      </Grid>
      <Flex gap="2">
        <Button
          variant="soft"
          disabled={page.offset === 0}
          onClick={() => onPage(Math.max(0, page.offset - pageSize))}
        >
          {intl.formatMessage(m.previous)}
        </Button>
        <Button variant="soft" disabled={!page.hasMore} onClick={() => onPage(page.offset + pageSize)}>
          {intl.formatMessage(m.next)}
        </Button>
      </Flex>
    </Flex>
  );
}
