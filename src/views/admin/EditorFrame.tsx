// EditorFrame — the page frame of the kit's draft editors (src/machines/admin/editorStates.ts): the way back
// to the list (which asks first when the machine takes `<prefix>.leave`), loading, a failed load with retry
// and a record not found; once ready, the screen's own content. Beside it the parts every ready editor
// shows: the heading with "unsaved changes", a failed call, the conflict with "reload theirs" / "keep mine"
// and the leave dialog. The words are the area's own (its messages file has these keys).
import { Button, Callout, Flex, Heading, Link as RadixLink, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { ConfirmDialog } from './ConfirmDialog';

export type EditorTexts = Record<
  | 'backToList'
  | 'loading'
  | 'loadFailed'
  | 'notFound'
  | 'retry'
  | 'unsaved'
  | 'dismiss'
  | 'conflictTitle'
  | 'conflictText'
  | 'conflictReload'
  | 'conflictKeep'
  | 'leaveTitle'
  | 'leaveText'
  | 'leaveConfirm'
  | 'stay',
  MessageDescriptor
>;

/** The editor's events the frame sends, without the area's prefix (`path.retry` is `retry`). */
export type EditorVerb =
  'retry' | 'leave' | 'leaveConfirm' | 'leaveCancel' | 'reload' | 'keepMine' | 'dismissProblem';

export function EditorFrame({
  status,
  texts,
  listHref,
  canLeave,
  send,
  children,
}: {
  status: 'loading' | 'loadFailed' | 'notFound' | 'ready' | 'left';
  texts: EditorTexts;
  listHref: string;
  /** Whether the editor takes `leave` now (else the link is a plain one, e.g. while saving). */
  canLeave: () => boolean;
  send: (verb: EditorVerb) => void;
  /** The ready editor. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const back = (
    <RadixLink asChild>
      <Link
        href={listHref}
        onClick={(e) => {
          // Leaving asks first when there are unsaved changes; the machine then navigates itself.
          if (canLeave()) {
            e.preventDefault();
            send('leave');
          }
        }}
      >
        ← {intl.formatMessage(texts.backToList)}
      </Link>
    </RadixLink>
  );
  if (status === 'loading' || status === 'left')
    return (
      <Flex direction="column" gap="3">
        {back}
        <Flex role="status" gap="2" align="center">
          <Spinner />
          <Text>{intl.formatMessage(texts.loading)}</Text>
        </Flex>
      </Flex>
    );
  if (status === 'loadFailed' || status === 'notFound')
    return (
      <Flex direction="column" gap="3">
        {back}
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {intl.formatMessage(status === 'notFound' ? texts.notFound : texts.loadFailed)}
          </Callout.Text>
          {status === 'loadFailed' ? (
            <Button variant="soft" onClick={() => send('retry')}>
              {intl.formatMessage(texts.retry)}
            </Button>
          ) : null}
        </Callout.Root>
      </Flex>
    );
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      {back}
      {children}
    </Flex>
  );
}

/** The record's name (or "new ..."), what the area shows beside it, and "unsaved changes". */
export function EditorHeading({
  title,
  dirty,
  texts,
  children,
}: {
  title: string;
  dirty: boolean;
  texts: EditorTexts;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Heading as="h1" size="7" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {title}
      </Heading>
      {children}
      {dirty ? (
        <Text size="2" color="amber">
          {intl.formatMessage(texts.unsaved)}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A failed call in words (dismissable), and the conflict: reload theirs or keep mine. */
export function EditorProblems({
  failedText,
  inConflict,
  texts,
  send,
}: {
  failedText: string | null;
  inConflict: boolean;
  texts: EditorTexts;
  send: (verb: EditorVerb) => void;
}) {
  const intl = useIntl();
  return (
    <>
      {failedText ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{failedText}</Callout.Text>
          <Button variant="soft" size="1" onClick={() => send('dismissProblem')}>
            {intl.formatMessage(texts.dismiss)}
          </Button>
        </Callout.Root>
      ) : null}
      {inConflict ? (
        <Callout.Root color="amber" role="alert" highContrast>
          <Callout.Text>
            <strong>{intl.formatMessage(texts.conflictTitle)}</strong>{' '}
            {intl.formatMessage(texts.conflictText)}
          </Callout.Text>
          <Flex gap="2" wrap="wrap">
            <Button variant="soft" onClick={() => send('reload')}>
              {intl.formatMessage(texts.conflictReload)}
            </Button>
            <Button onClick={() => send('keepMine')}>{intl.formatMessage(texts.conflictKeep)}</Button>
          </Flex>
        </Callout.Root>
      ) : null}
    </>
  );
}

/** "Leave with unsaved changes?" while the editor asks. */
export function EditorLeaveDialog({
  open,
  texts,
  send,
}: {
  open: boolean;
  texts: EditorTexts;
  send: (verb: EditorVerb) => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage(texts.leaveTitle)}
      description={intl.formatMessage(texts.leaveText)}
      confirmLabel={intl.formatMessage(texts.leaveConfirm)}
      cancelLabel={intl.formatMessage(texts.stay)}
      destructive
      onConfirm={() => send('leaveConfirm')}
      onCancel={() => send('leaveCancel')}
    />
  );
}
