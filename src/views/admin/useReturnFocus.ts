// Radix gives focus back to a dialog's Trigger; the kit's dialogs open from a machine's state instead, so
// they remember what had focus when they opened and give focus back there (when it is still on the page).
import { useRef } from 'react';

/** Spread onto AlertDialog.Content / Dialog.Content. */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}
