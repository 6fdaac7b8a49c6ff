// manualIssueMachine — issuing a certificate by hand: the dialog searches people and the media and paths
// that have a template (each list searched on the server as the administrator types, debounced), one of
// each is picked, then it is issued (with the template's current version, dated today). Once it worked the
// list reloads and a toast names the number; a failure keeps the dialog with the problem.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../../services/api';
import { problemOf, type ProblemInfo } from '../../admin/adminErrors';
import type { ListActorRef } from '../../admin/listMachine';
import type { ToastActorRef } from '../../admin/toastMachine';
import {
  issueManually,
  searchPeople,
  searchSubjects,
  type IssuedRow,
  type IssueOption,
} from './issuedActors';

export const ISSUE_SEARCH_DEBOUNCE_MS = 250;

export interface ManualIssueInput {
  api: ApiSettings;
  list: ListActorRef<IssuedRow>;
  toasts?: ToastActorRef;
}

interface ManualIssueContext extends ManualIssueInput {
  peopleSearch: string;
  subjectSearch: string;
  people: IssueOption[];
  subjects: IssueOption[];
  person: IssueOption | null;
  subject: IssueOption | null;
  problem: ProblemInfo | null;
}

export type ManualIssueEvent =
  | { type: 'issue.open' }
  | { type: 'issue.searchPeople'; text: string }
  | { type: 'issue.searchSubjects'; text: string }
  | { type: 'issue.pickPerson'; id: string }
  | { type: 'issue.pickSubject'; id: string }
  | { type: 'issue.retry' }
  | { type: 'issue.confirm' }
  | { type: 'issue.cancel' };

export const manualIssueMachine = setup({
  types: {} as { context: ManualIssueContext; events: ManualIssueEvent; input: ManualIssueInput },
  actors: { searchPeople, searchSubjects, issueManually },
  delays: { debounce: ISSUE_SEARCH_DEBOUNCE_MS },
  guards: {
    complete: ({ context }) => context.person !== null && context.subject !== null,
  },
  actions: {
    done: enqueueActions(({ context, enqueue }, row: IssuedRow) => {
      enqueue.sendTo(context.list, { type: 'list.refresh' });
      if (context.toasts)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: {
            tone: 'success',
            text: { id: 'certificates.issued.issued', values: { number: row.number } },
          },
        });
    }),
  },
}).createMachine({
  id: 'manualIssue',
  initial: 'closed',
  context: ({ input }) => ({
    ...input,
    peopleSearch: '',
    subjectSearch: '',
    people: [],
    subjects: [],
    person: null,
    subject: null,
    problem: null,
  }),
  states: {
    closed: {
      on: {
        'issue.open': {
          target: 'editing',
          actions: assign({
            peopleSearch: '',
            subjectSearch: '',
            person: null,
            subject: null,
            problem: null,
          }),
        },
      },
    },
    editing: {
      type: 'parallel',
      on: {
        'issue.pickPerson': {
          actions: assign(({ context, event }) => ({
            person: context.people.find((p) => p.id === event.id) ?? null,
            problem: null,
          })),
        },
        'issue.pickSubject': {
          actions: assign(({ context, event }) => ({
            subject: context.subjects.find((s) => s.id === event.id) ?? null,
            problem: null,
          })),
        },
        'issue.confirm': { guard: 'complete', target: 'saving' },
        'issue.cancel': { target: 'closed' },
      },
      states: {
        // Each picker searches on its own: waits for the typing to pause, asks, shows the answer or the failure.
        people: {
          initial: 'loading',
          on: {
            'issue.searchPeople': {
              target: '.debouncing',
              reenter: true,
              actions: assign(({ event }) => ({ peopleSearch: event.text.slice(0, 200) })),
            },
          },
          states: {
            debouncing: { after: { debounce: { target: 'loading' } } },
            loading: {
              invoke: {
                id: 'searchPeople',
                src: 'searchPeople',
                input: ({ context }) => ({ api: context.api, search: context.peopleSearch }),
                onDone: { target: 'ready', actions: assign(({ event }) => ({ people: event.output })) },
                onError: { target: 'failed' },
              },
            },
            ready: {},
            failed: { on: { 'issue.retry': { target: 'loading' } } },
          },
        },
        subjects: {
          initial: 'loading',
          on: {
            'issue.searchSubjects': {
              target: '.debouncing',
              reenter: true,
              actions: assign(({ event }) => ({ subjectSearch: event.text.slice(0, 200) })),
            },
          },
          states: {
            debouncing: { after: { debounce: { target: 'loading' } } },
            loading: {
              invoke: {
                id: 'searchSubjects',
                src: 'searchSubjects',
                input: ({ context }) => ({ api: context.api, search: context.subjectSearch }),
                onDone: { target: 'ready', actions: assign(({ event }) => ({ subjects: event.output })) },
                onError: { target: 'failed' },
              },
            },
            ready: {},
            failed: { on: { 'issue.retry': { target: 'loading' } } },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'issueManually',
        src: 'issueManually',
        input: ({ context }) => ({ api: context.api, userId: context.person!.id, subject: context.subject! }),
        onDone: { target: 'closed', actions: { type: 'done', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: assign(({ event }) => ({ problem: problemOf(event.error) })) },
      },
    },
  },
});

export type ManualIssueSnapshot = SnapshotFrom<typeof manualIssueMachine>;
export const selectManualIssue = (s: ManualIssueSnapshot) => ({
  open: !s.matches('closed'),
  saving: s.matches('saving'),
  people: s.context.people,
  subjects: s.context.subjects,
  person: s.context.person,
  subject: s.context.subject,
  peopleSearch: s.context.peopleSearch,
  subjectSearch: s.context.subjectSearch,
  peopleFailed: s.matches({ editing: { people: 'failed' } }),
  subjectsFailed: s.matches({ editing: { subjects: 'failed' } }),
  peopleLoading:
    s.matches({ editing: { people: 'loading' } }) || s.matches({ editing: { people: 'debouncing' } }),
  subjectsLoading:
    s.matches({ editing: { subjects: 'loading' } }) || s.matches({ editing: { subjects: 'debouncing' } }),
  problem: s.context.problem,
  complete: s.context.person !== null && s.context.subject !== null,
});
