import { Button, Callout, Flex, Heading, RadioGroup, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UserImportField, UserImportMode } from '../../machines/userImport/importActors';
import {
  selectAnalysis,
  selectMapping,
  selectMode,
  selectProblem,
} from '../../machines/userImport/importWizardMachine';
import { nativeField } from '../admin/fieldStyle';
import { useProblemText } from '../admin/ListStates';
import { ProblemCallout } from './ImportRoute';
import { im } from './messages';
import { SimpleTable } from './SimpleTable';
import type { WizardActor } from './wizardActor';

export const FIELD_NAMES: Record<UserImportField, MessageDescriptor> = {
  USERNAME: im.fieldUSERNAME,
  EMAIL: im.fieldEMAIL,
  FIRST_NAME: im.fieldFIRSTNAME,
  LAST_NAME: im.fieldLASTNAME,
  NAME: im.fieldNAME,
  UNIT: im.fieldUNIT,
  ROLE: im.fieldROLE,
  LOCALE: im.fieldLOCALE,
};
const FIELDS = Object.keys(FIELD_NAMES) as UserImportField[];
const MODES: Array<[UserImportMode, MessageDescriptor]> = [
  ['CREATE_AND_UPDATE', im.modeCREATEANDUPDATE],
  ['CREATE', im.modeCREATE],
  ['UPDATE', im.modeUPDATE],
];
const DELIMITERS: Record<string, MessageDescriptor> = {
  ',': im.delimiterComma,
  ';': im.delimiterSemicolon,
  '\t': im.delimiterTab,
  '|': im.delimiterPipe,
};

export function MappingStep({ wizard }: { wizard: WizardActor }) {
  const intl = useIntl();
  const describe = useProblemText();
  const modeId = useId();
  const analysis = useSelector(wizard, selectAnalysis);
  const mapping = useSelector(wizard, selectMapping);
  const mode = useSelector(wizard, selectMode);
  const checking = useSelector(wizard, (s) => s.matches('dryRunning'));
  const failed = useSelector(wizard, (s) => s.matches('dryRunFailed'));
  const problem = useSelector(wizard, selectProblem);
  if (!analysis) return null;
  const fieldOf = (column: number) => mapping.find((m) => m.column === column)?.field ?? '';
  const hasUsername = mapping.some((m) => m.field === 'USERNAME');
  const sample = (column: number) => analysis.previewRows.find((row) => row[column])?.[column] ?? '';
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Text weight="bold">
          {intl.formatMessage(im.fileSummary, { file: analysis.fileName, rows: analysis.rowCount })}
        </Text>
        <Text size="2">
          {intl.formatMessage(im.fileFormat)}: {analysis.format} · {intl.formatMessage(im.fileEncoding)}:{' '}
          <strong>{analysis.encoding}</strong> · {intl.formatMessage(im.fileDelimiter)}:{' '}
          <strong>
            {analysis.delimiter
              ? intl.formatMessage(DELIMITERS[analysis.delimiter] ?? DELIMITERS[',']!)
              : intl.formatMessage(im.delimiterNone)}
          </strong>
        </Text>
      </Flex>

      <section aria-labelledby={`${modeId}-preview`}>
        <Heading as="h2" size="3" id={`${modeId}-preview`} mb="2">
          {intl.formatMessage(im.previewHeading)}
        </Heading>
        <SimpleTable
          label={intl.formatMessage(im.previewHeading)}
          headers={analysis.headers}
          rows={analysis.previewRows.map((row, r) => ({ key: r, cells: row }))}
        />
      </section>

      <section aria-labelledby={`${modeId}-mapping`}>
        <Heading as="h2" size="3" id={`${modeId}-mapping`} mb="2">
          {intl.formatMessage(im.mappingHeading)}
        </Heading>
        <Flex direction="column" gap="2">
          {analysis.headers.map((header, column) => (
            <Flex key={column} gap="2" align="center" wrap="wrap" justify="between" style={{ maxWidth: 560 }}>
              <label htmlFor={`${modeId}-col-${column}`} style={{ minWidth: 0, flex: '1 1 180px' }}>
                <Text weight="medium">{header}</Text>{' '}
                <Text size="1" color="gray">
                  {sample(column)
                    ? intl.formatMessage(im.mappingSample, { value: sample(column) })
                    : intl.formatMessage(im.mappingEmpty)}
                </Text>
              </label>
              <select
                id={`${modeId}-col-${column}`}
                aria-label={intl.formatMessage(im.mappingLabel, { column: header })}
                style={{ ...nativeField, flex: '0 1 200px' }}
                value={fieldOf(column)}
                disabled={checking}
                onChange={(e) =>
                  wizard.send({
                    type: 'wizard.map',
                    column,
                    field: (e.target.value || null) as UserImportField | null,
                  })
                }
              >
                <option value="">{intl.formatMessage(im.fieldIgnore)}</option>
                {FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {intl.formatMessage(FIELD_NAMES[field])}
                  </option>
                ))}
              </select>
            </Flex>
          ))}
        </Flex>
      </section>

      <Flex direction="column" gap="2">
        <Text as="div" weight="bold" id={`${modeId}-mode`}>
          {intl.formatMessage(im.modeLabel)}
        </Text>
        <RadioGroup.Root
          aria-labelledby={`${modeId}-mode`}
          value={mode}
          disabled={checking}
          onValueChange={(value) => wizard.send({ type: 'wizard.mode', mode: value as UserImportMode })}
        >
          {MODES.map(([value, label]) => (
            <RadioGroup.Item key={value} value={value}>
              {intl.formatMessage(label)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </Flex>

      {!hasUsername ? (
        <Callout.Root color="amber" role="status" highContrast>
          <Callout.Text>{intl.formatMessage(im.mappingNeedUsername)}</Callout.Text>
        </Callout.Root>
      ) : null}
      {failed && problem ? (
        <ProblemCallout text={intl.formatMessage(im.dryRunFailed, { error: describe(problem) })} />
      ) : null}
      {checking ? (
        <Flex gap="2" align="center" role="status">
          <Spinner />
          <Text>{intl.formatMessage(im.checking)}</Text>
        </Flex>
      ) : null}
      <Flex gap="2" wrap="wrap">
        <Button variant="soft" color="gray" onClick={() => wizard.send({ type: 'wizard.back' })}>
          {intl.formatMessage(im.back)}
        </Button>
        {failed ? (
          <Button onClick={() => wizard.send({ type: 'wizard.retry' })}>
            {intl.formatMessage(im.retry)}
          </Button>
        ) : (
          <Button disabled={!hasUsername || checking} onClick={() => wizard.send({ type: 'wizard.dryRun' })}>
            {intl.formatMessage(im.dryRun)}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
