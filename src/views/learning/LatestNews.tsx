// The dashboard's "Latest news": headlines with their date; a headline opens the article in a dialog.
// News texts are plain text and are rendered as text (paragraphs split on blank lines), never as HTML.
import { Badge, Button, Dialog, Flex, Link, Text } from '@radix-ui/themes';
import { defineMessages, useIntl } from 'react-intl';
import type { NewsItem } from '../../machines/learning/learningActors';
import { LoadError, Loading } from './common';

const plain = defineMessages({
  heading: { id: 'learning.news.heading' },
  empty: { id: 'learning.news.empty' },
  close: { id: 'learning.news.close' },
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

/** Paragraphs are separated by a blank line; a single line break stays a line break. */
export const paragraphs = (body: string) =>
  body
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function PublishedDate({ item }: { item: NewsItem }) {
  const intl = useIntl();
  return (
    <time dateTime={item.publishedAt}>
      {intl.formatMessage(n.published, {
        date: intl.formatDate(item.publishedAt, { dateStyle: 'medium' }),
      })}
    </time>
  );
}

function Article({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <Dialog.Content maxWidth="40rem">
          <Dialog.Title>{item.title}</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            <PublishedDate item={item} />
            {item.unitName ? ` · ${intl.formatMessage(n.forUnit, { unit: item.unitName })}` : null}
          </Dialog.Description>
          {paragraphs(item.body).map((paragraph, index) => (
            <Text as="p" key={index} mb="3" style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
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
                  <button type="button" onClick={() => onOpen(item.id)}>
                    {item.title}
                  </button>
                </Link>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text size="2" color="gray">
                    <PublishedDate item={item} />
                  </Text>
                  {item.unitName ? (
                    <Badge color="gray">{intl.formatMessage(n.forUnit, { unit: item.unitName })}</Badge>
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
