import {
  Box,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Spinner,
  Text,
} from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Notice } from '../../machines/notices/noticesActors';
import { nm, nmWithValues, noticeText } from './messages';

/** Where the learner finds their assigned media and paths. */
export const MY_MEDIA_HREF = '/media';

/** "New assignment: Fire safety, due 24 Dec 2026": the notice as one sentence in the reader's language. */
export function useNoticeText() {
  const intl = useIntl();
  return (notice: Notice) => {
    const texts = noticeText[notice.event];
    // A calendar day of the API (YYYY-MM-DD): noon UTC shown in UTC, so no zone moves it to another day.
    const date = notice.dueOn
      ? intl.formatDate(`${notice.dueOn}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
      : null;
    return date === null
      ? intl.formatMessage(texts.undated, { title: notice.itemTitle })
      : intl.formatMessage(texts.dated, { title: notice.itemTitle, date });
  };
}

export interface NoticesPanelProps {
  status: 'loading' | 'failed' | 'ready';
  notices: Notice[];
  /** Ids being marked read right now. */
  marking: string[];
  markFailed: boolean;
  onRetry: () => void;
  onMarkRead: (ids: string[]) => void;
}

/** The unread notices with mark-as-read; nothing at all while there are none (the dashboard stays calm). */
export function NoticesPanel({
  status,
  notices,
  marking,
  markFailed,
  onRetry,
  onMarkRead,
}: NoticesPanelProps) {
  const intl = useIntl();
  const text = useNoticeText();
  const headingId = useId();
  const busy = marking.length > 0;
  return (
    <section aria-labelledby={headingId}>
      <Flex align="center" justify="between" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="4" id={headingId}>
          {intl.formatMessage(nm.heading)}
        </Heading>
        {status === 'ready' && notices.length > 1 ? (
          <Button
            variant="soft"
            disabled={busy}
            onClick={() => onMarkRead(notices.map((notice) => notice.id))}
          >
            {intl.formatMessage(nm.markAllRead)}
          </Button>
        ) : null}
      </Flex>
      {status === 'loading' ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>{intl.formatMessage(nm.loading)}</Text>
        </Flex>
      ) : null}
      {status === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{intl.formatMessage(nm.loadError)}</Callout.Text>
          <Flex mt="2">
            <Button onClick={onRetry}>{intl.formatMessage(nm.retry)}</Button>
          </Flex>
        </Callout.Root>
      ) : null}
      {status === 'ready' && notices.length === 0 ? <Text as="p">{intl.formatMessage(nm.empty)}</Text> : null}
      {markFailed ? (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{intl.formatMessage(nm.markFailed)}</Callout.Text>
        </Callout.Root>
      ) : null}
      {status === 'ready' && notices.length > 0 ? (
        <ul className="app-plain-list">
          {notices.map((notice) => (
            <li key={notice.id} style={{ marginBottom: 'var(--space-2)' }}>
              <Card>
                <Flex align="center" justify="between" gap="3" wrap="wrap">
                  <Box minWidth="0" style={{ flex: '1 1 14rem' }}>
                    <Text
                      as="p"
                      weight={notice.event === 'OVERDUE' ? 'bold' : 'regular'}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {text(notice)}
                    </Text>
                    <RadixLink asChild size="2">
                      <Link href={MY_MEDIA_HREF}>{intl.formatMessage(nm.openMyMedia)}</Link>
                    </RadixLink>
                  </Box>
                  <Button
                    variant="outline"
                    disabled={busy}
                    aria-label={intl.formatMessage(nmWithValues.markReadLabel, { text: text(notice) })}
                    onClick={() => onMarkRead([notice.id])}
                  >
                    {intl.formatMessage(nm.markRead)}
                  </Button>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// Bottom of the window, right-aligned, above the page; the empty region lets clicks through.
const TOAST_PLACE = {
  position: 'fixed',
  insetInline: 'var(--space-3)',
  bottom: 'var(--space-3)',
  zIndex: 10,
  display: 'flex',
  justifyContent: 'flex-end',
  pointerEvents: 'none',
} as const;
const TOAST_CARD = {
  pointerEvents: 'auto',
  width: '100%',
  maxWidth: '26rem',
  boxShadow: 'var(--shadow-5)',
  background: 'var(--color-panel-solid)',
} as const;

export interface LiveNoticeProps {
  notice: Notice | null;
  onDismiss: () => void;
}

/**
 * The toast of a notice that just arrived. The status region is always in the page, so screen readers
 * announce what is put into it.
 */
export function LiveNotice({ notice, onDismiss }: LiveNoticeProps) {
  const intl = useIntl();
  const text = useNoticeText();
  return (
    <div role="status" aria-live="polite" style={TOAST_PLACE}>
      {notice ? (
        <Card size="2" style={TOAST_CARD}>
          <Flex direction="column" gap="2">
            <Text size="1" color="gray" weight="medium">
              {intl.formatMessage(nm.liveLabel)}
            </Text>
            <Text as="p" weight="medium" style={{ overflowWrap: 'anywhere' }}>
              {text(notice)}
            </Text>
            <Flex gap="3" align="center" justify="between" wrap="wrap">
              <RadixLink asChild size="2">
                <Link href={MY_MEDIA_HREF}>{intl.formatMessage(nm.openMyMedia)}</Link>
              </RadixLink>
              <Button variant="soft" color="gray" onClick={onDismiss}>
                {intl.formatMessage(nm.dismiss)}
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : null}
    </div>
  );
}
