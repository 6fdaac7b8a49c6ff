// ChoiceDialog — asks with controls between the question and the buttons (a date to extend to, a unit to
// add people to), which the ConfirmDialog's description cannot hold. Same AlertDialog behaviour: focus
// starts on Cancel, Escape cancels, focus returns to where it was; the machine's state decides whether it
// shows and closes it.
import { AlertDialog, Button, Callout, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProblemInfo } from '../../machines/admin/adminErrors';
import { useProblemText } from './ListStates';
import { am } from './messages';
import { useReturnFocus } from './useReturnFocus';

export interface ChoiceDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  /** Only one way out (the confirm button; Escape does the same). */
  hideCancel?: boolean;
  problem?: ProblemInfo | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A problem in words, as an alert (nothing when there is none), with "Try again" when it can be. */
export function ProblemCallout({ problem, onRetry }: { problem: ProblemInfo | null; onRetry?: () => void }) {
  const intl = useIntl();
  const text = useProblemText();
  if (!problem) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{text(problem)}</Callout.Text>
      {onRetry ? (
        <Flex mt="2">
          <Button variant="soft" onClick={onRetry}>
            {intl.formatMessage(am.retry)}
          </Button>
        </Flex>
      ) : null}
    </Callout.Root>
  );
}

export function ChoiceDialog(props: ChoiceDialogProps) {
  const intl = useIntl();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <AlertDialog.Content maxWidth="30rem" {...returnFocus}>
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        {props.description ? (
          <AlertDialog.Description size="2">{props.description}</AlertDialog.Description>
        ) : null}
        <Flex direction="column" gap="3" mt="3">
          {props.children}
          <ProblemCallout problem={props.problem ?? null} />
        </Flex>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          {props.hideCancel ? null : (
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={props.busy}>
                {props.cancelLabel ?? intl.formatMessage(am.cancel)}
              </Button>
            </AlertDialog.Cancel>
          )}
          {/* Red: white on red-9 is below 4.5:1, so the destructive one is the high-contrast red. */}
          <Button
            color={props.destructive ? 'red' : undefined}
            highContrast={props.destructive}
            loading={props.busy}
            disabled={props.confirmDisabled}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
