// The two dialogs of a unit's page as states of the editor's `actions` region: deactivating (the member
// count read afresh, the members' fate chosen, then the call) and moving (the new parent chosen, then the
// call). Plain state configs, so the machine file stays readable; the names they use are the machine's.
import { done, expected, failed } from './unitEditorTypes';
import type { UnitEditorContext } from './unitEditorTypes';
import type { ManagedUnit } from './unitValues';

type Ctx = { context: UnitEditorContext };

export const deactivationState = {
  // The member count the dialog asks about is read afresh: the member panel may have changed it.
  initial: 'counting',
  on: { 'deactivate.cancel': { target: 'idle', actions: 'clearProblem' } },
  states: {
    counting: {
      invoke: {
        id: 'countMembers',
        src: 'loadUnit',
        input: ({ context }: Ctx) => ({ api: context.api, id: context.id }),
        onDone: [
          {
            guard: {
              type: 'isMissing',
              params: ({ event }: { event: { output: ManagedUnit | null } }) => event.output,
            },
            target: 'asking',
          },
          {
            target: 'asking',
            actions: {
              type: 'assignUnit',
              params: ({ event }: { event: { output: ManagedUnit | null } }) => event.output,
            },
          },
        ],
        onError: { target: 'asking' },
      },
    },
    asking: {
      on: {
        'deactivate.choose': { actions: 'chooseMembers' },
        'deactivate.target': { actions: 'chooseTarget' },
        'deactivate.confirm': {
          guard: 'canDeactivate',
          target: 'deactivating',
          actions: 'clearProblem',
        },
      },
    },
    deactivating: {
      invoke: {
        id: 'deactivate',
        src: 'deactivate',
        input: ({ context }: Ctx) => ({
          api: context.api,
          id: context.id,
          members: context.deactivation.members,
          moveMembersTo: context.deactivation.moveTo,
          expectedUpdatedAt: expected({ context }),
        }),
        onDone: done('deactivate'),
        onError: failed('deactivate', '#unitEditor.ready.actions.deactivation.asking'),
      },
    },
  },
} as const;

export const moveState = {
  initial: 'choosing',
  on: { 'move.cancel': { target: 'idle', actions: 'clearProblem' } },
  states: {
    choosing: {
      on: {
        'move.target': { actions: 'chooseParent' },
        'move.confirm': { guard: 'isNewParent', target: 'moving', actions: 'clearProblem' },
      },
    },
    moving: {
      invoke: {
        id: 'moveUnit',
        src: 'move',
        input: ({ context }: Ctx) => ({
          api: context.api,
          id: context.id,
          parentId: context.moveTo,
          expectedUpdatedAt: expected({ context }),
        }),
        onDone: done('move'),
        onError: failed('move', '#unitEditor.ready.actions.move.choosing'),
      },
    },
  },
} as const;
