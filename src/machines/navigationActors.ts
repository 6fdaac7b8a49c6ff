// The browser history as an actor: it reports back/forward and performs the machine's navigations.
import { fromCallback } from 'xstate';

export type HistoryCommand = { type: 'history.push'; url: string } | { type: 'history.replace'; url: string };

export const navigationActors = {
  browserHistory: fromCallback<HistoryCommand>(({ sendBack, receive }) => {
    const onPopState = () =>
      sendBack({
        type: 'navigation.popped',
        path: globalThis.location.pathname,
        search: globalThis.location.search,
      });
    globalThis.addEventListener('popstate', onPopState);
    receive((command) => {
      const current = `${globalThis.location.pathname}${globalThis.location.search}`;
      if (command.url === current) return;
      if (command.type === 'history.push') globalThis.history.pushState(null, '', command.url);
      else globalThis.history.replaceState(null, '', command.url);
    });
    return () => globalThis.removeEventListener('popstate', onPopState);
  }),
};
