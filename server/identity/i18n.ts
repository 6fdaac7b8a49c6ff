// Texts of the provider's own pages (login, sign-out, errors) in every language the app allows.
// The page follows ui_locales from the app first, then the browser's Accept-Language, else English.

export const PAGE_LOCALES = ['en', 'de', 'sw'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

export interface PageTexts {
  signInTitle: string;
  signInIntro: string;
  username: string;
  password: string;
  signIn: string;
  invalidCredentials: string;
  missingCredentials: string;
  /** How long to wait, in seconds (said in minutes from two minutes on). */
  tooManyAttempts: (seconds: number) => string;
  signOutTitle: string;
  signOutQuestion: string;
  signOut: string;
  staySignedIn: string;
  signingOut: string;
  continuing: string;
  continue: string;
  signedOutTitle: string;
  signedOut: string;
  backToApp: string;
  errorTitle: string;
  errorIntro: string;
  expiredTitle: string;
  expired: string;
  /** The right password for an account an administrator deactivated. */
  deactivated: string;
  newPasswordTitle: string;
  newPasswordIntro: string;
  newPassword: string;
  newPasswordHint: (minimum: number) => string;
  repeatPassword: string;
  savePassword: string;
  passwordTooShort: (minimum: number) => string;
  passwordTooLong: (maximum: number) => string;
  passwordsDiffer: string;
  passwordUnchanged: string;
  /** The login page's link to the reset page (passwordTexts.ts has that page's own texts). */
  forgotPassword: string;
}

const en: PageTexts = {
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to your learning platform.',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  invalidCredentials: 'The username or password is not correct.',
  missingCredentials: 'Please enter your username and password.',
  tooManyAttempts: (seconds) =>
    seconds < 120
      ? `Too many failed sign-in attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
      : `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out?',
  signOut: 'Sign out',
  staySignedIn: 'Stay signed in',
  signingOut: 'Signing you out…',
  continuing: 'One moment…',
  continue: 'Continue',
  signedOutTitle: 'Signed out',
  signedOut: 'You have been signed out.',
  backToApp: 'Back to the learning platform',
  errorTitle: 'Something went wrong',
  errorIntro: 'The sign-in could not be completed.',
  expiredTitle: 'Page expired',
  expired: 'This sign-in page has expired. Please go back to the learning platform and start again.',
  deactivated: 'This account has been deactivated. Ask your administrator.',
  newPasswordTitle: 'Choose a new password',
  newPasswordIntro: 'An administrator set your password. Choose your own before you continue.',
  newPassword: 'New password',
  newPasswordHint: (minimum) => `At least ${minimum} characters.`,
  repeatPassword: 'Repeat the new password',
  savePassword: 'Save and continue',
  passwordTooShort: (minimum) => `The new password needs at least ${minimum} characters.`,
  passwordTooLong: (maximum) => `The new password can have at most ${maximum} characters.`,
  passwordsDiffer: 'The two passwords are not the same.',
  passwordUnchanged: 'Choose a password different from the one you were given.',
  forgotPassword: 'Forgot password?',
};

const de: PageTexts = {
  signInTitle: 'Anmelden',
  signInIntro: 'Melden Sie sich bei Ihrer Lernplattform an.',
  username: 'Benutzername',
  password: 'Passwort',
  signIn: 'Anmelden',
  invalidCredentials: 'Benutzername oder Passwort ist nicht korrekt.',
  missingCredentials: 'Bitte geben Sie Benutzername und Passwort ein.',
  tooManyAttempts: (seconds) =>
    seconds < 120
      ? `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} erneut.`
      : `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${Math.ceil(seconds / 60)} Minuten erneut.`,
  signOutTitle: 'Abmelden',
  signOutQuestion: 'Möchten Sie sich abmelden?',
  signOut: 'Abmelden',
  staySignedIn: 'Angemeldet bleiben',
  signingOut: 'Sie werden abgemeldet …',
  continuing: 'Einen Moment …',
  continue: 'Weiter',
  signedOutTitle: 'Abgemeldet',
  signedOut: 'Sie wurden abgemeldet.',
  backToApp: 'Zurück zur Lernplattform',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorIntro: 'Die Anmeldung konnte nicht abgeschlossen werden.',
  expiredTitle: 'Seite abgelaufen',
  expired:
    'Diese Anmeldeseite ist abgelaufen. Bitte kehren Sie zur Lernplattform zurück und beginnen Sie erneut.',
  deactivated:
    'Dieses Konto wurde deaktiviert. Wenden Sie sich an Ihre Administratorin oder Ihren Administrator.',
  newPasswordTitle: 'Neues Passwort wählen',
  newPasswordIntro:
    'Ihr Passwort wurde von der Administration festgelegt. Wählen Sie ein eigenes, bevor Sie fortfahren.',
  newPassword: 'Neues Passwort',
  newPasswordHint: (minimum) => `Mindestens ${minimum} Zeichen.`,
  repeatPassword: 'Neues Passwort wiederholen',
  savePassword: 'Speichern und weiter',
  passwordTooShort: (minimum) => `Das neue Passwort braucht mindestens ${minimum} Zeichen.`,
  passwordTooLong: (maximum) => `Das neue Passwort darf höchstens ${maximum} Zeichen haben.`,
  passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein.',
  passwordUnchanged: 'Wählen Sie ein anderes Passwort als das, das Sie erhalten haben.',
  forgotPassword: 'Passwort vergessen?',
};

const sw: PageTexts = {
  signInTitle: 'Ingia',
  signInIntro: 'Ingia kwenye jukwaa lako la kujifunzia.',
  username: 'Jina la mtumiaji',
  password: 'Nenosiri',
  signIn: 'Ingia',
  invalidCredentials: 'Jina la mtumiaji au nenosiri si sahihi.',
  missingCredentials: 'Tafadhali weka jina la mtumiaji na nenosiri.',
  tooManyAttempts: (seconds) =>
    seconds < 120
      ? `Majaribio mengi mno ya kuingia yameshindwa. Tafadhali jaribu tena baada ya sekunde ${seconds}.`
      : `Majaribio mengi mno ya kuingia yameshindwa. Tafadhali jaribu tena baada ya dakika ${Math.ceil(seconds / 60)}.`,
  signOutTitle: 'Toka',
  signOutQuestion: 'Je, unataka kutoka?',
  signOut: 'Toka',
  staySignedIn: 'Endelea kuwa umeingia',
  signingOut: 'Unatolewa…',
  continuing: 'Subiri kidogo…',
  continue: 'Endelea',
  signedOutTitle: 'Umetoka',
  signedOut: 'Umetoka kwenye akaunti yako.',
  backToApp: 'Rudi kwenye jukwaa la kujifunzia',
  errorTitle: 'Hitilafu imetokea',
  errorIntro: 'Kuingia hakukuweza kukamilika.',
  expiredTitle: 'Ukurasa umeisha muda',
  expired: 'Ukurasa huu wa kuingia umeisha muda wake. Tafadhali rudi kwenye jukwaa la kujifunzia uanze tena.',
  deactivated: 'Akaunti hii imezimwa. Muulize msimamizi wako.',
  newPasswordTitle: 'Chagua nenosiri jipya',
  newPasswordIntro: 'Msimamizi aliweka nenosiri lako. Chagua lako mwenyewe kabla ya kuendelea.',
  newPassword: 'Nenosiri jipya',
  newPasswordHint: (minimum) => `Angalau herufi ${minimum}.`,
  repeatPassword: 'Rudia nenosiri jipya',
  savePassword: 'Hifadhi na uendelee',
  passwordTooShort: (minimum) => `Nenosiri jipya linahitaji angalau herufi ${minimum}.`,
  passwordTooLong: (maximum) => `Nenosiri jipya linaweza kuwa na herufi ${maximum} tu kwa zaidi.`,
  passwordsDiffer: 'Manenosiri mawili hayafanani.',
  passwordUnchanged: 'Chagua nenosiri tofauti na lile ulilopewa.',
  forgotPassword: 'Umesahau nenosiri?',
};

export const TEXTS: Record<PageLocale, PageTexts> = { en, de, sw };

const isPageLocale = (tag: string): tag is PageLocale => (PAGE_LOCALES as readonly string[]).includes(tag);

/** Language ranges of an Accept-Language header, best first (RFC 9110 q-values). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.range && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.range);
}

/**
 * @param uiLocales space-separated `ui_locales` of the authorization request, if any
 * @param acceptLanguage the browser's Accept-Language header
 */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): PageLocale {
  const wanted = [
    ...(typeof uiLocales === 'string' ? uiLocales.toLowerCase().split(/\s+/) : []),
    ...acceptedLanguages(acceptLanguage ?? ''),
  ];
  for (const tag of wanted) {
    const primary = tag.split('-')[0] ?? '';
    if (isPageLocale(primary)) return primary;
  }
  return 'en';
}
