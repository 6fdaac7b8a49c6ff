// listActors — the list machine's own event source: the app's location. A back/forward step or a
// link changes the navigation actor's location; this reports each new one to the list, which
// reloads when it describes another query than its own (its own writes come back and are ignored).
import { fromCallback } from 'xstate';
import type { NavigationActorRef } from '../navigationMachine';

export type LocationChangedEvent = { type: 'list.locationChanged'; path: string; search: string };

export const watchLocation = fromCallback<
  { type: 'noop' },
  { navigation: NavigationActorRef },
  LocationChangedEvent
>(({ input, sendBack }) => {
  const start = input.navigation.getSnapshot().context.location;
  let last = `${start.path}${start.search}`;
  const subscription = input.navigation.subscribe((snapshot) => {
    const { path, search } = snapshot.context.location;
    // The navigation actor changes for other reasons too (sign-in state): only a new location counts.
    if (`${path}${search}` === last) return;
    last = `${path}${search}`;
    sendBack({ type: 'list.locationChanged', path, search });
  });
  return () => subscription.unsubscribe();
});
