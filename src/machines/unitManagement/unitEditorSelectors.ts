// The unit page's selectors: what the views read from the editor machine.
import type { UnitEditorSnapshot } from './unitEditorMachine';

export type UnitEditorStatus = 'loading' | 'failed' | 'notFound' | 'ready' | 'left';
export const selectEditorStatus = (s: UnitEditorSnapshot): UnitEditorStatus =>
  (typeof s.value === 'string' ? s.value : 'ready') as UnitEditorStatus;
export const selectUnit = (s: UnitEditorSnapshot) => s.context.unit;
/** What runs beside the form: 'idle', 'settingDefault', 'reactivating', 'deactivation', 'move', 'reloading'. */
export const selectEditorActivity = (s: UnitEditorSnapshot): string => {
  if (!s.matches('ready')) return 'idle';
  const actions = (s.value as { ready: { actions: string | Record<string, string> } }).ready.actions;
  return typeof actions === 'string' ? actions : (Object.keys(actions)[0] ?? 'idle');
};
export const selectIsDeactivating = (s: UnitEditorSnapshot) =>
  s.matches({ ready: { actions: { deactivation: 'deactivating' } } });
/** The dialog reads the member count afresh before it can be confirmed. */
export const selectIsCounting = (s: UnitEditorSnapshot) =>
  s.matches({ ready: { actions: { deactivation: 'counting' } } });
export const selectIsMoving = (s: UnitEditorSnapshot) =>
  s.matches({ ready: { actions: { move: 'moving' } } });
export const selectDeactivation = (s: UnitEditorSnapshot) => s.context.deactivation;
export const selectMoveTo = (s: UnitEditorSnapshot) => s.context.moveTo;
export const selectEditorProblem = (s: UnitEditorSnapshot) => s.context.problem;
export const selectFormDirty = (s: UnitEditorSnapshot) => s.context.formDirty;
