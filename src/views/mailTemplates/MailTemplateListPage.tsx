// /mailtemplates: every mail the platform sends, in the chosen language, with what it uses now (the
// administrator's text, the shipped default, or English standing in) and a way into each.
import { Button, Callout, Card, Flex, Heading, Link as RadixLink, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { dictionaryLocales } from '../../i18n/locales';
import {
  mailTemplateListMachine,
  selectListProblem,
  selectListStatus,
  selectRows,
} from '../../machines/mailTemplates/mailTemplateListMachine';
import { editHref, MAIL_TEMPLATES_PATH } from '../../machines/mailTemplates/mailTemplateLocations';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import { isMailEvent, type MailCategory } from '../../schemas/mailEvents';
import type { ApiSettings } from '../../services/api';
import { nativeField } from '../admin/fieldStyle';
import { useLanguageName } from './languageName';
import { eventName, eventWhen, mt } from './messages';
import { SourceBadge } from './SourceBadge';
import './mailTemplates.css';

export function MailTemplateListPage({
  api,
  navigation,
  locale,
}: {
  api: ApiSettings;
  navigation: NavigationActorRef;
  locale: string;
}) {
  const intl = useIntl();
  const list = useActorRef(mailTemplateListMachine, { input: { api } });
  const status = useSelector(list, selectListStatus);
  const rows = useSelector(list, selectRows).filter((r) => r.locale === locale);
  const problem = useSelector(list, selectListProblem);
  const languageName = useLanguageName();
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      <Heading as="h1" size="7">
        {intl.formatMessage(mt.title)}
      </Heading>
      <Text as="p" size="2" color="gray" style={{ maxWidth: '70ch' }}>
        {intl.formatMessage(mt.intro)}
      </Text>
      <Flex direction="column" gap="1" style={{ maxWidth: 320 }}>
        <Text as="label" size="2" weight="bold" htmlFor="mt-language">
          {intl.formatMessage(mt.language)}
        </Text>
        <select
          id="mt-language"
          value={locale}
          style={nativeField}
          onChange={(e) =>
            navigation.send({
              type: 'navigation.navigate',
              to: `${MAIL_TEMPLATES_PATH}?locale=${e.target.value}`,
              replace: true,
            })
          }
        >
          {dictionaryLocales.map((l) => (
            <option key={l} value={l}>
              {languageName(l)}
            </option>
          ))}
        </select>
      </Flex>
      {status === 'loading' && rows.length === 0 ? (
        <Flex role="status" gap="2" align="center">
          <Spinner />
          <Text>{intl.formatMessage(mt.loading)}</Text>
        </Flex>
      ) : status === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {intl.formatMessage(mt.loadFailed)} {problem?.message ?? ''}
          </Callout.Text>
          <Button variant="soft" onClick={() => list.send({ type: 'templates.retry' })}>
            {intl.formatMessage(mt.retry)}
          </Button>
        </Callout.Root>
      ) : (
        <ul
          className="mt-list"
          aria-label={intl.formatMessage(mt.listLabel, { language: languageName(locale) })}
        >
          {rows.map((row) =>
            isMailEvent(row.event) ? (
              <li key={row.event}>
                <Card>
                  <Flex gap="3" align="center" justify="between" wrap="wrap">
                    <Flex direction="column" gap="1" style={{ minWidth: 0, flex: '1 1 16rem' }}>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text weight="bold">{intl.formatMessage(eventName(row.event))}</Text>
                        <SourceBadge source={row.source} />
                        <Text size="1" color="gray">
                          {intl.formatMessage(mt[`category${row.category as MailCategory}`])}
                        </Text>
                      </Flex>
                      <Text size="2" color="gray">
                        {intl.formatMessage(eventWhen(row.event))}
                        {row.updatedAt
                          ? ` · ${intl.formatMessage(mt.changedOn, {
                              when: intl.formatDate(row.updatedAt, { dateStyle: 'medium' }),
                            })}`
                          : ''}
                      </Text>
                    </Flex>
                    <RadixLink asChild>
                      <Link
                        href={editHref(row.event, locale)}
                        aria-label={`${intl.formatMessage(mt.edit)}: ${intl.formatMessage(eventName(row.event))}`}
                      >
                        {intl.formatMessage(mt.edit)}
                      </Link>
                    </RadixLink>
                  </Flex>
                </Card>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </Flex>
  );
}
