// The medium or path a course badge is for, picked from a search on the server.
import { Button, Flex, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { optionSearchMachine, selectOptionSearch } from '../../../machines/assignments/optionSearchMachine';
import type { ApiSettings } from '../../../services/api';
import { nativeField } from '../../admin/fieldStyle';
import { useFieldErrorText, useFormField } from '../../admin/FormField';
import type { BadgeForm } from './BadgeTextField';
import { badgeIssueMessages, bm } from './messages';

/** The medium or path a course badge is for: the chosen one, a search and the matches to choose from. */
export function SubjectPicker({ form, api }: { form: BadgeForm; api: ApiSettings }) {
  const intl = useIntl();
  const id = useId();
  const rule = useFormField(form, 'rule').value;
  // Keyed by the rule where it is used, so the search always looks for media or for paths as the rule says.
  const search = useActorRef(optionSearchMachine, {
    input: { api, source: rule === 'PATH' ? 'PATH' : 'MEDIUM' },
  });
  const field = rule === 'PATH' ? 'pathId' : 'mediaId';
  const chosen = useFormField(form, field);
  const title = useFormField(form, 'subjectTitle');
  const state = useSelector(search, selectOptionSearch);
  const errorText = useFieldErrorText(badgeIssueMessages)(chosen.error);
  const label = state.labels[chosen.value] ?? title.value;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="bold" asChild>
        <legend>{intl.formatMessage(rule === 'PATH' ? bm.fieldPath : bm.fieldMedium)}</legend>
      </Text>
      <Flex direction="column" gap="2" mt="1">
        <Text size="2" id={`${id}-chosen`} color={errorText ? 'red' : undefined}>
          {chosen.value
            ? intl.formatMessage(bm.subjectChosen, { title: label || intl.formatMessage(bm.unknownSubject) })
            : (errorText ?? intl.formatMessage(bm.subjectNone))}
        </Text>
        <Text as="label" htmlFor={id} size="2">
          {intl.formatMessage(bm.subjectSearch)}
        </Text>
        <input
          id={id}
          type="search"
          style={{ ...nativeField, width: '100%' }}
          value={state.search}
          onChange={(e) => search.send({ type: 'options.search', text: e.target.value })}
        />
        {state.failed ? (
          <Text role="alert" color="red" size="2">
            {intl.formatMessage(bm.subjectFailed)}{' '}
            <Button
              size="1"
              variant="soft"
              type="button"
              onClick={() => search.send({ type: 'options.retry' })}
            >
              {intl.formatMessage(bm.awardsRetry)}
            </Button>
          </Text>
        ) : !state.loading && state.options.length === 0 ? (
          <Text size="2" color="gray">
            {intl.formatMessage(bm.subjectNoResults)}
          </Text>
        ) : null}
        <Flex direction="column" gap="1" role="list" aria-busy={state.loading}>
          {state.options.slice(0, 8).map((o) => (
            <Flex key={o.id} role="listitem" justify="between" align="center" gap="2" wrap="wrap">
              <Text size="2">{o.label}</Text>
              <Button
                type="button"
                size="1"
                variant={o.id === chosen.value ? 'solid' : 'soft'}
                aria-pressed={o.id === chosen.value}
                aria-label={intl.formatMessage(bm.subjectChooseNamed, { title: o.label })}
                onClick={() => {
                  chosen.onChange(o.id);
                  title.onChange(o.label);
                }}
              >
                {intl.formatMessage(bm.subjectChoose)}
              </Button>
            </Flex>
          ))}
        </Flex>
      </Flex>
    </fieldset>
  );
}
