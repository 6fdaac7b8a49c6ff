import { Flex, Heading } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { unitCreateMachine } from '../../machines/unitManagement/unitCreateMachine';
import { selectTreeUnits } from '../../machines/unitManagement/unitTreeMachine';
import { ListLoading } from '../admin/ListStates';
import type { UploadActor } from '../admin/UploadField';
import { um } from './messages';
import type { UnitPageProps } from './pageProps';
import { UnitFormView } from './UnitFormView';
import { BackToList, type UnitForm } from './UnitParts';

/** `?new` (`&parent=<id>`): a new unit's fields; once created, the page becomes the unit's own. */
export function UnitCreatePage({
  api,
  navigation,
  toasts,
  tree,
  listSearch,
  isAdmin,
  parentId,
  machine = unitCreateMachine,
}: UnitPageProps & { parentId: string | null; machine?: typeof unitCreateMachine }) {
  const intl = useIntl();
  const create = useActorRef(machine, { input: { api, navigation, toasts, listSearch, parentId } });
  const children = useSelector(create, (s) => s.children);
  const units = useSelector(tree, selectTreeUnits);
  const form = children.form as UnitForm | undefined;
  const logo = children.logo as UploadActor | undefined;
  return (
    <Flex direction="column" gap="4">
      <BackToList listSearch={listSearch} form={form} />
      <Heading as="h1" size="7">
        {intl.formatMessage(um.createTitle)}
      </Heading>
      {form ? (
        <UnitFormView
          form={form}
          logoUpload={logo}
          parents={units.filter((u) => u.isActive)}
          mayMakeTop={isAdmin}
        />
      ) : (
        <ListLoading />
      )}
    </Flex>
  );
}
