// Texts of the provider's reset and set-password pages in the app's languages (the shared words such as
// "New password" come from i18n.ts), and the password-strength feedback, keyed as zxcvbn-ts reports it.
import type { PageLocale } from './i18n';

export interface PasswordPageTexts {
  forgotTitle: string;
  forgotIntro: string;
  identifier: string;
  sendLink: string;
  identifierMissing: string;
  backToSignIn: string;
  sentTitle: string;
  sent: (validMinutes: number) => string;
  tooManyRequests: (seconds: number) => string;
  setTitle: string;
  setIntro: (username: string) => string;
  welcomeTitle: string;
  welcomeIntro: (username: string) => string;
  savePassword: string;
  weakPassword: string;
  strength: string;
  /** Score 0 to 4. */
  strengthLevels: readonly [string, string, string, string, string];
  invalidTitle: string;
  invalid: string;
  askNewLink: string;
  doneTitle: string;
  done: string;
  signInNow: string;
  warnings: Record<string, string>;
  suggestions: Record<string, string>;
}

const en: PasswordPageTexts = {
  forgotTitle: 'Forgot your password?',
  forgotIntro:
    'Enter your username or e-mail address. If an account belongs to it, we send it a link to choose a new password.',
  identifier: 'Username or e-mail address',
  sendLink: 'Send link',
  identifierMissing: 'Please enter your username or e-mail address.',
  backToSignIn: 'Back to sign in',
  sentTitle: 'Check your mail',
  sent: (minutes) =>
    `If an account belongs to what you entered, we have sent a link to its e-mail address. The link works once, for ${minutes} minutes. Nothing arrived after a few minutes? Look in your spam folder or ask again.`,
  tooManyRequests: (seconds) =>
    `Too many requests. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  setTitle: 'Set a new password',
  setIntro: (username) => `Choose a new password for the account ${username}.`,
  welcomeTitle: 'Welcome!',
  welcomeIntro: (username) => `Choose a password for your new account ${username}.`,
  savePassword: 'Save password',
  weakPassword: 'This password is too easy to guess. Choose a longer or less common one.',
  strength: 'Strength',
  strengthLevels: ['very weak', 'weak', 'fair', 'strong', 'very strong'],
  invalidTitle: 'This link no longer works',
  invalid:
    'The link has expired, was already used, or a newer link was sent. Ask for a new link and use the latest mail.',
  askNewLink: 'Ask for a new link',
  doneTitle: 'Password saved',
  done: 'Your new password is saved. Sign in with it now.',
  signInNow: 'Sign in',
  warnings: {
    straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
    sequences: 'Common character sequences like "abc" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is a heavily used password.',
    topHundred: 'This is a frequently used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'Single words are easy to guess.',
    namesByThemselves: 'Single names or surnames are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'There should not be any personal data, such as your name or username.',
    pwned: 'Your password was exposed by a data breach on the Internet.',
  },
  suggestions: {
    l33t: 'Avoid predictable letter substitutions like "@" for "a".',
    reverseWords: 'Avoid reversed spellings of common words.',
    allUppercase: 'Capitalise some, but not all letters.',
    capitalization: 'Capitalise more than the first letter.',
    dates: 'Avoid dates and years that are associated with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are associated with you.',
    sequences: 'Avoid common character sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change typing direction several times.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use multiple words, but avoid common phrases.',
    noNeed: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
    pwned: 'If you use this password elsewhere, you should change it.',
  },
};

const de: PasswordPageTexts = {
  forgotTitle: 'Passwort vergessen?',
  forgotIntro:
    'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein. Gehört ein Konto dazu, senden wir ihm einen Link, mit dem Sie ein neues Passwort wählen.',
  identifier: 'Benutzername oder E-Mail-Adresse',
  sendLink: 'Link senden',
  identifierMissing: 'Bitte geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein.',
  backToSignIn: 'Zurück zur Anmeldung',
  sentTitle: 'Sehen Sie in Ihre E-Mails',
  sent: (minutes) =>
    `Wenn zu Ihrer Eingabe ein Konto gehört, haben wir einen Link an seine E-Mail-Adresse gesendet. Der Link gilt einmal und ${minutes} Minuten lang. Nach einigen Minuten noch nichts angekommen? Sehen Sie im Spam-Ordner nach oder fragen Sie erneut.`,
  tooManyRequests: (seconds) =>
    `Zu viele Anfragen. Bitte versuchen Sie es in ${seconds < 120 ? `${seconds} Sekunden` : `${Math.ceil(seconds / 60)} Minuten`} erneut.`,
  setTitle: 'Neues Passwort festlegen',
  setIntro: (username) => `Wählen Sie ein neues Passwort für das Konto ${username}.`,
  welcomeTitle: 'Willkommen!',
  welcomeIntro: (username) => `Wählen Sie ein Passwort für Ihr neues Konto ${username}.`,
  savePassword: 'Passwort speichern',
  weakPassword:
    'Dieses Passwort ist zu leicht zu erraten. Wählen Sie ein längeres oder weniger gebräuchliches.',
  strength: 'Stärke',
  strengthLevels: ['sehr schwach', 'schwach', 'mittel', 'stark', 'sehr stark'],
  invalidTitle: 'Dieser Link gilt nicht mehr',
  invalid:
    'Der Link ist abgelaufen, wurde schon benutzt oder es wurde ein neuerer gesendet. Fordern Sie einen neuen Link an und verwenden Sie die neueste E-Mail.',
  askNewLink: 'Neuen Link anfordern',
  doneTitle: 'Passwort gespeichert',
  done: 'Ihr neues Passwort ist gespeichert. Melden Sie sich jetzt damit an.',
  signInNow: 'Anmelden',
  warnings: {
    straightRow: 'Gerade Tastenreihen auf der Tastatur sind leicht zu erraten.',
    keyPattern: 'Kurze Tastaturmuster sind leicht zu erraten.',
    simpleRepeat: 'Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.',
    extendedRepeat: 'Wiederholte Zeichenmuster wie „abcabcabc“ sind leicht zu erraten.',
    sequences: 'Häufige Zeichenfolgen wie „abc“ sind leicht zu erraten.',
    recentYears: 'Die letzten Jahre sind leicht zu erraten.',
    dates: 'Daten sind leicht zu erraten.',
    topTen: 'Dies ist ein sehr häufig verwendetes Passwort.',
    topHundred: 'Dies ist ein häufig verwendetes Passwort.',
    common: 'Dies ist ein oft verwendetes Passwort.',
    similarToCommon: 'Dies ähnelt einem oft verwendeten Passwort.',
    wordByItself: 'Einzelne Wörter sind leicht zu erraten.',
    namesByThemselves: 'Einzelne Vor- oder Nachnamen sind leicht zu erraten.',
    commonNames: 'Häufige Vor- und Nachnamen sind leicht zu erraten.',
    userInputs: 'Es sollten keine persönlichen Daten wie Ihr Name oder Benutzername darin vorkommen.',
    pwned: 'Ihr Passwort wurde bei einem Datenleck im Internet veröffentlicht.',
  },
  suggestions: {
    l33t: 'Vermeiden Sie vorhersehbare Ersetzungen wie „@“ für „a“.',
    reverseWords: 'Vermeiden Sie rückwärts geschriebene häufige Wörter.',
    allUppercase: 'Schreiben Sie einige, aber nicht alle Buchstaben groß.',
    capitalization: 'Schreiben Sie mehr als nur den ersten Buchstaben groß.',
    dates: 'Vermeiden Sie Daten und Jahre, die mit Ihnen in Verbindung stehen.',
    recentYears: 'Vermeiden Sie die letzten Jahre.',
    associatedYears: 'Vermeiden Sie Jahre, die mit Ihnen in Verbindung stehen.',
    sequences: 'Vermeiden Sie häufige Zeichenfolgen.',
    repeated: 'Vermeiden Sie wiederholte Wörter und Zeichen.',
    longerKeyboardPattern: 'Verwenden Sie längere Tastaturmuster und wechseln Sie mehrmals die Richtung.',
    anotherWord: 'Fügen Sie weitere, weniger gebräuchliche Wörter hinzu.',
    useWords: 'Verwenden Sie mehrere Wörter, aber keine gängigen Redewendungen.',
    noNeed: 'Ein starkes Passwort braucht keine Sonderzeichen, Ziffern oder Großbuchstaben.',
    pwned: 'Wenn Sie dieses Passwort anderswo verwenden, sollten Sie es ändern.',
  },
};

const sw: PasswordPageTexts = {
  forgotTitle: 'Umesahau nenosiri lako?',
  forgotIntro:
    'Weka jina lako la mtumiaji au anwani yako ya barua pepe. Ikiwa kuna akaunti yake, tutaitumia kiungo cha kuchagua nenosiri jipya.',
  identifier: 'Jina la mtumiaji au anwani ya barua pepe',
  sendLink: 'Tuma kiungo',
  identifierMissing: 'Tafadhali weka jina lako la mtumiaji au anwani yako ya barua pepe.',
  backToSignIn: 'Rudi kwenye kuingia',
  sentTitle: 'Angalia barua pepe yako',
  sent: (minutes) =>
    `Ikiwa kuna akaunti ya ulichoweka, tumetuma kiungo kwa anwani yake ya barua pepe. Kiungo kinafanya kazi mara moja tu, kwa dakika ${minutes}. Hakuna kilichofika baada ya dakika chache? Angalia folda ya barua taka au uombe tena.`,
  tooManyRequests: (seconds) =>
    `Maombi mengi mno. Tafadhali jaribu tena baada ya ${seconds < 120 ? `sekunde ${seconds}` : `dakika ${Math.ceil(seconds / 60)}`}.`,
  setTitle: 'Weka nenosiri jipya',
  setIntro: (username) => `Chagua nenosiri jipya la akaunti ${username}.`,
  welcomeTitle: 'Karibu!',
  welcomeIntro: (username) => `Chagua nenosiri la akaunti yako mpya ${username}.`,
  savePassword: 'Hifadhi nenosiri',
  weakPassword: 'Nenosiri hili ni rahisi mno kukisia. Chagua refu zaidi au lisilo la kawaida.',
  strength: 'Nguvu',
  strengthLevels: ['dhaifu sana', 'dhaifu', 'wastani', 'imara', 'imara sana'],
  invalidTitle: 'Kiungo hiki hakifanyi kazi tena',
  invalid:
    'Muda wa kiungo umekwisha, kimeshatumika, au kiungo kipya zaidi kimetumwa. Omba kiungo kipya na utumie barua pepe ya karibuni.',
  askNewLink: 'Omba kiungo kipya',
  doneTitle: 'Nenosiri limehifadhiwa',
  done: 'Nenosiri lako jipya limehifadhiwa. Ingia nalo sasa.',
  signInNow: 'Ingia',
  warnings: {
    straightRow: 'Safu zilizonyooka za vitufe kwenye kibodi ni rahisi kukisia.',
    keyPattern: 'Mifumo mifupi ya kibodi ni rahisi kukisia.',
    simpleRepeat: 'Herufi zinazorudiwa kama "aaa" ni rahisi kukisia.',
    extendedRepeat: 'Mifumo ya herufi inayorudiwa kama "abcabcabc" ni rahisi kukisia.',
    sequences: 'Mfuatano wa kawaida wa herufi kama "abc" ni rahisi kukisia.',
    recentYears: 'Miaka ya karibuni ni rahisi kukisia.',
    dates: 'Tarehe ni rahisi kukisia.',
    topTen: 'Hili ni nenosiri linalotumiwa sana mno.',
    topHundred: 'Hili ni nenosiri linalotumiwa mara nyingi.',
    common: 'Hili ni nenosiri linalotumiwa na watu wengi.',
    similarToCommon: 'Hili linafanana na nenosiri linalotumiwa na watu wengi.',
    wordByItself: 'Neno moja peke yake ni rahisi kukisia.',
    namesByThemselves: 'Jina au jina la ukoo peke yake ni rahisi kukisia.',
    commonNames: 'Majina ya kawaida na majina ya ukoo ni rahisi kukisia.',
    userInputs: 'Lisiwe na taarifa zako binafsi, kama jina lako au jina la mtumiaji.',
    pwned: 'Nenosiri lako lilifichuliwa katika uvujaji wa data kwenye mtandao.',
  },
  suggestions: {
    l33t: 'Epuka kubadilisha herufi kwa njia inayotabirika, kama "@" badala ya "a".',
    reverseWords: 'Epuka maneno ya kawaida yaliyoandikwa kinyume.',
    allUppercase: 'Tumia herufi kubwa kwa baadhi ya herufi, si zote.',
    capitalization: 'Tumia herufi kubwa zaidi ya herufi ya kwanza tu.',
    dates: 'Epuka tarehe na miaka inayohusiana nawe.',
    recentYears: 'Epuka miaka ya karibuni.',
    associatedYears: 'Epuka miaka inayohusiana nawe.',
    sequences: 'Epuka mfuatano wa kawaida wa herufi.',
    repeated: 'Epuka maneno na herufi zinazorudiwa.',
    longerKeyboardPattern: 'Tumia mifumo mirefu ya kibodi na ubadilishe mwelekeo wa kuandika mara kadhaa.',
    anotherWord: 'Ongeza maneno zaidi yasiyo ya kawaida.',
    useWords: 'Tumia maneno kadhaa, lakini epuka misemo ya kawaida.',
    noNeed: 'Unaweza kuunda nenosiri imara bila alama, namba au herufi kubwa.',
    pwned: 'Ukitumia nenosiri hili mahali pengine, unapaswa kulibadilisha.',
  },
};

export const PASSWORD_TEXTS: Record<PageLocale, PasswordPageTexts> = { en, de, sw };
