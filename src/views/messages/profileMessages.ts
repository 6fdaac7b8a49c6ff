import { defineMessages } from 'react-intl';

// Messages of the profile screen; texts live in public/assets/i18n.

const plain = defineMessages({
  profileLoading: { id: 'profile.loading' },
  profileLoadError: { id: 'profile.loadError' },
  profileRetry: { id: 'profile.retry' },
  profileAccount: { id: 'profile.account' },
  profilePreferences: { id: 'profile.preferences' },
  profileName: { id: 'profile.name' },
  profileUsername: { id: 'profile.username' },
  profileEmail: { id: 'profile.email' },
  profileRoles: { id: 'profile.roles' },
  profileNoRoles: { id: 'profile.noRoles' },
  profileUnits: { id: 'profile.units' },
  profileNoUnits: { id: 'profile.noUnits' },
  profileLanguage: { id: 'profile.language' },
  profileLanguageBrowser: { id: 'profile.language.browser' },
  profileTheme: { id: 'profile.theme' },
  profileThemeDefault: { id: 'profile.theme.default' },
  profileThemeDark: { id: 'profile.theme.dark' },
  profileDateFormat: { id: 'profile.dateFormat' },
  profileSave: { id: 'profile.save' },
  profileSaving: { id: 'profile.saving' },
  profileSaved: { id: 'profile.saved' },
  profileSaveError: { id: 'profile.saveError' },
  profileInvalidLocale: { id: 'profile.invalid.locale' },
  profileInvalidTheme: { id: 'profile.invalid.theme' },
  profileInvalidDateFormat: { id: 'profile.invalid.dateFormat' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  profileDatePreview: { date: string };
}>({
  profileDatePreview: { id: 'profile.datePreview' },
});

export const profileMessages = { ...plain, ...withValues };
