// The dashboard's "Latest news": headlines with their date (pinned ones first, as the server and the
// dashboard machine order them); a headline opens the article in a dialog. The article's formatted text is
// the HTML the server stored after sanitising it to an allow-list (server/api/news/sanitize.ts), in the
// reader's language when the item has a version in it.
import { Badge, Button, Dialog, Flex, Link, Text } from '@radix-ui/themes';
import { defineMessages, useIntl } from 'react-intl';
import type { NewsItem } from '../../machines/learning/learningActors';
import { RichTextView } from '../richText/RichTextView';
import { LoadError, Loading } from './common';

const plain = defineMessages({
  heading: { id: 'learning.news.heading' },
  empty: { id: 'learning.news.empty' },
  close: { id: 'learning.news.close' },
  edited: { id: 'learning.news.edited' },
  pinned: { id: 'learning.news.pinned' },
});
// Typed placeholders, so a missing value fails the type check.
const withValues = defineMessages<{ published: { date: string }; forUnit: { unit: string } }>({
  published: { id: 'learning.news.published' },
  forUnit: { id: 'learning.news.forUnit' },
});
const n = { ...plain, ...withValues };

export interface LatestNewsProps {
  status: 'loading' | 'failed' | 'ready';
  news: NewsItem[];
  openNews: NewsItem | null;
  onOpen: (id: string) => void;
  onClose: () => void;
  onRetry: () => void;
}

export const newsHeading = n.heading;

/** The units an item is for, or null when it is for everybody. */
const unitsOf = (item: NewsItem) => (item.unitNames.length ? item.unitNames.join(', ') : null);

function PublishedDate({ item }: { item: NewsItem }) {
  const intl = useIntl();
  return (
    <>
      <time dateTime={item.publishedAt}>
        {intl.formatMessage(n.published, {
          date: intl.formatDate(item.publishedAt, { dateStyle: 'medium' }),
        })}
      </time>
      {item.editedAt ? (
        <>
          {' · '}
          <time dateTime={item.editedAt}>{intl.formatMessage(n.edited)}</time>
        </>
      ) : null}
    </>
  );
}

function Article({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <Dialog.Content maxWidth="40rem">
          <Dialog.Title lang={item.locale}>{item.title}</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            <PublishedDate item={item} />
            {unitsOf(item) ? ` · ${intl.formatMessage(n.forUnit, { unit: unitsOf(item)! })}` : null}
          </Dialog.Description>
          <div lang={item.locale}>
            <RichTextView html={item.html} />
          </div>
          <Flex justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft">{intl.formatMessage(n.close)}</Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

export function LatestNews({ status, news, openNews, onOpen, onClose, onRetry }: LatestNewsProps) {
  const intl = useIntl();
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadError onRetry={onRetry} />;
  return (
    <>
      {news.length === 0 ? (
        <Text as="p">{intl.formatMessage(n.empty)}</Text>
      ) : (
        <ul className="app-plain-list">
          {news.map((item) => (
            <li key={item.id} style={{ marginBottom: 'var(--space-3)' }}>
              <Flex direction="column" gap="1" align="start">
                <Link asChild size="3" weight="medium">
                  <button type="button" lang={item.locale} onClick={() => onOpen(item.id)}>
                    {item.title}
                  </button>
                </Link>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text size="2" color="gray">
                    <PublishedDate item={item} />
                  </Text>
                  {item.pinned ? <Badge color="blue">{intl.formatMessage(n.pinned)}</Badge> : null}
                  {unitsOf(item) ? (
                    <Badge color="gray">{intl.formatMessage(n.forUnit, { unit: unitsOf(item)! })}</Badge>
                  ) : null}
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Article item={openNews} onClose={onClose} />
    </>
  );
}
