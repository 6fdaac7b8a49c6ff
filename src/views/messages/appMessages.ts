import { defineMessages } from 'react-intl';

// Messages of the shell, the sign-in states and the small screens; texts live in public/assets/i18n.

const plain = defineMessages({
  shellSkipToContent: { id: 'shell.skipToContent' },
  shellAppName: { id: 'shell.appName' },
  shellNavigation: { id: 'shell.navigation' },
  shellMenuLearning: { id: 'shell.menu.learning' },
  shellMenuTeaching: { id: 'shell.menu.teaching' },
  shellMenuAdministration: { id: 'shell.menu.administration' },
  shellMenuPersonal: { id: 'shell.menu.personal' },
  shellProfile: { id: 'shell.profile' },
  shellLanguage: { id: 'shell.language' },
  shellSignIn: { id: 'shell.signIn' },
  shellSignOut: { id: 'shell.signOut' },
  authSigningIn: { id: 'auth.signingIn' },
  authSignedOutTitle: { id: 'auth.signedOut.title' },
  authSignedOutBody: { id: 'auth.signedOut.body' },
  authSessionExpiredTitle: { id: 'auth.sessionExpired.title' },
  authSessionExpiredBody: { id: 'auth.sessionExpired.body' },
  authEmbeddedTitle: { id: 'auth.embedded.title' },
  authEmbeddedBody: { id: 'auth.embedded.body' },
  authEmbeddedOpenPopup: { id: 'auth.embedded.openPopup' },
  roleAdmin: { id: 'role.ADMIN' },
  roleEducationManager: { id: 'role.EDUCATION_MANAGER' },
  roleLearner: { id: 'role.LEARNER' },
  dashboardShortcuts: { id: 'dashboard.shortcuts' },
  errorPageBack: { id: 'errorPage.back' },
  placeholderNotice: { id: 'placeholder.notice' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  shellUnitLogo: { unit: string };
  shellUserMenu: { name: string };
  shellFooterVersion: { version: string };
  shellFooterServerVersion: { version: string };
  dashboardGreeting: { name: string };
  dashboardSignedInAs: { roles: string };
}>({
  shellUnitLogo: { id: 'shell.unitLogo' },
  shellUserMenu: { id: 'shell.userMenu' },
  shellFooterVersion: { id: 'shell.footer.version' },
  shellFooterServerVersion: { id: 'shell.footer.serverVersion' },
  dashboardGreeting: { id: 'dashboard.greeting' },
  dashboardSignedInAs: { id: 'dashboard.signedInAs' },
});

export const appMessages = { ...plain, ...withValues };
