// auditOptionsMachine — what the audit filters offer (actions, entity types, units the caller may read).
// Without them the filters still work from the URL; a failed load leaves the choices empty.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { loadAuditOptions, type AuditOptions } from './consoleActors';

const NONE: AuditOptions = { actions: [], entityTypes: [], units: [] };

export const auditOptionsMachine = setup({
  types: {} as { context: { api: ApiSettings; options: AuditOptions }; input: { api: ApiSettings } },
  actors: { loadAuditOptions },
  actions: { assignOptions: assign((_, options: AuditOptions) => ({ options })) },
}).createMachine({
  id: 'auditOptions',
  context: ({ input }) => ({ api: input.api, options: NONE }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAuditOptions',
        src: 'loadAuditOptions',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignOptions', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    ready: {},
    failed: {},
  },
});

export const selectAuditOptions = (s: SnapshotFrom<typeof auditOptionsMachine>) => s.context.options;
