// ConfirmDialog — asks before something that cannot be taken back (delete, leave with unsaved
// changes). Radix AlertDialog: focus goes to Cancel (the safe choice), Escape cancels, and focus
// returns to the control that had it when the dialog opened. Controlled: the machine's state decides whether it shows.
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { am } from './messages';
import { useReturnFocus } from './useReturnFocus';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Red confirm button: the action destroys something. */
  destructive?: boolean;
  /** While the confirmed work runs: buttons disabled, the dialog stays. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const intl = useIntl();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <AlertDialog.Content maxWidth="28rem" {...returnFocus}>
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{props.description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={props.busy}>
              {props.cancelLabel ?? intl.formatMessage(am.cancel)}
            </Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: that closes the dialog itself; the machine closes it. */}
          {/* Red: white on red-9 is below 4.5:1, so the destructive one is the high-contrast red. */}
          <Button
            color={props.destructive ? 'red' : undefined}
            highContrast={props.destructive}
            loading={props.busy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
