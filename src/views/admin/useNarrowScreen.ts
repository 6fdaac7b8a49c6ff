// Below 600 px an administration list is a card list: a table would need a horizontal scroll.
// Read from matchMedia through useSyncExternalStore, so no effect keeps it in step.
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 599.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
