// The assignment screens' API calls over the shared GraphQL client, with the kit's requireAdminData so a
// failure keeps its extensions (a BAD_USER_INPUT's field). Tests swap them with machine.provide({ actors }).
import { fromPromise } from 'xstate';
import {
  AssignmentDocument,
  AssignmentLearnersDocument,
  AssignmentMediaOptionsDocument,
  AssignmentPathOptionsDocument,
  AssignmentPeopleOptionsDocument,
  AssignmentsDocument,
  AssignmentUnitOptionsDocument,
  CreateAssignmentDocument,
  ExtendAssignmentLearnersDocument,
  ExtendAssignmentsDocument,
  RemindAssignmentLearnersDocument,
  WithdrawAssignmentLearnersDocument,
  WithdrawAssignmentsDocument,
  type AssignmentLearnerRowFragment,
  type AssignmentRowFragment,
  type AssignmentStatus,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { requireAdminData } from '../admin/adminErrors';
import type { DeleteRecordInput, FormRecord, LoadRecordInput, SaveRecordInput } from '../admin/formMachine';
import type { BulkActionInput, BulkActionOutput, ListPage, LoadPageInput } from '../admin/listMachine';
import { createInputOf, recordOf, type AssignmentValues } from './assignmentValues';
import { variablesOf } from './assignmentQuery';

export type AssignmentRow = AssignmentRowFragment;
export type AssignmentLearner = AssignmentLearnerRowFragment;
type Api = { api: ApiSettings };
const client = (api: ApiSettings) => getApiClient(api);

export const loadAssignmentsPage = fromPromise<ListPage<AssignmentRow>, LoadPageInput>(
  async ({ input, signal }) => {
    const variables = variablesOf(input.query, input.offset, input.first);
    const page = requireAdminData(
      await client(input.api).request(AssignmentsDocument, variables, { signal }),
    ).assignments;
    return { rows: page.items, total: page.total };
  },
);

export const withdrawAssignments = fromPromise<BulkActionOutput, BulkActionInput>(
  async ({ input, signal }) => {
    const changed = requireAdminData(
      await client(input.api).request(WithdrawAssignmentsDocument, { ids: input.ids }, { signal }),
    ).withdrawAssignments;
    return { count: changed.length, ids: changed.map((a) => a.id) };
  },
);

export interface ExtendInput extends Api {
  ids: string[];
  dueOn: string | null;
  addDays: number | null;
}

export const extendAssignments = fromPromise<number, ExtendInput>(
  async ({ input, signal }) =>
    requireAdminData(
      await client(input.api).request(
        ExtendAssignmentsDocument,
        { ids: input.ids, dueOn: input.dueOn, addDays: input.addDays },
        { signal },
      ),
    ).extendAssignments.length,
);

/** An option of a picker: a medium, a path, a person or a unit. */
export interface PickOption {
  id: string;
  label: string;
  hint?: string;
}
export type OptionSource = 'MEDIUM' | 'PATH' | 'PEOPLE' | 'UNITS';

export const searchOptions = fromPromise<PickOption[], Api & { source: OptionSource; search: string }>(
  async ({ input, signal }) => {
    const c = client(input.api);
    const search = input.search.trim() === '' ? null : input.search.trim();
    switch (input.source) {
      case 'MEDIUM':
        return requireAdminData(
          await c.request(AssignmentMediaOptionsDocument, { search }, { signal }),
        ).managedMedia.items.map((m) => ({ id: m.id, label: m.title }));
      case 'PATH':
        return requireAdminData(
          await c.request(AssignmentPathOptionsDocument, { search }, { signal }),
        ).assignablePaths.map((p) => ({ id: p.id, label: p.title }));
      case 'PEOPLE':
        return requireAdminData(
          await c.request(AssignmentPeopleOptionsDocument, { search }, { signal }),
        ).managedUsers.items.map((u) => ({ id: u.id, label: u.name, hint: u.username }));
      case 'UNITS': {
        const units = requireAdminData(await c.request(AssignmentUnitOptionsDocument, {}, { signal }))
          .userManagementOptions.units;
        const words = (search ?? '').toLowerCase();
        return units
          .filter((u) => u.name.toLowerCase().includes(words))
          .map((u) => ({ id: u.id, label: u.name }));
      }
    }
  },
);

export const assignmentFormActors = {
  loadRecord: fromPromise<FormRecord<AssignmentValues>, LoadRecordInput>(async ({ input, signal }) => {
    const row = requireAdminData(
      await client(input.api).request(AssignmentDocument, { id: input.id }, { signal }),
    ).assignment;
    if (!row) throw new Error(`The assignment ${input.id} does not exist (any more).`);
    return recordOf(row);
  }),
  // An assignment is never edited (it is extended or withdrawn): saving always makes a new one.
  saveRecord: fromPromise<FormRecord<AssignmentValues>, SaveRecordInput<AssignmentValues>>(
    async ({ input, signal }) =>
      recordOf(
        requireAdminData(
          await client(input.api).request(
            CreateAssignmentDocument,
            { input: createInputOf(input.values) },
            { signal },
          ),
        ).createAssignment,
      ),
  ),
  /** The form's delete withdraws the assignment (learners keep what they did). */
  deleteRecord: fromPromise<unknown, DeleteRecordInput>(
    async ({ input, signal }) =>
      requireAdminData(
        await client(input.api).request(WithdrawAssignmentsDocument, { ids: [input.id] }, { signal }),
      ).withdrawAssignments,
  ),
};

export interface LearnersQuery {
  status: AssignmentStatus | null;
  search: string;
  page: number;
}
export const LEARNERS_PAGE_SIZE = 25;

export const detailActors = {
  loadAssignment: fromPromise<AssignmentRow | null, Api & { id: string }>(
    async ({ input, signal }) =>
      requireAdminData(await client(input.api).request(AssignmentDocument, { id: input.id }, { signal }))
        .assignment ?? null,
  ),
  loadLearners: fromPromise<
    { rows: AssignmentLearner[]; total: number },
    Api & { id: string; query: LearnersQuery }
  >(async ({ input, signal }) => {
    const { status, search, page } = input.query;
    const variables = {
      id: input.id,
      status,
      search: search.trim() === '' ? null : search.trim(),
      offset: (page - 1) * LEARNERS_PAGE_SIZE,
      first: LEARNERS_PAGE_SIZE,
    };
    const result = requireAdminData(
      await client(input.api).request(AssignmentLearnersDocument, variables, { signal }),
    ).assignmentLearners;
    return { rows: result.items, total: result.total };
  }),
  runLearnerAction: fromPromise<
    number,
    Api & { id: string; kind: 'extend' | 'withdraw' | 'remind'; userIds: string[]; dueOn: string }
  >(async ({ input, signal }) => {
    const c = client(input.api);
    const assignmentId = input.id;
    if (input.kind === 'remind')
      return requireAdminData(
        await c.request(
          RemindAssignmentLearnersDocument,
          { assignmentId, userIds: input.userIds.length ? input.userIds : null },
          { signal },
        ),
      ).remindAssignmentLearners;
    if (input.kind === 'extend')
      requireAdminData(
        await c.request(
          ExtendAssignmentLearnersDocument,
          { assignmentId, userIds: input.userIds, dueOn: input.dueOn },
          { signal },
        ),
      );
    else
      requireAdminData(
        await c.request(
          WithdrawAssignmentLearnersDocument,
          { assignmentId, userIds: input.userIds },
          { signal },
        ),
      );
    return input.userIds.length;
  }),
};
