// The toast queue: the same notice again replaces the one showing; undo toasts and others stack.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { MAX_TOASTS, selectToasts, toastMachine } from '../../../src/machines/admin/toastMachine';

const show = (id: string, undo = false) =>
  ({
    type: 'toast.show',
    toast: {
      tone: 'success',
      text: { id, values: { count: 1 } },
      ...(undo ? { undo: { target: createActor(createMachine({})), event: { type: 'x.undo' } } } : {}),
    },
  }) as const;

describe('toastMachine', () => {
  it('shows one "Saved." after three saves, the newest, and keeps different notices and undo toasts apart', () => {
    const actor = createActor(toastMachine).start();
    actor.send(show('admin.saved'));
    actor.send(show('admin.saved'));
    actor.send(show('admin.saved'));
    const saved = selectToasts(actor.getSnapshot());
    expect(saved.map((t) => t.text.id)).toEqual(['admin.saved']);
    expect(saved[0]?.key).toBe('t3');

    actor.send(show('admin.archived', true));
    actor.send(show('admin.archived', true));
    expect(selectToasts(actor.getSnapshot()).map((t) => t.text.id)).toEqual([
      'admin.saved',
      'admin.archived',
      'admin.archived',
    ]);
    actor.send(show('admin.published'));
    expect(selectToasts(actor.getSnapshot())).toHaveLength(MAX_TOASTS);
    expect(selectToasts(actor.getSnapshot()).map((t) => t.text.id)).toEqual([
      'admin.archived',
      'admin.archived',
      'admin.published',
    ]);
  });
});
