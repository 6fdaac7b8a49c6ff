// mailTemplateListMachine — /mailtemplates' overview: every event in every language with what mails use now
// (the administrator's text, the shipped default, or English). A fixed, small set (events × languages),
// loaded in one call; the view shows one language at a time.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { loadTemplates, type MailTemplateRow } from './mailTemplateActors';

interface ListContext {
  api: ApiSettings;
  rows: MailTemplateRow[];
  problem: ProblemInfo | null;
}

type ListEvent = { type: 'templates.retry' } | { type: 'templates.refresh' };

export const mailTemplateListMachine = setup({
  types: {} as { context: ListContext; events: ListEvent; input: { api: ApiSettings } },
  actors: { loadTemplates },
}).createMachine({
  id: 'mailTemplateList',
  initial: 'loading',
  context: ({ input }) => ({ api: input.api, rows: [], problem: null }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, problem: null }) },
        onError: { target: 'failed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    ready: { on: { 'templates.refresh': 'loading' } },
    failed: { on: { 'templates.retry': 'loading' } },
  },
});

export type MailTemplateListSnapshot = SnapshotFrom<typeof mailTemplateListMachine>;
export const selectListStatus = (s: MailTemplateListSnapshot) =>
  s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading';
export const selectRows = (s: MailTemplateListSnapshot) => s.context.rows;
export const selectListProblem = (s: MailTemplateListSnapshot) => s.context.problem;
