// unitMembersMachine — a unit's member panel: the members (searched, paged on the server), the people who
// could be added (searched as the administrator types, debounced) and the changes: add one person, remove
// one after asking. A change reloads both lists and says what happened in a toast; a refusal (a manager
// and an administrator, another department's person) keeps the lists and shows the API's words.
import { assign, enqueueActions, raise, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef } from '../admin/toastMachine';
import { memberActors, type MembersPage, type UnitMember } from './unitActors';

export const MEMBERS_PAGE_SIZE = 25;
export const CANDIDATE_DEBOUNCE_MS = 300;

export interface UnitMembersInput {
  api: ApiSettings;
  unitId: string;
  toasts?: ToastActorRef;
}

interface UnitMembersContext extends UnitMembersInput {
  search: string;
  offset: number;
  members: UnitMember[];
  total: number;
  problem: ProblemInfo | null;
  candidateSearch: string;
  candidates: UnitMember[];
  candidatesProblem: ProblemInfo | null;
  /** The person being added or asked about / being removed. */
  target: UnitMember | null;
  changeProblem: ProblemInfo | null;
}

export type UnitMembersEvent =
  | { type: 'members.search'; text: string }
  | { type: 'members.page'; offset: number }
  | { type: 'members.retry' }
  | { type: 'candidates.search'; text: string }
  | { type: 'candidates.retry' }
  | { type: 'members.add'; member: UnitMember }
  | { type: 'members.remove'; member: UnitMember }
  | { type: 'members.removeConfirm' }
  | { type: 'members.removeCancel' }
  | { type: 'members.dismissProblem' }
  /** Internal: a change was made; both lists read again. */
  | { type: 'members.reload' }
  | { type: 'members.changed' };

