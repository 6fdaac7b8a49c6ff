// Concrete machines built from the kit's factories, as an administration area would build them, and
// the stand-ins they need (a navigation actor, API errors as the server sends them).
import { assign, createActor, fromPromise, setup } from 'xstate';
import * as z from 'zod/mini';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { createFormMachine, type FormRecord } from '../../../src/machines/admin/formMachine';
import {
  createListMachine,
  type BulkActionInput,
  type BulkActionOutput,
  type ListPage,
  type LoadPageInput,
} from '../../../src/machines/admin/listMachine';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import { parseLocation, type NavigationActorRef } from '../../../src/machines/navigationMachine';

export const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

export const LIST_PATH = '/sample-management';

export interface SampleRow {
  id: string;
  title: string;
}
export const row = (id: string): SampleRow => ({ id, title: `Sample ${id}` });

const never = <T>() => fromPromise<T, unknown>(() => new Promise<T>(() => {}));

/** A list as an area builds it; its actors never answer unless a test provides them. */
export const sampleListMachine = createListMachine<SampleRow>({
  id: 'sampleList',
  sortFields: ['title', 'updated'],
  defaultSort: { field: 'updated', direction: 'desc' },
  filterKeys: ['type', 'published'],
  pageSizes: [25, 50],
  defaultPageSize: 25,
  rowId: (r) => r.id,
  loadPage: never<ListPage<SampleRow>>() as never,
  bulkActions: {
    publish: {
      actor: never<BulkActionOutput>() as never,
      doneMessage: 'sample.published',
      failedMessage: 'sample.publishFailed',
    },
    archive: {
      actor: never<BulkActionOutput>() as never,
      doneMessage: 'sample.archived',
      failedMessage: 'sample.archiveFailed',
      undo: 'restore',
    },
    restore: {
      actor: never<BulkActionOutput>() as never,
      doneMessage: 'sample.restored',
      failedMessage: 'sample.restoreFailed',
    },
  },
});

export type LoadPage = (input: LoadPageInput, signal: AbortSignal) => Promise<ListPage<SampleRow>>;
export const loadPageWith = (fn: LoadPage) =>
  fromPromise<ListPage<SampleRow>, LoadPageInput>(({ input, signal }) => fn(input, signal));
export const bulkWith = (fn: (input: BulkActionInput) => Promise<BulkActionOutput>) =>
  fromPromise<BulkActionOutput, BulkActionInput>(({ input }) => fn(input));

/**
 * A navigation actor that records what it is asked and moves only when told (`stub.go`), so a
 * model's paths all start from the same location.
 */
const recordingNavigation = setup({
  types: {} as {
    context: {
      location: { path: string; search: string };
      navigated: Array<{ to: string; replace?: boolean }>;
    };
    events: { type: 'navigation.navigate'; to: string; replace?: boolean } | { type: 'stub.go'; to: string };
    input: { to: string };
  },
}).createMachine({
  context: ({ input }) => ({ location: parseLocation(input.to), navigated: [] }),
  on: {
    'navigation.navigate': {
      actions: assign(({ context, event }) => ({
        navigated: [...context.navigated, { to: event.to, replace: event.replace }],
      })),
    },
    'stub.go': { actions: assign(({ event }) => ({ location: parseLocation(event.to) })) },
  },
});

export function stubNavigation(to = LIST_PATH) {
  const actor = createActor(recordingNavigation, { input: { to } }).start();
  return { actor, ref: actor as unknown as NavigationActorRef };
}

export const startedToasts = () => createActor(toastMachine).start();

// ---- the form ----

export interface SampleValues extends Record<string, unknown> {
  title: string;
  minutes: number | null;
}

/** The rules the server applies too; messages are codes, as in src/schemas. */
export const sampleSchema = z.object({
  title: z.string().check(z.minLength(1, 'title.required'), z.maxLength(20, 'title.tooLong')),
  minutes: z.nullable(z.number().check(z.minimum(1, 'minutes.tooSmall'))),
});

export const T1 = '2026-03-01T10:00:00.000Z';
export const T2 = '2026-03-01T14:02:00.000Z';
export const T3 = '2026-03-01T14:05:00.000Z';

export const record = (values: Partial<SampleValues> = {}, updatedAt = T1): FormRecord<SampleValues> => ({
  id: 'r-1',
  values: { title: 'Intro', minutes: 10, ...values },
  updatedAt,
  updatedBy: 'Mara Manager',
});

export const recordFromConflict = (current: unknown): FormRecord<SampleValues> | null => {
  const c = current as {
    id?: unknown;
    title?: unknown;
    durationMinutes?: unknown;
    updatedAt?: unknown;
  } | null;
  if (!c || typeof c.id !== 'string' || typeof c.updatedAt !== 'string') return null;
  return {
    id: c.id,
    values: {
      title: String(c.title ?? ''),
      minutes: typeof c.durationMinutes === 'number' ? c.durationMinutes : null,
    },
    updatedAt: c.updatedAt,
    updatedBy: 'Other Person',
  };
};

export const sampleFormMachine = createFormMachine<SampleValues>({
  id: 'sampleForm',
  schema: sampleSchema,
  empty: { title: '', minutes: null },
  recordFromConflict,
  actors: {
    loadRecord: never<FormRecord<SampleValues>>() as never,
    saveRecord: never<FormRecord<SampleValues>>() as never,
    deleteRecord: never<unknown>() as never,
  },
  messages: { saved: { id: 'sample.saved' }, deleted: { id: 'sample.deleted' } },
});

/** The errors as the API sends them (graphql-yoga's formatted errors). */
export const conflictError = (
  current: unknown = { id: 'r-1', title: 'Theirs', durationMinutes: 15, updatedAt: T2 },
) => new AdminApiError([{ message: 'changed since', extensions: { code: 'CONFLICT', current } }]);
export const badInputError = (field: string, message = 'Title: at most 20 characters') =>
  new AdminApiError([{ message, extensions: { code: 'BAD_USER_INPUT', field } }]);
export const forbiddenError = () =>
  new AdminApiError([{ message: 'not yours', extensions: { code: 'FORBIDDEN' } }]);
