import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Profile } from '../../../machines/screens/profileActors';
import type {
  ProfileDraft,
  ProfileErrors,
  ProfileEvent,
  ProfileStatus,
} from '../../../machines/screens/profileMachine';
import { de } from 'date-fns/locale/de';
import type { Locale } from 'date-fns';
import { allowedDateFormats, DEFAULT_DATE_FORMAT, formatDate } from '../../../i18n/dates';
import { profileMessages } from '../../messages/profileMessages';
import { routeMessages } from '../../messages/routeMessages';
import { languageName } from '../../shell/languageNames';
import { ChoiceGroup } from './ChoiceGroup';
import { ProfileAccount } from './ProfileAccount';

// Month names in the preview ("d. MMMM yyyy") follow the interface language; date-fns has no
// Swahili, which keeps the English names.
const dateLocales: Record<string, Locale> = { de };

// The radio value standing for "no locale of my own".
const FOLLOW_BROWSER = '';

type ChangeEvent = Extract<ProfileEvent, { type: 'profile.change' }>;
// Distributive, so `field` still tells the value's type.
export type ProfileChange = ChangeEvent extends infer E
  ? E extends ChangeEvent
    ? Omit<E, 'type'>
    : never
  : never;

export interface ProfileFormProps {
  status: ProfileStatus;
  profile: Profile | null;
  draft: ProfileDraft;
  errors: ProfileErrors;
  allowedLocales: readonly string[];
  /** The date the format preview shows (today in the app; fixed in tests). */
  previewDate: Date;
  onChange: (change: ProfileChange) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

export function ProfileForm(props: ProfileFormProps) {
  const { status, profile, draft, errors, allowedLocales, previewDate, onChange, onSubmit, onRetry } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const preferencesId = useId();
  const title = t(routeMessages['my-profile']!.title);

  if (status === 'loading' || !profile) {
    return (
      <Flex direction="column" gap="4" align="start">
        <Heading as="h1" size="7">
          {title}
        </Heading>
        {status === 'loadFailed' ? (
          <>
            <Callout.Root color="red" role="alert">
              <Callout.Text>{t(profileMessages.profileLoadError)}</Callout.Text>
            </Callout.Root>
            <Button onClick={onRetry}>{t(profileMessages.profileRetry)}</Button>
          </>
        ) : (
          <Flex align="center" gap="2" role="status">
            <Spinner />
            <Text>{t(profileMessages.profileLoading)}</Text>
          </Flex>
        )}
      </Flex>
    );
  }

  const saving = status === 'saving';
  const dateFormat = draft.dateFormat ?? DEFAULT_DATE_FORMAT;
  const previewPattern = (allowedDateFormats as readonly string[]).includes(dateFormat)
    ? dateFormat
    : DEFAULT_DATE_FORMAT;
  return (
    <Flex direction="column" gap="6" style={{ maxWidth: 640 }}>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <ProfileAccount profile={profile} />
      <section aria-labelledby={preferencesId}>
        <Heading as="h2" size="4" id={preferencesId} mb="3">
          {t(profileMessages.profilePreferences)}
        </Heading>
        <form
          noValidate
          aria-busy={saving || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Flex direction="column" gap="5">
            <ChoiceGroup
              label={t(profileMessages.profileLanguage)}
              value={draft.locale ?? FOLLOW_BROWSER}
              disabled={saving}
              error={errors.locale ? t(profileMessages.profileInvalidLocale) : null}
              choices={[
                { value: FOLLOW_BROWSER, label: t(profileMessages.profileLanguageBrowser) },
                ...allowedLocales.map((code) => ({ value: code, label: languageName(code), lang: code })),
              ]}
              onChange={(value) =>
                onChange({ field: 'locale', value: value === FOLLOW_BROWSER ? null : value })
              }
            />
            <ChoiceGroup
              label={t(profileMessages.profileTheme)}
              value={draft.theme}
              disabled={saving}
              error={errors.theme ? t(profileMessages.profileInvalidTheme) : null}
              choices={[
                { value: 'default', label: t(profileMessages.profileThemeDefault) },
                { value: 'dark', label: t(profileMessages.profileThemeDark) },
              ]}
              onChange={(value) => onChange({ field: 'theme', value })}
            />
            <ChoiceGroup
              label={t(profileMessages.profileDateFormat)}
              value={dateFormat}
              disabled={saving}
              error={errors.dateFormat ? t(profileMessages.profileInvalidDateFormat) : null}
              choices={allowedDateFormats.map((pattern) => ({ value: pattern, label: pattern }))}
              onChange={(value) => onChange({ field: 'dateFormat', value })}
            />
            <Text as="p" size="2" aria-live="polite">
              {t(profileMessages.profileDatePreview, {
                date: formatDate(previewDate, previewPattern, dateLocales[intl.locale]),
              })}
            </Text>
            {status === 'saved' ? (
              <Callout.Root color="green" role="status">
                <Callout.Text>{t(profileMessages.profileSaved)}</Callout.Text>
              </Callout.Root>
            ) : null}
            {status === 'saveFailed' ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{t(profileMessages.profileSaveError)}</Callout.Text>
              </Callout.Root>
            ) : null}
            <Flex>
              <Button type="submit" disabled={saving}>
                {saving ? t(profileMessages.profileSaving) : t(profileMessages.profileSave)}
              </Button>
            </Flex>
          </Flex>
        </form>
      </section>
    </Flex>
  );
}
