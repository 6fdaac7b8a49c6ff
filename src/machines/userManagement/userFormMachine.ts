// userFormMachines — a person's account fields, made by the kit's form factory and checked with the
// server's own schema (src/schemas/user.ts) as the administrator types. New: createUser with an initial
// password; existing: updateUser with only the changed fields and the loaded updatedAt (CONFLICT: reload
// theirs or keep mine). Two machines, since only a new account has a password to check. Deleting is a
// flow of its own (userActionsMachine: the keep-records choice), not the form's.
import { userFormSchema } from '../../schemas/user';
import { createFormMachine } from '../admin/formMachine';
import { userFormActors } from './userActors';
import { EMPTY_USER, recordFromConflict, type UserFormValues } from './userValues';

const config = {
  empty: EMPTY_USER,
  recordFromConflict,
  actors: userFormActors,
  messages: { saved: { id: 'userManagement.form.saved' } },
};

export const userCreateFormMachine = createFormMachine<UserFormValues>({
  id: 'userCreateForm',
  schema: userFormSchema(true),
  ...config,
});

export const userEditFormMachine = createFormMachine<UserFormValues>({
  id: 'userEditForm',
  schema: userFormSchema(false),
  ...config,
});

export type UserFormMachine = typeof userCreateFormMachine;