export const unitMembersMachine = setup({
  types: {} as { context: UnitMembersContext; events: UnitMembersEvent; input: UnitMembersInput },
  actors: memberActors,
  delays: { debounce: CANDIDATE_DEBOUNCE_MS },
  actions: {
    assignSearch: assign(({ event }) =>
      event.type === 'members.search' ? { search: event.text, offset: 0 } : {},
    ),
    assignOffset: assign(({ event }) =>
      event.type === 'members.page' ? { offset: Math.max(0, event.offset) } : {},
    ),
    assignPage: assign((_, page: MembersPage) => ({
      members: page.members,
      total: page.total,
      problem: null,
    })),
    assignProblem: assign(({ event }) => ({ problem: problemOf('error' in event ? event.error : null) })),
    assignCandidateSearch: assign(({ event }) =>
      event.type === 'candidates.search' ? { candidateSearch: event.text } : {},
    ),
    assignCandidates: assign((_, candidates: UnitMember[]) => ({ candidates, candidatesProblem: null })),
    assignCandidatesProblem: assign(({ event }) => ({
      candidatesProblem: problemOf('error' in event ? event.error : null),
    })),
    assignTarget: assign(({ event }) =>
      event.type === 'members.add' || event.type === 'members.remove'
        ? { target: event.member, changeProblem: null }
        : {},
    ),
    assignChangeProblem: assign(({ event }) => ({
      changeProblem: problemOf('error' in event ? event.error : null),
    })),
    clearChangeProblem: assign({ changeProblem: null }),
    toastChange: enqueueActions(({ context, enqueue }, id: string) => {
      if (!context.toasts || !context.target) return;
      enqueue.sendTo(context.toasts, {
        type: 'toast.show',
        toast: { tone: 'success', text: { id, values: { name: context.target.name } } },
      });
    }),
    reloadMembers: raise({ type: 'members.reload' }),
    refreshCandidates: raise({ type: 'members.changed' }),
  },
}).createMachine({
  id: 'unitMembers',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    search: '',
    offset: 0,
    members: [],
    total: 0,
    problem: null,
    candidateSearch: '',
    candidates: [],
    candidatesProblem: null,
    target: null,
    changeProblem: null,
  }),
  states: {
    list: {
      initial: 'loading',
      on: {
        // No pause: a new search restarts the load, which aborts the one before.
        'members.search': { target: '.loading', actions: 'assignSearch' },
        'members.page': { target: '.loading', actions: 'assignOffset' },
        'members.reload': { target: '.loading' },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadMembers',
            src: 'loadMembers',
            input: ({ context }) => ({
              api: context.api,
              unitId: context.unitId,
              search: context.search,
              offset: context.offset,
              first: MEMBERS_PAGE_SIZE,
            }),
            onDone: { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'assignProblem' },
          },
        },
        ready: {},
        failed: { on: { 'members.retry': { target: 'loading' } } },
      },
    },
    candidates: {
      initial: 'idle',
      on: { 'candidates.search': { target: '.debouncing', actions: 'assignCandidateSearch' } },
      states: {
        idle: {},
        debouncing: { after: { debounce: { target: 'searching' } } },
        searching: {
          invoke: {
            id: 'loadCandidates',
            src: 'loadCandidates',
            input: ({ context }) => ({
              api: context.api,
              unitId: context.unitId,
              search: context.candidateSearch,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignCandidates', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: 'assignCandidatesProblem' },
          },
        },
        ready: { on: { 'members.changed': { target: 'searching' } } },
        failed: { on: { 'candidates.retry': { target: 'searching' } } },
      },
    },
    change: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'members.add': { target: 'adding', actions: 'assignTarget' },
            'members.remove': { target: 'confirmingRemove', actions: 'assignTarget' },
            'members.dismissProblem': { actions: 'clearChangeProblem' },
          },
        },
        adding: {
          invoke: {
            id: 'addMembers',
            src: 'addMembers',
            input: ({ context }) => ({
              api: context.api,
              unitId: context.unitId,
              userIds: [context.target!.id],
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'toastChange', params: 'unitManagement.members.added' },
                'reloadMembers',
                'refreshCandidates',
              ],
            },
            onError: { target: 'idle', actions: 'assignChangeProblem' },
          },
        },
        confirmingRemove: {
          on: {
            'members.removeConfirm': { target: 'removing' },
            'members.removeCancel': { target: 'idle' },
          },
        },
        removing: {
          invoke: {
            id: 'removeMembers',
            src: 'removeMembers',
            input: ({ context }) => ({
              api: context.api,
              unitId: context.unitId,
              userIds: [context.target!.id],
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'toastChange', params: 'unitManagement.members.removed' },
                'reloadMembers',
                'refreshCandidates',
              ],
            },
            onError: { target: 'idle', actions: 'assignChangeProblem' },
          },
        },
      },
    },
  },
});

export type UnitMembersSnapshot = SnapshotFrom<typeof unitMembersMachine>;
type Region = { list: string; candidates: string; change: string };
const region = (s: UnitMembersSnapshot) => s.value as Region;
export const selectMembersStatus = (s: UnitMembersSnapshot) =>
  region(s).list as 'loading' | 'ready' | 'failed';
export const selectMembers = (s: UnitMembersSnapshot) => s.context.members;
export const selectMembersTotal = (s: UnitMembersSnapshot) => s.context.total;
export const selectMembersOffset = (s: UnitMembersSnapshot) => s.context.offset;
export const selectMembersSearch = (s: UnitMembersSnapshot) => s.context.search;
export const selectMembersProblem = (s: UnitMembersSnapshot) => s.context.problem;
export const selectCandidatesStatus = (s: UnitMembersSnapshot) =>
  region(s).candidates as 'idle' | 'debouncing' | 'searching' | 'ready' | 'failed';
export const selectCandidates = (s: UnitMembersSnapshot) => s.context.candidates;
export const selectCandidatesProblem = (s: UnitMembersSnapshot) => s.context.candidatesProblem;
export const selectCandidateSearch = (s: UnitMembersSnapshot) => s.context.candidateSearch;
export const selectChange = (s: UnitMembersSnapshot) =>
  region(s).change as 'idle' | 'adding' | 'confirmingRemove' | 'removing';
export const selectChangeTarget = (s: UnitMembersSnapshot) => s.context.target;
export const selectChangeProblem = (s: UnitMembersSnapshot) => s.context.changeProblem;
