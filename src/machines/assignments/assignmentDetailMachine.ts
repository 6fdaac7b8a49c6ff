// assignmentDetailMachine — one assignment and its people: the assignment with its progress (region
// `detail`), the people it reaches with where they stand, narrowed by status and a search, paged (region
// `people`), and what a manager does for some of them (region `action`): remind, extend to a later day,
// let off (asks first). An action that worked reloads both lists and shows a toast; one that failed keeps
// the dialog open with the problem.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { AssignmentStatus } from '../../graphql/generated';
import { isLocalDate } from '../../schemas/assignmentDue';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import type { ToastActorRef } from '../admin/toastMachine';
import {
  detailActors,
  LEARNERS_PAGE_SIZE,
  type AssignmentLearner,
  type AssignmentRow,
  type LearnersQuery,
} from './assignmentActors';

export type LearnerActionKind = 'extend' | 'withdraw' | 'remind';

export interface AssignmentDetailInput {
  api: ApiSettings;
  id: string;
  toasts?: ToastActorRef;
}

interface DetailContext extends AssignmentDetailInput {
  assignment: AssignmentRow | null;
  problem: ProblemInfo | null;
  query: LearnersQuery;
  learners: AssignmentLearner[];
  total: number;
  peopleProblem: ProblemInfo | null;
  selected: string[];
  /** The action being asked about: its kind and people (none: remind everyone not done). */
  pending: { kind: LearnerActionKind; userIds: string[] } | null;
  dueOn: string;
  actionProblem: ProblemInfo | null;
}

