// consoleMachine — /super-console's frame: which panels the caller's roles open (the API decides what each
// panel holds) and which one is shown, mirrored in the URL as ?tab=. An ADMIN gets health, jobs, audit log,
// deletion requests and their own data; an EDUCATION_MANAGER jobs, audit log and their data; everybody
// else their data only. A tab the roles do not open (an old link) shows the first one.
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { watchLocation, type LocationChangedEvent } from '../admin/listActors';
import type { NavigationActorRef } from '../navigationMachine';

export const CONSOLE_TABS = ['health', 'jobs', 'audit', 'requests', 'myData'] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

export function tabsFor(roles: readonly string[]): ConsoleTab[] {
  if (roles.includes('ADMIN')) return [...CONSOLE_TABS];
  if (roles.includes('EDUCATION_MANAGER')) return ['jobs', 'audit', 'myData'];
  return ['myData'];
}

/** The tab a search asks for, when the roles open it; else the first. */
export function tabOf(search: string, tabs: readonly ConsoleTab[]): ConsoleTab {
  const asked = new URLSearchParams(search).get('tab');
  return tabs.find((tab) => tab === asked) ?? tabs[0]!;
}

export interface ConsoleInput {
  navigation: NavigationActorRef;
  roles: readonly string[];
}

interface ConsoleContext {
  navigation: NavigationActorRef;
  path: string;
  tabs: ConsoleTab[];
  tab: ConsoleTab;
}

export type ConsoleEvent = { type: 'console.select'; tab: ConsoleTab } | LocationChangedEvent;

export const consoleMachine = setup({
  types: {} as { context: ConsoleContext; events: ConsoleEvent; input: ConsoleInput },
  actors: { watchLocation },
  guards: {
    opens: ({ context, event }) => event.type === 'console.select' && context.tabs.includes(event.tab),
    isOwnPath: ({ context, event }) => event.type === 'list.locationChanged' && event.path === context.path,
  },
  actions: {
    // A new tab starts with a clean query: the other list's filters mean nothing there.
    navigateToTab: sendTo(
      ({ context }) => context.navigation,
      ({ context, event }) => ({
        type: 'navigation.navigate' as const,
        to: `${context.path}?tab=${event.type === 'console.select' ? event.tab : context.tab}`,
      }),
    ),
    assignSelected: assign(({ event }) => (event.type === 'console.select' ? { tab: event.tab } : {})),
    assignFromLocation: assign(({ context, event }) =>
      event.type === 'list.locationChanged' ? { tab: tabOf(event.search, context.tabs) } : {},
    ),
  },
}).createMachine({
  id: 'superConsole',
  context: ({ input }) => {
    const { path, search } = input.navigation.getSnapshot().context.location;
    const tabs = tabsFor(input.roles);
    return { navigation: input.navigation, path, tabs, tab: tabOf(search, tabs) };
  },
  invoke: { src: 'watchLocation', input: ({ context }) => ({ navigation: context.navigation }) },
  initial: 'showing',
  states: {
    showing: {
      on: {
        'console.select': { guard: 'opens', actions: ['assignSelected', 'navigateToTab'] },
        'list.locationChanged': { guard: 'isOwnPath', actions: 'assignFromLocation' },
      },
    },
  },
});

export type ConsoleActorRef = ActorRefFrom<typeof consoleMachine>;
export type ConsoleSnapshot = SnapshotFrom<typeof consoleMachine>;
export const selectTabs = (s: ConsoleSnapshot) => s.context.tabs;
export const selectTab = (s: ConsoleSnapshot) => s.context.tab;
