// The user-management screens' API calls over the shared GraphQL client, with the kit's requireAdminData so
// a failure keeps its extensions (a BAD_USER_INPUT's field, a CONFLICT's current person). Tests swap them
// with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  AddUsersToUnitDocument,
  CreateUserDocument,
  DeactivateUsersDocument,
  DeleteUserDocument,
  ExportUsersCsvDocument,
  ManagedUserDocument,
  ManagedUsersDocument,
  ReactivateUsersDocument,
  RemoveUsersFromUnitDocument,
  ResetPasswordDocument,
  UpdateUserDocument,
  UserManagementOptionsDocument,
  type UserManagementOptionsQuery,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { DeleteRecordInput, FormRecord, LoadRecordInput, SaveRecordInput } from '../admin/formMachine';
import type {
  BulkActionInput,
  BulkActionOutput,
  ListPage,
  ListQuery,
  LoadPageInput,
} from '../admin/listMachine';
import { listVariablesOf, variablesOf } from './userQuery';
import { createInputOf, recordOf, updateInputOf, type ManagedUser, type UserFormValues } from './userValues';

export type UserOptions = UserManagementOptionsQuery['userManagementOptions'];
type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadUsersPage = fromPromise<ListPage<ManagedUser>, LoadPageInput>(async ({ input, signal }) => {
  const variables = variablesOf(input.query, input.offset, input.first);
  const page = requireAdminData(
    await client(input.api).request(ManagedUsersDocument, variables, { signal }),
  ).managedUsers;
  return { rows: page.items, total: page.total };
});

const bulk = (run: (input: BulkActionInput, signal: AbortSignal) => Promise<Array<{ id: string }>>) =>
  fromPromise<BulkActionOutput, BulkActionInput>(async ({ input, signal }) => {
    const changed = (await run(input, signal)).map((user) => user.id);
    return { count: changed.length, ids: changed };
  });

export const bulkActors = {
  deactivate: bulk(
    async ({ api, ids }, signal) =>
      requireAdminData(await client(api).request(DeactivateUsersDocument, { ids }, { signal }))
        .deactivateUsers,
  ),
  reactivate: bulk(
    async ({ api, ids }, signal) =>
      requireAdminData(await client(api).request(ReactivateUsersDocument, { ids }, { signal }))
        .reactivateUsers,
  ),
};

export const loadOptions = fromPromise<UserOptions, Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(UserManagementOptionsDocument, {}, { signal }))
      .userManagementOptions,
);

export const userFormActors = {
  loadRecord: fromPromise<FormRecord<UserFormValues>, LoadRecordInput>(async ({ input, signal }) => {
    const user = requireAdminData(
      await client(input.api).request(ManagedUserDocument, { id: input.id }, { signal }),
    ).managedUser;
    if (!user) throw new Error(`The person ${input.id} does not exist (any more).`);
    return recordOf(user);
  }),
  saveRecord: fromPromise<FormRecord<UserFormValues>, SaveRecordInput<UserFormValues>>(
    async ({ input, signal }) => {
      const c = client(input.api);
      if (input.id === null)
        return recordOf(
          requireAdminData(
            await c.request(CreateUserDocument, { input: createInputOf(input.values) }, { signal }),
          ).createUser,
        );
      const variables = {
        id: input.id,
        input: updateInputOf(input.values, input.changed),
        expectedUpdatedAt: input.expectedUpdatedAt,
      };
      return recordOf(
        requireAdminData(await c.request(UpdateUserDocument, variables, { signal })).updateUser,
      );
    },
  ),
  /**
   * The kit form's own delete keeps the learning records (the safer erasure); the edit page asks with the
   * keep-or-delete choice through userActionsMachine instead.
   */
  deleteRecord: fromPromise<unknown, DeleteRecordInput>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          DeleteUserDocument,
          { id: input.id, keepLearningRecords: true },
          { signal },
        ),
      ).deleteUser,
  ),
};

/** One person's actions beside the form (userActionsMachine). */
export const userActionActors = {
  loadUser: fromPromise<ManagedUser | null, Api & { id: string }>(
    async ({ input, signal }) =>
      requireAdminData(await client(input.api).request(ManagedUserDocument, { id: input.id }, { signal }))
        .managedUser ?? null,
  ),
  setActive: fromPromise<ManagedUser, Api & { id: string; active: boolean }>(async ({ input, signal }) => {
    const c = client(input.api);
    const ids = [input.id];
    const users = input.active
      ? requireAdminData(await c.request(ReactivateUsersDocument, { ids }, { signal })).reactivateUsers
      : requireAdminData(await c.request(DeactivateUsersDocument, { ids }, { signal })).deactivateUsers;
    return users[0]!;
  }),
  resetPassword: fromPromise<{ password: string; user: ManagedUser }, Api & { id: string }>(
    async ({ input, signal }) =>
      requireAdminData(await client(input.api).request(ResetPasswordDocument, { id: input.id }, { signal }))
        .resetPassword,
  ),
  deleteUser: fromPromise<boolean, Api & { id: string; keepLearningRecords: boolean }>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          DeleteUserDocument,
          { id: input.id, keepLearningRecords: input.keepLearningRecords },
          { signal },
        ),
      ).deleteUser,
  ),
  /** The clipboard is the browser's; a refusal (no permission, no secure context) is reported. */
  copyText: fromPromise<void, { text: string }>(async ({ input }) => {
    await navigator.clipboard.writeText(input.text);
  }),
};

/** Adding to or removing from one unit for the selected people (unitBulkMachine). */
export const unitBulkActors = {
  applyUnit: fromPromise<number, Api & { mode: 'add' | 'remove'; ids: string[]; unitId: string }>(
    async ({ input, signal }) => {
      const c = client(input.api);
      const variables = { ids: input.ids, unitId: input.unitId };
      const users =
        input.mode === 'add'
          ? requireAdminData(await c.request(AddUsersToUnitDocument, variables, { signal })).addUsersToUnit
          : requireAdminData(await c.request(RemoveUsersFromUnitDocument, variables, { signal }))
              .removeUsersFromUnit;
      return users.length;
    },
  ),
};

/** The CSV of the list as it is filtered, saved through the browser's download. */
export const exportActors = {
  exportCsv: fromPromise<void, Api & { query: ListQuery }>(async ({ input, signal }) => {
    const csv = requireAdminData(
      await client(input.api).request(ExportUsersCsvDocument, listVariablesOf(input.query), { signal }),
    ).exportUsersCsv;
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `users-${new Date().toISOString().slice(0, 10)}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }),
};
