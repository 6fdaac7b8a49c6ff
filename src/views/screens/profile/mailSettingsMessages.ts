import { defineMessages } from 'react-intl';

// Messages of the profile's mail settings; texts under `profile.mail.` in public/assets/i18n.
export const mailSettingsMessages = defineMessages({
  title: { id: 'profile.mail.title' },
  intro: { id: 'profile.mail.intro' },
  loading: { id: 'profile.mail.loading' },
  loadFailed: { id: 'profile.mail.loadFailed' },
  retry: { id: 'profile.mail.retry' },
  saveFailed: { id: 'profile.mail.saveFailed' },
  reminders: { id: 'profile.mail.reminders' },
  remindersHint: { id: 'profile.mail.reminders.hint' },
  digests: { id: 'profile.mail.digests' },
  digestsHint: { id: 'profile.mail.digests.hint' },
  alwaysSent: { id: 'profile.mail.alwaysSent' },
});
