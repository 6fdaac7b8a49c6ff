import { Button, Callout, Flex, Heading, Spinner, Switch, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MailPreference } from '../../../machines/screens/mailSettingsActors';
import {
  mailSettingsMachine,
  selectMailPreferences,
  selectMailSettingsSaveFailed,
  selectMailSettingsSaving,
  selectMailSettingsStatus,
} from '../../../machines/screens/mailSettingsMachine';
import type { ApiSettings } from '../../../services/api';
import { mailSettingsMessages as m } from './mailSettingsMessages';

const LABELS = {
  REMINDERS: { label: m.reminders, hint: m.remindersHint },
  DIGESTS: { label: m.digests, hint: m.digestsHint },
} as const;

/** The profile's "Mail": its machine runs while the profile is open. */
export function MailSettingsSection({ api }: { api: ApiSettings }) {
  const settings = useActorRef(mailSettingsMachine, { input: { api } });
  return (
    <MailSettingsPanel
      status={useSelector(settings, selectMailSettingsStatus)}
      preferences={useSelector(settings, selectMailPreferences)}
      saving={useSelector(settings, selectMailSettingsSaving)}
      saveFailed={useSelector(settings, selectMailSettingsSaveFailed)}
      onToggle={(category, enabled) => settings.send({ type: 'mailSettings.toggle', category, enabled })}
      onRetry={() => settings.send({ type: 'mailSettings.retry' })}
    />
  );
}

export interface MailSettingsPanelProps {
  status: 'loading' | 'failed' | 'ready';
  preferences: readonly MailPreference[];
  saving: boolean;
  saveFailed: boolean;
  onToggle: (category: MailPreference['category'], enabled: boolean) => void;
  onRetry: () => void;
}

/** The optional kinds of mail as switches, and the note that security and service mails always go. */
export function MailSettingsPanel(props: MailSettingsPanelProps) {
  const { status, preferences, saving, saveFailed, onToggle, onRetry } = props;
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ maxWidth: 640 }}>
      <Heading as="h2" size="4" id={headingId} mb="2">
        {intl.formatMessage(m.title)}
      </Heading>
      <Text as="p" size="2" mb="3">
        {intl.formatMessage(m.intro)}
      </Text>
      {status === 'loading' ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>{intl.formatMessage(m.loading)}</Text>
        </Flex>
      ) : status === 'failed' ? (
        <Flex direction="column" gap="2" align="start">
          <Callout.Root color="red" role="alert">
            <Callout.Text>{intl.formatMessage(m.loadFailed)}</Callout.Text>
          </Callout.Root>
          <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
        </Flex>
      ) : (
        <Flex direction="column" gap="3">
          {preferences.map((preference) => (
            <PreferenceSwitch
              key={preference.category}
              preference={preference}
              disabled={saving}
              onChange={(enabled) => onToggle(preference.category, enabled)}
            />
          ))}
          {saveFailed ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{intl.formatMessage(m.saveFailed)}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      )}
      <Text as="p" size="2" color="gray" mt="3">
        {intl.formatMessage(m.alwaysSent)}
      </Text>
    </section>
  );
}

function PreferenceSwitch(props: {
  preference: MailPreference;
  disabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const intl = useIntl();
  const hintId = useId();
  const texts = LABELS[props.preference.category];
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="3" weight="medium">
        <Flex gap="2" align="center">
          <Switch
            checked={props.preference.enabled}
            disabled={props.disabled}
            aria-describedby={hintId}
            onCheckedChange={props.onChange}
          />
          {intl.formatMessage(texts.label)}
        </Flex>
      </Text>
      <Text as="p" size="2" color="gray" id={hintId}>
        {intl.formatMessage(texts.hint)}
      </Text>
    </Flex>
  );
}
