// Small pieces the user-management pages share: the options problem, the way back to the list and the
// status badge (the select field and the dialog with room for a choice are the kit's).
import { Badge, Button, Callout, Flex, Link as RadixLink } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
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
import { um } from './messages';

export type OptionsActor = ActorRefFrom<typeof userOptionsMachine>;

// The labelled native select is the kit's, shared with the assignment and super console pages.
export { SelectField } from '../admin/SelectField';

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

// The dialog with room for a choice is the kit's, shared with the assignment pages.
export { ChoiceDialog, type ChoiceDialogProps } from '../admin/ChoiceDialog';
