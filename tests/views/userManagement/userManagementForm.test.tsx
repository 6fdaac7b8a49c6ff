// The user form with its real machine, the API swapped for fakes: the fields, the shared schema's errors as
// the administrator types, the roles and units the caller may give, and what it sends.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SaveRecordInput } from '../../../src/machines/admin/formMachine';
import type { UserOptions } from '../../../src/machines/userManagement/userActors';
import {
  userCreateFormMachine,
  userEditFormMachine,
} from '../../../src/machines/userManagement/userFormMachine';
import { recordOf, type UserFormValues } from '../../../src/machines/userManagement/userValues';
import { UserFormView } from '../../../src/views/userManagement/UserFormView';
import { api } from '../../machines/mediaManagement/fixtures';
import { person } from '../../machines/userManagement/fixtures';
import { renderView } from '../render';

const MANAGER_OPTIONS: UserOptions = {
  units: [{ id: '3', name: 'Sales', managed: true }],
  roles: ['EDUCATION_MANAGER', 'LEARNER'],
  locales: ['en', 'de', 'sw'],
};

function createForm() {
  const saved: SaveRecordInput<UserFormValues>[] = [];
  const machine = userCreateFormMachine.provide({
    actors: {
      saveRecord: fromPromise(async ({ input }: { input: SaveRecordInput<UserFormValues> }) => {
        saved.push(input);
        return recordOf(person('u-9', { username: input.values.username }));
      }),
    } as never,
  });
  return { form: createActor(machine, { input: { api, id: null } }).start(), saved };
}

describe('the user form', () => {
  it('offers only the roles and units the caller may give, names bad fields, and sends a valid person', async () => {
    const user = userEvent.setup();
    const { form, saved } = createForm();
    renderView(<UserFormView form={form} options={MANAGER_OPTIONS} />, { path: '/user-management' });
    expect(screen.queryByRole('checkbox', { name: 'Administrator' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Learner' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create person' }));
    expect(saved).toHaveLength(0);
    expect(screen.getByText('Give the person a username.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Username/), 'Ada.L');
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    expect(screen.getByText('This is not an email address, e.g. ada@example.org.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'example.org');
    await user.type(screen.getByLabelText(/^Initial password/), 'short');
    expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Initial password/), '-enough');
    await user.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    await user.click(screen.getByRole('button', { name: 'Create person' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.values).toMatchObject({
      username: 'Ada.L',
      email: 'ada@example.org',
      locale: 'de',
      roles: ['LEARNER'],
      unitIds: ['3'],
      initialPassword: 'short-enough',
    });
  });

  it("shows an existing person's units the caller does not look after, and no password field", async () => {
    const machine = userEditFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () =>
          recordOf(
            person('u-1', {
              units: [
                { __typename: 'ManagedUserUnit', id: '3', name: 'Sales', managed: true },
                { __typename: 'ManagedUserUnit', id: '8', name: 'Warehouse', managed: false },
              ],
            }),
          ),
        ),
      } as never,
    });
    const form = createActor(machine, { input: { api, id: 'u-1' } }).start();
    renderView(<UserFormView form={form} options={MANAGER_OPTIONS} />, { path: '/user-management' });
    expect(await screen.findByText('Also in: Warehouse')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sales' })).toBeChecked();
    expect(screen.queryByLabelText(/^Initial password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
