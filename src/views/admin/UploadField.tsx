import { Button, Callout, Flex, Progress, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId, useState, type DragEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  selectCanRetry,
  selectUploadFailure,
  selectUploadProgress,
  selectUploadStatus,
  type uploadMachine,
} from '../../machines/admin/uploadMachine';
import { acceptAttribute, type UploadFailure } from '../../services/upload';
import { failureMessages, kindMessages, uploadMessages as m } from './uploadMessages';

export type UploadActor = ActorRefFrom<typeof uploadMachine>;

/** Bytes in the reader's number format: 820 kB, 3.4 MB. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  const [value, unit] =
    bytes >= 1_000_000_000
      ? [bytes / 1_000_000_000, 'gigabyte']
      : bytes >= 1_000_000
        ? [bytes / 1_000_000, 'megabyte']
        : bytes >= 1000
          ? [bytes / 1000, 'kilobyte']
          : [bytes, 'byte'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

const zone = (active: boolean) =>
  ({
    border: `2px dashed ${active ? 'var(--accent-9)' : 'var(--gray-a7)'}`,
    borderRadius: 'var(--radius-3)',
    padding: 'var(--space-3)',
    background: active ? 'var(--accent-a2)' : 'transparent',
  }) as const;

export interface UploadFieldProps {
  actor: UploadActor;
  label: string;
  /** Shown under the label, e.g. what happens with the file. */
  description?: string;
  /** The file chooser's `accept` when the field takes files outside the media kinds (kinds then empty). */
  accept?: string;
}

/** A labelled file input that also takes a dropped file, with progress, cancel, retry and the error. */
export function UploadField({ actor, label, description, accept }: UploadFieldProps) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = useId();
  const status = useSelector(actor, selectUploadStatus);
  const progress = useSelector(
    actor,
    selectUploadProgress,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const failure = useSelector(actor, selectUploadFailure);
  const canRetry = useSelector(actor, selectCanRetry);
  const kinds = useSelector(actor, (s) => s.context.kinds);
  // Only how the drop zone looks while a file is dragged over it.
  const [dragging, setDragging] = useState(false);
  const choose = (file: File | undefined) => {
    if (file) actor.send({ type: 'upload.choose', file });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (status !== 'uploading') choose(event.dataTransfer.files[0]);
  };
  const accepted = intl.formatList(kinds.map((k) => intl.formatMessage(kindMessages[k])));
  const size = { loaded: formatBytes(intl, progress.loaded), total: formatBytes(intl, progress.total) };
  return (
    <Flex direction="column" gap="2">
      <div
        style={zone(dragging)}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={inputId} weight="bold">
            {label}
          </Text>
          <Text id={hintId} size="1" color="gray">
            {description ? `${description} ` : ''}
            {kinds.length ? `${intl.formatMessage(m.accepted, { kinds: accepted })} ` : ''}
            {intl.formatMessage(m.dropHint)}
          </Text>
          <input
            id={inputId}
            type="file"
            accept={accept ?? acceptAttribute(kinds)}
            aria-describedby={hintId}
            disabled={status === 'uploading'}
            style={{ maxWidth: '100%' }}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              // The same file chosen again (after a failure) must fire a change again.
              e.target.value = '';
            }}
          />
        </Flex>
      </div>
      {status === 'uploading' ? (
        <Flex direction="column" gap="1">
          <Progress
            value={progress.percent}
            max={100}
            aria-label={intl.formatMessage(m.progressLabel, { file: progress.fileName })}
          />
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="2" aria-live="polite">
              {progress.percent >= 100
                ? intl.formatMessage(m.processing, { file: progress.fileName })
                : intl.formatMessage(m.progress, {
                    file: progress.fileName,
                    percent: progress.percent,
                    ...size,
                  })}
            </Text>
            <Button
              type="button"
              variant="soft"
              color="gray"
              onClick={() => actor.send({ type: 'upload.cancel' })}
            >
              {intl.formatMessage(m.cancel)}
            </Button>
          </Flex>
        </Flex>
      ) : null}
      {status === 'uploaded' ? (
        <Text size="2" role="status" color="green">
          {intl.formatMessage(m.uploaded, { file: progress.fileName, size: size.total })}
        </Text>
      ) : null}
      {status === 'cancelled' ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Text size="2" role="status">
            {intl.formatMessage(m.cancelled, { file: progress.fileName })}
          </Text>
          <RetryButton onRetry={() => actor.send({ type: 'upload.retry' })} />
        </Flex>
      ) : null}
      {status === 'failed' && failure ? (
        <UploadFailureNote
          failure={failure}
          fileName={progress.fileName}
          onRetry={canRetry ? () => actor.send({ type: 'upload.retry' }) : undefined}
        />
      ) : null}
    </Flex>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Button type="button" variant="soft" onClick={onRetry}>
      {intl.formatMessage(m.retry)}
    </Button>
  );
}

/** What went wrong in the reader's language, with the server's own sentence (it names the detail). */
export function UploadFailureNote({
  failure,
  fileName,
  onRetry,
}: {
  failure: UploadFailure;
  fileName: string;
  onRetry?: (() => void) | undefined;
}) {
  const intl = useIntl();
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        {intl.formatMessage(failureMessages[failure.reason], { file: fileName })}
        {failure.retryAfterSeconds !== null
          ? ` ${intl.formatMessage(m.retryAfter, { seconds: failure.retryAfterSeconds })}`
          : ''}
      </Callout.Text>
      {failure.message ? (
        <Callout.Text size="1">{intl.formatMessage(m.serverSaid, { message: failure.message })}</Callout.Text>
      ) : null}
      {onRetry ? (
        <Flex mt="2">
          <RetryButton onRetry={onRetry} />
        </Flex>
      ) : null}
    </Callout.Root>
  );
}
