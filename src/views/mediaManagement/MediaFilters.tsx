import { Button, Callout, Flex, Grid, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectQuery, type ListActorRef } from '../../machines/admin/listMachine';
import type { MediumRow } from '../../machines/mediaManagement/mediaActors';
import {
  selectOptions,
  selectOptionsStatus,
  type mediaOptionsMachine,
} from '../../machines/mediaManagement/mediaOptionsMachine';
import { EVERY_UNIT, MEDIA_TYPES } from '../../machines/mediaManagement/mediaQuery';
import { nativeField } from '../admin/fieldStyle';
import { mm, typeMessages } from './messages';

type OptionsActor = ActorRefFrom<typeof mediaOptionsMachine>;

/** A labelled native select: the platform's own control for keyboards and screen readers. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
  disabled?: boolean;
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
        disabled={disabled}
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

/** The list's filters; each choice is one value (the URL could hold more, a link may carry them). */
export function MediaFilters({ list, options }: { list: ListActorRef<MediumRow>; options: OptionsActor }) {
  const intl = useIntl();
  const query = useSelector(list, selectQuery);
  const { categories, units } = useSelector(options, selectOptions);
  const any = intl.formatMessage(mm.any);
  const first = (key: string) => query.filters[key]?.[0] ?? '';
  const set = (key: string) => (value: string) =>
    list.send({ type: 'list.filter', key, values: value ? [value] : [] });
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '5' }} gap="3">
      <SelectField
        label={intl.formatMessage(mm.filterType)}
        value={first('type')}
        options={[['', any], ...MEDIA_TYPES.map((t) => [t, intl.formatMessage(typeMessages[t])] as const)]}
        onChange={set('type')}
      />
      <SelectField
        label={intl.formatMessage(mm.filterCategory)}
        value={first('category')}
        options={[['', any], ...categories.map((c) => [c.id, c.path] as const)]}
        onChange={set('category')}
      />
      <SelectField
        label={intl.formatMessage(mm.filterUnit)}
        value={first('unit')}
        options={[
          ['', any],
          [EVERY_UNIT, intl.formatMessage(mm.everyUnit)],
          ...units.map((u) => [u.id, u.name] as const),
        ]}
        onChange={set('unit')}
      />
      <SelectField
        label={intl.formatMessage(mm.filterPublished)}
        value={first('published')}
        options={[
          ['', any],
          ['true', intl.formatMessage(mm.published)],
          ['false', intl.formatMessage(mm.draft)],
        ]}
        onChange={set('published')}
      />
      <SelectField
        label={intl.formatMessage(mm.filterState)}
        value={first('state')}
        options={[
          ['', intl.formatMessage(mm.stateActive)],
          ['ARCHIVED', intl.formatMessage(mm.stateArchived)],
          ['ALL', intl.formatMessage(mm.stateAll)],
        ]}
        onChange={set('state')}
      />
    </Grid>
  );
}

/** Said once above the page when the categories and units could not be loaded. */
export function OptionsProblem({ options }: { options: OptionsActor }) {
  const intl = useIntl();
  const status = useSelector(options, selectOptionsStatus);
  if (status !== 'failed') return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{intl.formatMessage(mm.optionsFailed)}</Callout.Text>
      <Flex mt="2">
        <Button variant="soft" onClick={() => options.send({ type: 'options.retry' })}>
          {intl.formatMessage(mm.retry)}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
