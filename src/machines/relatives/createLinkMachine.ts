// createLinkMachine — the "New link" dialog: find a learner (searched as the administrator types), an
// optional label and the days until it expires (src/schemas/relatives.ts, the server's own rules), create,
// then show the link once with a copy button. Closing after a link was made refreshes the list.
import { assign, sendTo, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { RELATIVE_LINK_LIMITS, relativeLinkIssues, type RelativeLinkIssue } from '../../schemas/relatives';
import type { ApiSettings } from '../../services/api';
import { AdminApiError, fieldOfBadInput, problemOf, type ProblemInfo } from '../admin/adminErrors';
import { relativesActors, type CreatedLink, type LinkLearner } from './relativesActors';

export interface CreateLinkInput {
  api: ApiSettings;
  /** The links list, told to reload once a link was made. */
  list: AnyActorRef;
}

type Field = 'learnerId' | 'label' | 'expiresInDays';
const FIELDS: readonly Field[] = ['learnerId', 'label', 'expiresInDays'];

interface CreateLinkContext extends CreateLinkInput {
  search: string;
  learners: LinkLearner[];
  learner: LinkLearner | null;
  label: string;
  expiresInDays: number;
  /** After a save was tried, every rule's issue shows. */
  tried: boolean;
  serverError: { field: Field | null; message: string } | null;
  problem: ProblemInfo | null;
  created: CreatedLink | null;
  copy: 'idle' | 'copied' | 'failed';
}

export type CreateLinkEvent =
  | { type: 'link.open' }
  | { type: 'link.close' }
  | { type: 'link.search'; text: string }
  | { type: 'link.pick'; learner: LinkLearner }
  | { type: 'link.label'; text: string }
  | { type: 'link.days'; days: number }
  | { type: 'link.submit' }
  | { type: 'link.copy' };

const issuesOf = (c: CreateLinkContext) =>
  relativeLinkIssues({ learnerId: c.learner?.id ?? null, label: c.label, expiresInDays: c.expiresInDays });

const FRESH = {
  search: '',
  learners: [],
  learner: null,
  label: '',
  expiresInDays: RELATIVE_LINK_LIMITS.daysDefault,
  tried: false,
  serverError: null,
  problem: null,
  created: null,
  copy: 'idle' as const,
};

export const createLinkMachine = setup({
  types: {} as { context: CreateLinkContext; events: CreateLinkEvent; input: CreateLinkInput },
  actors: relativesActors,
  delays: { searchDebounce: 300 },
  guards: {
    isValid: ({ context }) => Object.keys(issuesOf(context)).length === 0,
  },
  actions: {
    reset: assign(() => FRESH),
    assignSearch: assign(({ event }) => (event.type === 'link.search' ? { search: event.text } : {})),
    assignLearners: assign((_, learners: LinkLearner[]) => ({ learners })),
    assignEdit: assign(({ event, context }) => {
      const serverError = null;
      if (event.type === 'link.pick') return { learner: event.learner, serverError };
      if (event.type === 'link.label') return { label: event.text, serverError };
      if (event.type === 'link.days') return { expiresInDays: event.days, serverError };
      return { serverError: context.serverError };
    }),
    markTried: assign({ tried: true, problem: null }),
    assignFailure: assign((_, error: unknown) => {
      const problem = problemOf(error);
      const bad = error instanceof AdminApiError ? error.find('BAD_USER_INPUT') : undefined;
      const known = (bad ? fieldOfBadInput(bad, FIELDS) : null) as Field | null;
      return known
        ? { serverError: { field: known, message: problem.message }, problem: null }
        : { problem, serverError: null };
    }),
    assignCreated: assign((_, created: CreatedLink) => ({ created })),
    refreshList: sendTo(({ context }) => context.list, { type: 'list.refresh' }),
    assignCopy: assign((_, copy: 'copied' | 'failed') => ({ copy })),
  },
}).createMachine({
  id: 'createLink',
  initial: 'closed',
  context: ({ input }) => ({ ...input, ...FRESH }),
  states: {
    closed: { on: { 'link.open': { target: 'editing', actions: 'reset' } } },
    editing: {
      initial: 'searching',
      on: {
        'link.close': { target: 'closed' },
        'link.search': { target: '.debouncing', actions: 'assignSearch' },
        'link.pick': { actions: 'assignEdit' },
        'link.label': { actions: 'assignEdit' },
        'link.days': { actions: 'assignEdit' },
        'link.submit': [
          { guard: 'isValid', target: 'creating', actions: 'markTried' },
          { actions: 'markTried' },
        ],
      },
      states: {
        idle: {},
        debouncing: { after: { searchDebounce: { target: 'searching' } } },
        searching: {
          invoke: {
            id: 'searchLearners',
            src: 'searchLearners',
            input: ({ context }) => ({ api: context.api, search: context.search }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignLearners', params: ({ event }) => event.output },
            },
            onError: { target: 'searchFailed' },
          },
        },
        searchFailed: {},
      },
    },
    creating: {
      invoke: {
        id: 'createLink',
        src: 'createLink',
        input: ({ context }) => ({
          api: context.api,
          learnerId: context.learner?.id ?? '',
          label: context.label,
          expiresInDays: context.expiresInDays,
        }),
        onDone: {
          target: 'created',
          actions: [{ type: 'assignCreated', params: ({ event }) => event.output }, 'refreshList'],
        },
        onError: {
          target: 'editing.idle',
          actions: {
            type: 'assignFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    created: {
      on: {
        'link.copy': { target: 'copying' },
        // The token is gone from memory once the dialog closes: it is shown this once.
        'link.close': { target: 'closed', actions: 'reset' },
      },
    },
    copying: {
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: context.created?.url ?? '' }),
        onDone: { target: 'created', actions: { type: 'assignCopy', params: 'copied' } },
        onError: { target: 'created', actions: { type: 'assignCopy', params: 'failed' } },
      },
    },
  },
});

export type CreateLinkSnapshot = SnapshotFrom<typeof createLinkMachine>;

export const selectDialogOpen = (s: CreateLinkSnapshot) => !s.matches('closed');
export const selectIsCreating = (s: CreateLinkSnapshot) => s.matches('creating');
export const selectCreated = (s: CreateLinkSnapshot) => s.context.created;
export const selectCopyState = (s: CreateLinkSnapshot) => s.context.copy;
export const selectDraft = (s: CreateLinkSnapshot) => ({
  search: s.context.search,
  learner: s.context.learner,
  label: s.context.label,
  expiresInDays: s.context.expiresInDays,
});
export const selectLearnerResults = (s: CreateLinkSnapshot) => ({
  learners: s.context.learners,
  searching: s.matches({ editing: 'searching' }) || s.matches({ editing: 'debouncing' }),
  failed: s.matches({ editing: 'searchFailed' }),
});
export const selectCreateProblem = (s: CreateLinkSnapshot) => s.context.problem;

/** The issues to show: the rules' after a save was tried, and the server's for its field. */
export function selectFieldIssues(
  s: CreateLinkSnapshot,
): Partial<Record<Field, RelativeLinkIssue | { server: string }>> {
  const shown: Partial<Record<Field, RelativeLinkIssue | { server: string }>> = s.context.tried
    ? issuesOf(s.context)
    : {};
  const server = s.context.serverError;
  if (server?.field) shown[server.field] = { server: server.message };
  return shown;
}
