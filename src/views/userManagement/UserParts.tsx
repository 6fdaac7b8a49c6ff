// Small pieces the user-management pages share: a labelled native select, the options problem, the way
// back to the list, the status badge and a dialog with room for a choice (AlertDialog like the kit's
// ConfirmDialog, whose description cannot hold controls).
import { AlertDialog, Badge, Button, Callout, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { FormActorRef } from '../../machines/admin/formMachine';
import { listHref } from '../../machines/userManagement/userLocations';
import {
  selectOptionsStatus,
  type userOptionsMachine,
} from '../../machines/userManagement/userOptionsMachine';
import type { UserFormValues } from '../../machines/userManagement/userValues';
import { nativeField } from '../admin/fieldStyle';
import { useProblemText } from '../admin/ListStates';
import type { ProblemInfo } from '../../machines/admin/adminErrors';
import { um } from './messages';

export type OptionsActor = ActorRefFrom<typeof userOptionsMachine>;

export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      <select
        id={id}
        style={{ ...nativeField, width: '100%' }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Flex>
  );
}

/** Said once above the page when the units and roles could not be loaded. */
export function OptionsProblem({ options }: { options: OptionsActor }) {
  const intl = useIntl();
  const status = useSelector(options, selectOptionsStatus);
  if (status !== 'failed') return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{intl.formatMessage(um.optionsFailed)}</Callout.Text>
      <Flex mt="2">
        <Button variant="soft" onClick={() => options.send({ type: 'options.retry' })}>
          {intl.formatMessage(um.retry)}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

export function BackToList({
  listSearch,
  form,
}: {
  listSearch: string;
  form?: FormActorRef<UserFormValues>;
}) {
  const intl = useIntl();
  return (
    <RadixLink asChild>
      <Link
        href={listHref(listSearch)}
        onClick={(event) => {
          if (!form?.getSnapshot().can({ type: 'form.leave' })) return;
          event.preventDefault();
          form.send({ type: 'form.leave' });
        }}
      >
        {intl.formatMessage(um.backToList)}
      </Link>
    </RadixLink>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Badge color={active ? 'green' : 'gray'} highContrast>
      {intl.formatMessage(active ? um.active : um.deactivated)}
    </Badge>
  );
}

export function ProblemCallout({ problem }: { problem: ProblemInfo | null }) {
  const text = useProblemText();
  if (!problem) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{text(problem)}</Callout.Text>
    </Callout.Root>
  );
}

export interface ChoiceDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  /** Only one way out (the confirm button; Escape does the same). */
  hideCancel?: boolean;
  problem?: ProblemInfo | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks, with controls between the question and the buttons; focus starts on Cancel and returns after. */
export function ChoiceDialog(props: ChoiceDialogProps) {
  const intl = useIntl();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <AlertDialog.Content
        maxWidth="30rem"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        {props.description ? (
          <AlertDialog.Description size="2">{props.description}</AlertDialog.Description>
        ) : null}
        <Flex direction="column" gap="3" mt="3">
          {props.children}
          <ProblemCallout problem={props.problem ?? null} />
        </Flex>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          {props.hideCancel ? null : (
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={props.busy}>
                {props.cancelLabel ?? intl.formatMessage(um.cancel)}
              </Button>
            </AlertDialog.Cancel>
          )}
          <Button
            color={props.destructive ? 'red' : undefined}
            highContrast={props.destructive}
            loading={props.busy}
            disabled={props.confirmDisabled}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
