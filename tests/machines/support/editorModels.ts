// What the model tests of the kit's list and draft-editor screens share: the app settings, a navigation actor
// that records where it was sent, the API's refusals (a conflict with or without the current record, a field
// error), an uploaded file, the two list models (query and bulk) and the events of an editor's lifecycle
// (save, conflict, leave, retry) that editorStates.ts gives every editor.
import { assign, createActor, setup, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import type { NavigationActorRef } from '../../../src/machines/navigationMachine';
import type { ModelSpec } from '../../../src/machines/testing/modelRunner';

export const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

export function fakeNavigation(path: string, search = '') {
  const asked: Array<{ to: string; replace?: boolean }> = [];
  const machine = setup({
    types: {} as {
      context: { location: { path: string; search: string } };
      events: { type: 'navigation.navigate'; to: string; replace?: boolean };
    },
  }).createMachine({
    context: { location: { path, search } },
    on: {
      'navigation.navigate': {
        actions: assign(({ context, event }) => {
          asked.push({ to: event.to, ...(event.replace ? { replace: true } : {}) });
          return context;
        }),
      },
    },
  });
  const navigation = createActor(machine).start() as unknown as NavigationActorRef;
  return { navigation, asked };
}

/** A save refused because the record changed; `current` is what the server has now. */
export const conflictError = (current: unknown) =>
  new AdminApiError([{ message: 'Someone else changed it', extensions: { code: 'CONFLICT', current } }]);
/** A conflict without a readable current record (the editor loads it again). */
export const unreadableConflict = new AdminApiError([
  { message: 'Changed', extensions: { code: 'CONFLICT' } },
]);
/** A BAD_USER_INPUT naming `field`. */
export const badInput = (field: string, message: string) =>
  new AdminApiError([{ message, extensions: { code: 'BAD_USER_INPUT', field } }]);

/** The upload field's answer for an image. */
export const uploadedImage = (originalName: string, url: string) => ({
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'IMAGE',
  originalName,
  contentType: 'image/png',
  size: 10,
  url,
});

/**
 * A kit list's two models: its query (search, paging, filter, sort, size, a location changed from outside)
 * on an empty and a long list, and selection with the bulk actions archive / restore and archive's undo.
 */
export function listModels<T extends AnyStateMachine>(
  machine: T,
  o: {
    path: string;
    rowId: string;
    search: string;
    filter: { key: string; values: string[]; search: string };
    sortField: string;
  },
): ModelSpec<T>[] {
  const inputs = [{ api, navigation: fakeNavigation(o.path).navigation }];
  return [
    {
      machine,
      inputs,
      outputs: {
        loadPage: [
          { rows: [], total: 0 },
          { rows: [], total: 30 },
        ],
      },
      events: [
        { type: 'list.search', text: o.search },
        { type: 'list.page', page: 3 },
        { type: 'list.clear' },
        { type: 'list.retry' },
        { type: 'list.refresh' },
        { type: 'list.filter', key: o.filter.key, values: o.filter.values },
        { type: 'list.sort', field: o.sortField, direction: 'asc' },
        { type: 'list.pageSize', size: 50 },
        { type: 'list.locationChanged', path: o.path, search: o.filter.search },
      ],
    },
    {
      machine,
      inputs,
      outputs: {
        loadPage: [{ rows: [{ id: o.rowId }], total: 1 }],
        'bulk.archive': [{ count: 1, ids: [o.rowId] }],
        'bulk.restore': [{ count: 1 }],
        'bulk.unarchive': [{ count: 1 }],
      },
      events: [
        { type: 'list.select', id: o.rowId, selected: true },
        { type: 'list.selectAll', selected: false },
        { type: 'list.clearSelection' },
        { type: 'list.bulk', action: 'archive' },
        { type: 'list.bulk', action: 'restore', ids: [o.rowId] },
        { type: 'list.bulk', action: 'unarchive', ids: [o.rowId] },
      ],
    },
  ] as unknown as ModelSpec<T>[];
}

/**
 * An editor's lifecycle events (editorStates.ts): a valid and an invalid edit, save, each way a save is
 * refused (a conflict with theirs, one without, a field error), reload / keep mine, leaving and its dialog,
 * retry and dismissing a problem.
 */
export function editorLifecycleEvents(
  prefix: string,
  o: {
    saveId: string;
    validEdit: AnyEventObject;
    invalidEdit: AnyEventObject;
    conflict: unknown;
    badInput: unknown;
  },
): AnyEventObject[] {
  const failed = (error: unknown) => ({ type: `xstate.error.actor.${o.saveId}`, error });
  return [
    o.validEdit,
    o.invalidEdit,
    { type: `${prefix}.save` },
    failed(o.conflict),
    failed(unreadableConflict),
    failed(o.badInput),
    ...['reload', 'keepMine', 'leave', 'leaveConfirm', 'leaveCancel', 'retry', 'dismissProblem'].map(
      (verb) => ({ type: `${prefix}.${verb}` }),
    ),
  ];
}
