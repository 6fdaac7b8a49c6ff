import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { unitEditorMachine, type UnitEditorSnapshot } from '../../machines/unitManagement/unitEditorMachine';
import {
  selectEditorActivity,
  selectEditorProblem,
  selectEditorStatus,
  selectFormDirty,
  selectUnit,
} from '../../machines/unitManagement/unitEditorSelectors';
import { newHref } from '../../machines/unitManagement/unitLocations';
import { selectTreeUnits } from '../../machines/unitManagement/unitTreeMachine';
import type { ManagedUnit } from '../../machines/unitManagement/unitValues';
import { ListLoading, useProblemText } from '../admin/ListStates';
import type { UploadActor } from '../admin/UploadField';
import { actionMessages, um } from './messages';
import type { UnitPageProps } from './pageProps';
import { DeactivateDialog, MoveDialog } from './UnitDialogs';
import { UnitFormView } from './UnitFormView';
import { UnitMembersPanel } from './UnitMembersPanel';
import { BackToList, Swatch, UnitBadges, UnitLogo, UnitPlace, type UnitForm } from './UnitParts';

type Editor = ReturnType<typeof useActorRef<typeof unitEditorMachine>>;
const childOf = <T,>(s: UnitEditorSnapshot, id: string) => s.children[id] as T | undefined;

/** Make default, a sub-unit, move, deactivate or reactivate: only without unsaved changes. */
function UnitActions({
  editor,
  unit,
  isAdmin,
  listSearch,
}: {
  editor: Editor;
  unit: ManagedUnit;
  isAdmin: boolean;
  listSearch: string;
}) {
  const intl = useIntl();
  const hintId = useId();
  const dirty = useSelector(editor, selectFormDirty);
  const busy = useSelector(editor, selectEditorActivity) !== 'idle';
  const props = { disabled: dirty || busy, 'aria-describedby': dirty ? hintId : undefined };
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" wrap="wrap">
        {isAdmin && unit.isActive && !unit.isDefault ? (
          <Button {...props} variant="soft" onClick={() => editor.send({ type: 'editor.setDefault' })}>
            {intl.formatMessage(um.setDefault)}
          </Button>
        ) : null}
        {unit.isActive ? (
          <Button asChild variant="soft">
            <Link href={newHref(listSearch, unit.id)}>{intl.formatMessage(um.addSubUnit)}</Link>
          </Button>
        ) : null}
        <Button {...props} variant="soft" onClick={() => editor.send({ type: 'editor.move' })}>
          {intl.formatMessage(um.move)}
        </Button>
        {unit.isActive ? (
          unit.isDefault ? null : (
            <Button
              {...props}
              variant="soft"
              color="red"
              onClick={() => editor.send({ type: 'editor.deactivate' })}
            >
              {intl.formatMessage(um.deactivate)}
            </Button>
          )
        ) : (
          <Button {...props} onClick={() => editor.send({ type: 'editor.reactivate' })}>
            {intl.formatMessage(um.reactivate)}
          </Button>
        )}
      </Flex>
      {dirty ? (
        <Text id={hintId} size="1" color="gray">
          {intl.formatMessage(um.saveFirst)}
        </Text>
      ) : null}
    </Flex>
  );
}

/** `?edit=<id>`: one unit, its form, the actions beside it, and its members. */
export function UnitEditPage({
  id,
  api,
  navigation,
  toasts,
  tree,
  listSearch,
  isAdmin,
  machine = unitEditorMachine,
}: UnitPageProps & { id: string; machine?: typeof unitEditorMachine }) {
  const intl = useIntl();
  const describe = useProblemText();
  const editor = useActorRef(machine, { input: { api, id, navigation, toasts, listSearch } });
  const status = useSelector(editor, selectEditorStatus);
  const unit = useSelector(editor, selectUnit);
  const problem = useSelector(editor, selectEditorProblem);
  const activity = useSelector(editor, selectEditorActivity);
  const form = useSelector(editor, (s) => childOf<UnitForm>(s, 'form'));
  const logo = useSelector(editor, (s) => childOf<UploadActor>(s, 'logo'));
  const units = useSelector(tree, selectTreeUnits);
  const back = <BackToList listSearch={listSearch} form={form} />;
  if (status === 'loading' || status === 'left') return <ListLoading />;
  if (status === 'failed' || status === 'notFound' || !unit)
    return (
      <Flex direction="column" gap="3" align="start">
        {back}
        <Callout.Root color="red" role="alert">
          <Callout.Text>{intl.formatMessage(status === 'failed' ? um.loadFailed : um.notFound)}</Callout.Text>
          {status === 'failed' ? (
            <Flex mt="2">
              <Button onClick={() => editor.send({ type: 'editor.retry' })}>
                {intl.formatMessage(um.retry)}
              </Button>
            </Flex>
          ) : null}
        </Callout.Root>
      </Flex>
    );
  // A problem of a dialog shows in the dialog; the others here.
  const pageProblem = problem && !(activity === 'deactivation' || activity === 'move') ? problem : null;
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="3">
        {back}
        <Flex gap="3" align="center">
          <UnitLogo url={unit.logoUrl} size={48} />
          <Heading as="h1" size="7" style={{ overflowWrap: 'anywhere' }}>
            {unit.name}
          </Heading>
        </Flex>
        <Flex gap="2" align="center" wrap="wrap">
          <Swatch color={unit.color} />
          <UnitBadges unit={unit} />
          <UnitPlace unit={unit} />
          <Text size="2" color="gray">
            · {intl.formatMessage(um.subUnitCount, { count: unit.subUnitCount })}
          </Text>
        </Flex>
        <UnitActions editor={editor} unit={unit} isAdmin={isAdmin} listSearch={listSearch} />
        {pageProblem ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {intl.formatMessage(actionMessages[pageProblem.action], { error: describe(pageProblem) })}
            </Callout.Text>
            <Flex mt="2">
              <Button variant="soft" onClick={() => editor.send({ type: 'editor.dismissProblem' })}>
                {intl.formatMessage(um.dismiss)}
              </Button>
            </Flex>
          </Callout.Root>
        ) : null}
      </Flex>
      {form ? (
        <UnitFormView form={form} logoUpload={logo} parents={units} mayMakeTop={isAdmin} />
      ) : (
        <ListLoading />
      )}
      <UnitMembersPanel api={api} unitId={unit.id} toasts={toasts} canAdd={unit.isActive} />
      <DeactivateDialog editor={editor} unit={unit} units={units} />
      <MoveDialog editor={editor} unit={unit} units={units} mayMakeTop={isAdmin} />
    </Flex>
  );
}
