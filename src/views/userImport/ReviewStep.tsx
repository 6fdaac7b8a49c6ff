import { Badge, Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { DryRunReport, UserImportOutcome } from '../../machines/userImport/importActors';
import { selectFilter, selectProblem, selectReport } from '../../machines/userImport/importWizardMachine';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { nativeField } from '../admin/fieldStyle';
import { useProblemText } from '../admin/ListStates';
import { ProblemCallout } from './ImportRoute';
import { im, reasonMessages } from './messages';
import { SimpleTable } from './SimpleTable';
import type { WizardActor } from './wizardActor';

export const OUTCOMES: Array<
  [UserImportOutcome, MessageDescriptor, 'green' | 'indigo' | 'gray' | 'amber' | 'red']
> = [
  ['CREATE', im.outcomeCREATE, 'green'],
  ['UPDATE', im.outcomeUPDATE, 'indigo'],
  ['UNCHANGED', im.outcomeUNCHANGED, 'gray'],
  ['SKIP', im.outcomeSKIP, 'amber'],
  ['ERROR', im.outcomeERROR, 'red'],
];
const COUNT_KEY = {
  CREATE: 'create',
  UPDATE: 'update',
  UNCHANGED: 'unchanged',
  SKIP: 'skip',
  ERROR: 'error',
} as const;
const CHANGE_FIELDS: Record<string, MessageDescriptor> = {
  username: im.changeFieldUsername,
  name: im.changeFieldName,
  email: im.changeFieldEmail,
  locale: im.changeFieldLocale,
  roles: im.changeFieldRoles,
  units: im.changeFieldUnits,
};

type Row = DryRunReport['rows'][number];

/** A row's reason in the reader's language (the API's English sentence for a code the app does not know). */
export function reasonText(
  intl: IntlShape,
  row: { reasonCode?: string | null; reasonValue?: string | null; reason?: string | null },
) {
  const message = row.reasonCode ? reasonMessages[row.reasonCode as keyof typeof reasonMessages] : undefined;
  return message ? intl.formatMessage(message, { value: row.reasonValue ?? '' }) : (row.reason ?? '');
}

function details(intl: IntlShape, row: Row) {
  if (row.outcome === 'ERROR' || row.outcome === 'SKIP') return reasonText(intl, row);
  return row.changes
    .map((c) =>
      intl.formatMessage(im.change, {
        field: CHANGE_FIELDS[c.field] ? intl.formatMessage(CHANGE_FIELDS[c.field]!) : c.field,
        before: c.before || '—',
        after: c.after || '—',
      }),
    )
    .join('; ');
}

export function ReviewStep({ wizard }: { wizard: WizardActor }) {
  const intl = useIntl();
  const describe = useProblemText();
  const id = useId();
  const report = useSelector(wizard, selectReport);
  const filter = useSelector(wizard, selectFilter);
  const problem = useSelector(wizard, selectProblem);
  const state = useSelector(wizard, (s) => s.value as string);
  if (!report) return null;
  const busy = state === 'dryRunning' || state === 'startingImport';
  const work = report.counts.create + report.counts.update;
  const outcomeName = (outcome: UserImportOutcome) =>
    intl.formatMessage(OUTCOMES.find((o) => o[0] === outcome)![1]);
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="4">
        {intl.formatMessage(im.reviewHeading)}
      </Heading>
      <Flex gap="2" wrap="wrap">
        {OUTCOMES.map(([outcome, label, color]) => (
          <Badge key={outcome} color={color} size="2" highContrast>
            {intl.formatMessage(im.count, {
              label: intl.formatMessage(label),
              count: report.counts[COUNT_KEY[outcome]],
            })}
          </Badge>
        ))}
      </Flex>
      <Flex gap="2" align="center" wrap="wrap">
        <label htmlFor={`${id}-filter`}>
          <Text weight="medium">{intl.formatMessage(im.filterLabel)}</Text>
        </label>
        <select
          id={`${id}-filter`}
          style={nativeField}
          value={filter ?? ''}
          disabled={busy}
          onChange={(e) =>
            wizard.send({
              type: 'wizard.filter',
              outcome: (e.target.value || null) as UserImportOutcome | null,
            })
          }
        >
          <option value="">{intl.formatMessage(im.filterAll)}</option>
          {OUTCOMES.map(([outcome, label]) => (
            <option key={outcome} value={outcome}>
              {intl.formatMessage(label)}
            </option>
          ))}
        </select>
        {busy ? <Spinner /> : null}
      </Flex>
      {report.rows.length === 0 ? (
        <Text color="gray">{intl.formatMessage(im.noRows)}</Text>
      ) : (
        <SimpleTable
          label={intl.formatMessage(im.tableLabel)}
          rowHeader={1}
          headers={[
            intl.formatMessage(im.colRow),
            intl.formatMessage(im.colUsername),
            intl.formatMessage(im.colOutcome),
            intl.formatMessage(im.colDetails),
          ]}
          rows={report.rows.map((row) => ({
            key: row.row,
            cells: [
              row.row,
              row.username || '—',
              <Badge key="outcome" highContrast color={OUTCOMES.find((o) => o[0] === row.outcome)![2]}>
                {outcomeName(row.outcome)}
              </Badge>,
              details(intl, row),
            ],
          }))}
        />
      )}
      {report.matching > report.rows.length ? (
        <Text size="2" color="gray">
          {intl.formatMessage(im.shownOf, { shown: report.rows.length, total: report.matching })}
        </Text>
      ) : null}
      {work === 0 ? <Text color="amber">{intl.formatMessage(im.nothingToDo)}</Text> : null}
      {state === 'startingImport' ? <Text role="status">{intl.formatMessage(im.starting)}</Text> : null}
      {state === 'startFailed' && problem ? (
        <ProblemCallout text={intl.formatMessage(im.startFailed, { error: describe(problem) })} />
      ) : null}
      <Flex gap="2" wrap="wrap">
        <Button
          variant="soft"
          color="gray"
          disabled={busy}
          onClick={() => wizard.send({ type: 'wizard.back' })}
        >
          {intl.formatMessage(im.back)}
        </Button>
        {state === 'startFailed' ? (
          <Button onClick={() => wizard.send({ type: 'wizard.retry' })}>
            {intl.formatMessage(im.retry)}
          </Button>
        ) : (
          <Button disabled={work === 0 || busy} onClick={() => wizard.send({ type: 'wizard.confirm' })}>
            {intl.formatMessage(im.importButton, { count: work })}
          </Button>
        )}
      </Flex>
      <ConfirmDialog
        open={state === 'confirming' || state === 'startingImport'}
        busy={state === 'startingImport'}
        title={intl.formatMessage(im.confirmTitle)}
        description={intl.formatMessage(im.confirmDescription, {
          create: report.counts.create,
          update: report.counts.update,
        })}
        confirmLabel={intl.formatMessage(im.confirmStart)}
        cancelLabel={intl.formatMessage(im.confirmCancel)}
        onConfirm={() => wizard.send({ type: 'wizard.start' })}
        onCancel={() => wizard.send({ type: 'wizard.back' })}
      />
    </Flex>
  );
}
