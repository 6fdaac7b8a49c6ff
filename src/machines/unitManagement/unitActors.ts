// The unit-management screens' API calls over the shared GraphQL client. They use the kit's
// requireAdminData, so a failure keeps its extensions (the field of a BAD_USER_INPUT, the current unit of
// a CONFLICT). Tests swap them with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  AddUnitMembersDocument,
  CreateUnitDocument,
  DeactivateUnitDocument,
  DeleteUnitDocument,
  ManagedUnitsDocument,
  ManagedUnitTreeDocument,
  MoveUnitDocument,
  RemoveUnitMembersDocument,
  SetDefaultUnitDocument,
  UnitDocument,
  UnitMemberCandidatesDocument,
  UnitMembersDocument,
  UpdateUnitDocument,
  type UnitMemberRowFragment,
  type UnitMembersOnDeactivate,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { DeleteRecordInput, FormRecord, LoadRecordInput, SaveRecordInput } from '../admin/formMachine';
import type { ListPage, LoadPageInput } from '../admin/listMachine';
import { variablesOf } from './unitQuery';
import { createInputOf, recordOf, updateInputOf, type ManagedUnit, type UnitFormValues } from './unitValues';

export type UnitMember = UnitMemberRowFragment;
export type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadUnitsPage = fromPromise<ListPage<ManagedUnit>, LoadPageInput>(async ({ input, signal }) => {
  const variables = variablesOf(input.query, input.offset, input.first);
  const page = requireAdminData(
    await client(input.api).request(ManagedUnitsDocument, variables, { signal }),
  ).managedUnits;
  return { rows: page.items, total: page.total };
});

export interface UnitTree {
  units: ManagedUnit[];
  truncated: boolean;
}

export const loadTree = fromPromise<UnitTree, Api>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(ManagedUnitTreeDocument, {}, { signal }))
      .managedUnitTree,
);

/** The unit; null when it does not exist. */
export const loadUnit = fromPromise<ManagedUnit | null, Api & { id: string }>(
  async ({ input, signal }) =>
    requireAdminData(await client(input.api).request(UnitDocument, { id: input.id }, { signal })).unit ??
    null,
);

export const unitFormActors = {
  loadRecord: fromPromise<FormRecord<UnitFormValues>, LoadRecordInput>(async ({ input, signal }) => {
    const unit = requireAdminData(
      await client(input.api).request(UnitDocument, { id: input.id }, { signal }),
    ).unit;
    if (!unit) throw new Error(`The unit ${input.id} does not exist (any more).`);
    return recordOf(unit);
  }),
  saveRecord: fromPromise<FormRecord<UnitFormValues>, SaveRecordInput<UnitFormValues>>(
    async ({ input, signal }) => {
      const c = client(input.api);
      if (input.id === null)
        return recordOf(
          requireAdminData(
            await c.request(CreateUnitDocument, { input: createInputOf(input.values) }, { signal }),
          ).createUnit,
        );
      const variables = {
        id: input.id,
        input: updateInputOf(input.values, input.changed),
        expectedUpdatedAt: input.expectedUpdatedAt,
      };
      return recordOf(
        requireAdminData(await c.request(UpdateUnitDocument, variables, { signal })).updateUnit,
      );
    },
  ),
  deleteRecord: fromPromise<unknown, DeleteRecordInput>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          DeleteUnitDocument,
          { id: input.id, expectedUpdatedAt: input.expectedUpdatedAt },
          { signal },
        ),
      ).deleteUnit,
  ),
};

export interface DeactivateInput extends Api {
  id: string;
  members: UnitMembersOnDeactivate;
  moveMembersTo: string | null;
  expectedUpdatedAt: string | null;
}

/** What the edit page changes beside the form. */
export const unitActionActors = {
  setDefault: fromPromise<ManagedUnit, Api & { id: string }>(
    async ({ input, signal }) =>
      requireAdminData(await client(input.api).request(SetDefaultUnitDocument, { id: input.id }, { signal }))
        .setDefaultUnit,
  ),
  reactivate: fromPromise<ManagedUnit, Api & { id: string }>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          UpdateUnitDocument,
          { id: input.id, input: { isActive: true } },
          { signal },
        ),
      ).updateUnit,
  ),
  deactivate: fromPromise<ManagedUnit, DeactivateInput>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          DeactivateUnitDocument,
          {
            id: input.id,
            members: input.members,
            moveMembersTo: input.members === 'MOVE' ? input.moveMembersTo : null,
            expectedUpdatedAt: input.expectedUpdatedAt,
          },
          { signal },
        ),
      ).deactivateUnit,
  ),
  move: fromPromise<
    ManagedUnit,
    Api & { id: string; parentId: string | null; expectedUpdatedAt: string | null }
  >(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          MoveUnitDocument,
          { id: input.id, parentId: input.parentId, expectedUpdatedAt: input.expectedUpdatedAt },
          { signal },
        ),
      ).moveUnit,
  ),
};

export interface MembersPage {
  members: UnitMember[];
  total: number;
}

export const memberActors = {
  loadMembers: fromPromise<
    MembersPage,
    Api & { unitId: string; search: string; offset: number; first: number }
  >(async ({ input, signal }) => {
    const page = requireAdminData(
      await client(input.api).request(
        UnitMembersDocument,
        {
          unitId: input.unitId,
          search: input.search.trim() || null,
          offset: input.offset,
          first: input.first,
        },
        { signal },
      ),
    ).unitMembers;
    return { members: page.items, total: page.total };
  }),
  loadCandidates: fromPromise<UnitMember[], Api & { unitId: string; search: string }>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          UnitMemberCandidatesDocument,
          { unitId: input.unitId, search: input.search.trim() || null, first: 10 },
          { signal },
        ),
      ).unitMemberCandidates,
  ),
  addMembers: fromPromise<number, Api & { unitId: string; userIds: string[] }>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          AddUnitMembersDocument,
          { unitId: input.unitId, userIds: input.userIds },
          { signal },
        ),
      ).addUnitMembers,
  ),
  removeMembers: fromPromise<number, Api & { unitId: string; userIds: string[] }>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(
          RemoveUnitMembersDocument,
          { unitId: input.unitId, userIds: input.userIds },
          { signal },
        ),
      ).removeUnitMembers,
  ),
};