export type AssignmentDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'people.search'; text: string }
  | { type: 'people.status'; status: AssignmentStatus | null }
  | { type: 'people.page'; page: number }
  | { type: 'people.retry' }
  | { type: 'people.select'; id: string; selected: boolean }
  | { type: 'people.selectAll'; selected: boolean }
  | { type: 'action.ask'; kind: LearnerActionKind; userIds: readonly string[] }
  | { type: 'action.dueOn'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' };

const DONE_MESSAGES: Record<LearnerActionKind, string> = {
  extend: 'assignments.people.extended',
  withdraw: 'assignments.people.withdrawn',
  remind: 'assignments.people.reminded',
};

export const assignmentDetailMachine = setup({
  types: {} as { context: DetailContext; events: AssignmentDetailEvent; input: AssignmentDetailInput },
  actors: detailActors,
  delays: { debounce: 300 },
  guards: {
    isFound: (_, assignment: AssignmentRow | null) => assignment !== null,
    canAsk: ({ context, event }) =>
      event.type === 'action.ask' &&
      context.assignment !== null &&
      context.assignment.withdrawnAt == null &&
      (event.kind === 'remind' || event.userIds.length > 0),
    isReady: ({ context }) =>
      context.pending !== null && (context.pending.kind !== 'extend' || isLocalDate(context.dueOn)),
  },
  actions: {
    clearSelection: assign({ selected: [] }),
    done: enqueueActions(({ context, enqueue }, count: number) => {
      const kind = context.pending?.kind ?? 'remind';
      enqueue.assign({ pending: null, selected: [], actionProblem: null });
      if (context.toasts)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: { tone: 'success', text: { id: DONE_MESSAGES[kind], values: { count } } },
        });
    }),
  },
}).createMachine({
  id: 'assignmentDetail',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    assignment: null,
    problem: null,
    query: { status: null, search: '', page: 1 },
    learners: [],
    total: 0,
    peopleProblem: null,
    selected: [],
    pending: null,
    dueOn: '',
    actionProblem: null,
  }),
  states: {
    detail: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadAssignment',
            src: 'loadAssignment',
            input: ({ context }) => ({ api: context.api, id: context.id }),
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => event.output },
                target: 'ready',
                actions: assign(({ event }) => ({ assignment: event.output, problem: null })),
              },
              { target: 'notFound' },
            ],
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ problem: problemOf(event.error) })),
            },
          },
        },
        ready: {},
        notFound: {},
        failed: { on: { 'detail.retry': { target: 'loading' } } },
      },
    },
    people: {
      initial: 'loading',
      on: {
        'people.search': {
          target: '.debouncing',
          reenter: true,
          actions: [
            assign(({ context, event }) => ({
              query: { ...context.query, search: event.text.slice(0, 200), page: 1 },
            })),
            'clearSelection',
          ],
        },
        'people.status': {
          target: '.loading',
          reenter: true,
          actions: [
            assign(({ context, event }) => ({ query: { ...context.query, status: event.status, page: 1 } })),
            'clearSelection',
          ],
        },
        'people.page': {
          target: '.loading',
          reenter: true,
          actions: [
            assign(({ context, event }) => ({ query: { ...context.query, page: Math.max(1, event.page) } })),
            'clearSelection',
          ],
        },
        'people.select': {
          actions: assign(({ context, event }) => ({
            selected: event.selected
              ? [...context.selected.filter((id) => id !== event.id), event.id]
              : context.selected.filter((id) => id !== event.id),
          })),
        },
        'people.selectAll': {
          actions: assign(({ context, event }) => ({
            selected: event.selected ? context.learners.map((l) => l.userId) : [],
          })),
        },
      },
      states: {
        debouncing: { after: { debounce: { target: 'loading' } } },
        loading: {
          invoke: {
            id: 'loadLearners',
            src: 'loadLearners',
            input: ({ context }) => ({ api: context.api, id: context.id, query: context.query }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                learners: event.output.rows,
                total: event.output.total,
                peopleProblem: null,
              })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ peopleProblem: problemOf(event.error) })),
            },
          },
        },
        ready: {},
        failed: { on: { 'people.retry': { target: 'loading' } } },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'action.ask': {
              guard: 'canAsk',
              target: 'asking',
              actions: assign(({ event }) => ({
                pending: { kind: event.kind, userIds: [...event.userIds] },
                dueOn: '',
                actionProblem: null,
              })),
            },
          },
        },
        asking: {
          on: {
            'action.dueOn': { actions: assign(({ event }) => ({ dueOn: event.value, actionProblem: null })) },
            'action.confirm': { guard: 'isReady', target: 'running' },
            'action.cancel': { target: 'idle', actions: assign({ pending: null, actionProblem: null }) },
          },
        },
        running: {
          invoke: {
            id: 'runLearnerAction',
            src: 'runLearnerAction',
            input: ({ context }) => ({
              api: context.api,
              id: context.id,
              kind: context.pending!.kind,
              userIds: context.pending!.userIds,
              dueOn: context.dueOn,
            }),
            onDone: {
              // Both change: the counts and the people's standing.
              target: [
                '#assignmentDetail.action.idle',
                '#assignmentDetail.detail.loading',
                '#assignmentDetail.people.loading',
              ],
              reenter: true,
              actions: { type: 'done', params: ({ event }) => event.output },
            },
            onError: {
              target: 'asking',
              actions: assign(({ event }) => ({ actionProblem: problemOf(event.error) })),
            },
          },
        },
      },
    },
  },
});

export type AssignmentDetailSnapshot = SnapshotFrom<typeof assignmentDetailMachine>;
export const selectDetailStatus = (s: AssignmentDetailSnapshot) =>
  (s.value as { detail: 'loading' | 'ready' | 'notFound' | 'failed' }).detail;
export const selectPeopleStatus = (s: AssignmentDetailSnapshot) =>
  (s.value as { people: 'debouncing' | 'loading' | 'ready' | 'failed' }).people;
export const selectAction = (s: AssignmentDetailSnapshot) => ({
  pending: s.context.pending,
  running: s.matches({ action: 'running' }),
  dueOn: s.context.dueOn,
  problem: s.context.actionProblem,
  ready: s.can({ type: 'action.confirm' }),
});
export const selectPeoplePages = (s: AssignmentDetailSnapshot) =>
  Math.max(1, Math.ceil(s.context.total / LEARNERS_PAGE_SIZE));
