// The deactivate and move dialogs of a unit's page. Controlled by the editor machine: it decides whether
// they show, what is chosen and whether the choice can be confirmed; these only render it and send events.
import { Button, Callout, Dialog, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { UnitMembersOnDeactivate } from '../../graphql/generated';
import {
  selectDeactivation,
  selectEditorActivity,
  selectEditorProblem,
  selectIsCounting,
  selectIsDeactivating,
  selectIsMoving,
  selectMoveTo,
} from '../../machines/unitManagement/unitEditorSelectors';
import type { unitEditorMachine } from '../../machines/unitManagement/unitEditorMachine';
import type { ManagedUnit } from '../../machines/unitManagement/unitValues';
import { useProblemText } from '../admin/ListStates';
import { actionMessages, um } from './messages';
import { SelectField, unitOptions } from './UnitParts';

type Editor = ActorRefFrom<typeof unitEditorMachine>;

function Problem({ editor, action }: { editor: Editor; action: 'deactivate' | 'move' }) {
  const intl = useIntl();
  const describe = useProblemText();
  const problem = useSelector(editor, selectEditorProblem);
  if (!problem || problem.action !== action) return null;
  return (
    <Callout.Root color="red" role="alert" mt="3">
      <Callout.Text>{intl.formatMessage(actionMessages[action], { error: describe(problem) })}</Callout.Text>
    </Callout.Root>
  );
}

/** Units the members could move to: active ones the caller looks after, other than this one. */
export function DeactivateDialog({
  editor,
  unit,
  units,
}: {
  editor: Editor;
  unit: ManagedUnit;
  units: readonly ManagedUnit[];
}) {
  const intl = useIntl();
  const open = useSelector(editor, (s) => selectEditorActivity(s) === 'deactivation');
  const busy = useSelector(editor, selectIsDeactivating);
  const counting = useSelector(editor, selectIsCounting);
  const { members, moveTo } = useSelector(editor, selectDeactivation);
  const targets = units.filter((u) => u.isActive && u.id !== unit.id);
  const choices: Array<[UnitMembersOnDeactivate, string]> = [
    ['KEEP', intl.formatMessage(um.deactivateKeep)],
    ['MOVE', intl.formatMessage(um.deactivateMoveMembers)],
    ['REMOVE', intl.formatMessage(um.deactivateRemove)],
  ];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (next ? undefined : editor.send({ type: 'deactivate.cancel' }))}
    >
      <Dialog.Content maxWidth="30rem">
        <Dialog.Title>{intl.formatMessage(um.deactivateTitle, { name: unit.name })}</Dialog.Title>
        <Dialog.Description size="2">
          {intl.formatMessage(um.deactivateDescription, { count: unit.memberCount })}
        </Dialog.Description>
        {unit.memberCount > 0 ? (
          <Flex direction="column" gap="3" mt="3">
            <Text as="div" size="2" weight="bold" id="unit-deactivate-members">
              {intl.formatMessage(um.deactivateMembers)}
            </Text>
            <RadioGroup.Root
              aria-labelledby="unit-deactivate-members"
              value={members}
              onValueChange={(value) =>
                editor.send({ type: 'deactivate.choose', members: value as UnitMembersOnDeactivate })
              }
            >
              {choices.map(([value, label]) => (
                <RadioGroup.Item key={value} value={value}>
                  {label}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
            {members === 'MOVE' ? (
              <SelectField
                label={intl.formatMessage(um.deactivateTarget)}
                value={moveTo ?? ''}
                options={[['', intl.formatMessage(um.deactivateChooseTarget)], ...unitOptions(targets)]}
                onChange={(v) => editor.send({ type: 'deactivate.target', unitId: v || null })}
              />
            ) : null}
          </Flex>
        ) : null}
        <Problem editor={editor} action="deactivate" />
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray" disabled={busy}>
              {intl.formatMessage(um.cancel)}
            </Button>
          </Dialog.Close>
          <Button
            color="red"
            highContrast
            loading={busy}
            disabled={counting || (members === 'MOVE' && moveTo === null)}
            onClick={() => editor.send({ type: 'deactivate.confirm' })}
          >
            {intl.formatMessage(um.deactivateConfirm)}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The new parent: a unit the caller looks after outside this unit's own part of the tree. */
export function MoveDialog({
  editor,
  unit,
  units,
  mayMakeTop,
}: {
  editor: Editor;
  unit: ManagedUnit;
  units: readonly ManagedUnit[];
  mayMakeTop: boolean;
}) {
  const intl = useIntl();
  const open = useSelector(editor, (s) => selectEditorActivity(s) === 'move');
  const busy = useSelector(editor, selectIsMoving);
  const moveTo = useSelector(editor, selectMoveTo);
  // The unit and every unit below it (tree order: its descendants follow it until the depth is back).
  const start = units.findIndex((u) => u.id === unit.id);
  const inside = new Set([unit.id]);
  for (const u of units.slice(start + 1)) if (u.parentId && inside.has(u.parentId)) inside.add(u.id);
  const options = [
    ['', intl.formatMessage(mayMakeTop ? um.fieldNoParent : um.deactivateChooseTarget)] as const,
    ...unitOptions(units.filter((u) => !inside.has(u.id))),
  ];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (next ? undefined : editor.send({ type: 'move.cancel' }))}
    >
      <Dialog.Content maxWidth="30rem">
        <Dialog.Title>{intl.formatMessage(um.moveTitle, { name: unit.name })}</Dialog.Title>
        <Dialog.Description size="2">{intl.formatMessage(um.moveDescription)}</Dialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <SelectField
            label={intl.formatMessage(um.moveParent)}
            value={moveTo ?? ''}
            options={options}
            onChange={(v) => editor.send({ type: 'move.target', parentId: v || null })}
          />
        </Flex>
        <Problem editor={editor} action="move" />
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray" disabled={busy}>
              {intl.formatMessage(um.cancel)}
            </Button>
          </Dialog.Close>
          <Button
            loading={busy}
            disabled={moveTo === (unit.parentId ?? null)}
            onClick={() => editor.send({ type: 'move.confirm' })}
          >
            {intl.formatMessage(um.moveConfirm)}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
