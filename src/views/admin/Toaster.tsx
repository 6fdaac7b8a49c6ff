// Toaster — shows the toast machine's notices with Radix's Toast primitive: a polite live region
// (background toasts), F8 reaches the region by keyboard, each closes itself after a while (paused
// while hovered or focused) or on Escape or swipe, and "Undo" where the work can be undone.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Toast as RadixToast } from 'radix-ui';
import { useIntl } from 'react-intl';
import {
  selectToasts,
  TOAST_DURATION_MS,
  TOAST_UNDO_DURATION_MS,
  type Toast,
  type ToastActorRef,
} from '../../machines/admin/toastMachine';
import { am } from './messages';
import './admin.css';

export interface ToasterViewProps {
  toasts: readonly Toast[];
  onDismiss: (key: string) => void;
  onUndo: (key: string) => void;
}

export function ToasterView({ toasts, onDismiss, onUndo }: ToasterViewProps) {
  const intl = useIntl();
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.key}
          className="admin-toast"
          data-tone={toast.tone}
          // Errors interrupt (assertive); results wait their turn (polite).
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.undo ? TOAST_UNDO_DURATION_MS : TOAST_DURATION_MS}
          onOpenChange={(open) => (open ? undefined : onDismiss(toast.key))}
        >
          <Flex align="center" gap="3" justify="between" wrap="wrap">
            <RadixToast.Description asChild>
              <Text size="2">{intl.formatMessage({ id: toast.text.id }, toast.text.values)}</Text>
            </RadixToast.Description>
            <Flex gap="2">
              {toast.undo ? (
                <RadixToast.Action asChild altText={intl.formatMessage(am.toastUndoAlt)}>
                  <Button size="1" variant="soft" onClick={() => onUndo(toast.key)}>
                    {intl.formatMessage(am.toastUndo)}
                  </Button>
                </RadixToast.Action>
              ) : null}
              <RadixToast.Close asChild>
                <Button size="1" variant="soft" color="gray">
                  {intl.formatMessage(am.toastDismiss)}
                </Button>
              </RadixToast.Close>
            </Flex>
          </Flex>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        className="admin-toast-viewport"
        label={intl.formatMessage(am.toastRegion, { hotkey: 'F8' })}
      />
    </RadixToast.Provider>
  );
}

/** The toasts of a toast actor (`useActorRef(toastMachine)` in the screen, passed to its machines). */
export function Toaster({ actor }: { actor: ToastActorRef }) {
  const toasts = useSelector(actor, selectToasts);
  return (
    <ToasterView
      toasts={toasts}
      onDismiss={(key) => actor.send({ type: 'toast.dismiss', key })}
      onUndo={(key) => actor.send({ type: 'toast.undo', key })}
    />
  );
}
