// DeleteCategoryDialog — asks before deleting a category. An empty one just asks; one that holds media
// or subcategories asks where they go first (another category, or none), and Delete waits for that
// choice. Radix AlertDialog: focus starts on Cancel, Escape cancels.
import { AlertDialog, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ProblemInfo } from '../../machines/admin/adminErrors';
import type { CategoryEntry } from '../../machines/categories/treeModel';
import { useProblemText } from '../admin/ListStates';
import { nativeField } from '../admin/fieldStyle';
import { cm, cv } from './messages';

const NONE = 'none';

export interface DeleteCategoryDialogProps {
  entry: CategoryEntry;
  name: string;
  /** Where its content may go, with each one's name (path) in the reader's language. */
  destinations: readonly { id: string; label: string }[];
  /** undefined: not chosen yet; null: no category. */
  destination: string | null | undefined;
  canConfirm: boolean;
  busy: boolean;
  problem: ProblemInfo | null;
  onChoose: (categoryId: string | null) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteCategoryDialog(props: DeleteCategoryDialogProps) {
  const intl = useIntl();
  const describe = useProblemText();
  const selectId = useId();
  const { entry } = props;
  const holds = entry.mediaCount > 0 || entry.childCount > 0;
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <AlertDialog.Content maxWidth="30rem">
        <AlertDialog.Title>{intl.formatMessage(cv.deleteTitle, { name: props.name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {holds
            ? intl.formatMessage(cv.deleteContent, { media: entry.mediaCount, children: entry.childCount })
            : intl.formatMessage(cm.deleteEmpty)}
        </AlertDialog.Description>
        {holds ? (
          <Flex direction="column" gap="1" mt="3">
            <Text as="label" htmlFor={selectId} size="2" weight="bold">
              {intl.formatMessage(cm.deleteDestination)}
            </Text>
            <select
              id={selectId}
              value={props.destination === undefined ? '' : (props.destination ?? NONE)}
              disabled={props.busy}
              style={{ ...nativeField, width: '100%' }}
              onChange={(event) => props.onChoose(event.target.value === NONE ? null : event.target.value)}
            >
              <option value="" disabled>
                {intl.formatMessage(cm.deleteChoose)}
              </option>
              <option value={NONE}>{intl.formatMessage(cm.deleteNone)}</option>
              {props.destinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.label}
                </option>
              ))}
            </select>
          </Flex>
        ) : null}
        {props.problem ? (
          <Callout.Root color="red" role="alert" mt="3">
            <Callout.Text>
              {intl.formatMessage(cm.deleteFailed)} {describe(props.problem)}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={props.busy}>
              {intl.formatMessage(cm.formCancel)}
            </Button>
          </AlertDialog.Cancel>
          <Button
            color="red"
            highContrast
            loading={props.busy}
            disabled={!props.canConfirm}
            onClick={props.onConfirm}
          >
            {intl.formatMessage(cm.deleteConfirm)}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
