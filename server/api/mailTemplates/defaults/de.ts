// Die mitgelieferten deutschen Mailtexte (Anrede mit "Sie", wie in der App).
import type { ShippedLocale } from './types';

export const de: ShippedLocale = {
  templates: {
    WELCOME: {
      subject: 'Willkommen bei {organisationName}',
      body: `Hallo {learnerName},

herzlich willkommen! Für Sie wurde ein Konto bei {organisationName} eingerichtet. Ihr Benutzername ist {username}.

Bitte wählen Sie Ihr Passwort, um loszulegen:

<setPasswordLink>Passwort wählen</setPasswordLink>

Der Link gilt bis {linkExpiresAt, date, medium}, {linkExpiresAt, time, short} Uhr. Ist er abgelaufen, nutzen Sie „Passwort vergessen?“ auf der Anmeldeseite.

Wir freuen uns auf das gemeinsame Lernen!`,
    },
    PASSWORD_RESET: {
      subject: 'Passwort zurücksetzen',
      body: `Hallo {learnerName},

jemand möchte das Passwort Ihres Kontos {username} bei {organisationName} zurücksetzen. Wenn Sie das waren, wählen Sie hier ein neues Passwort:

<resetLink>Neues Passwort wählen</resetLink>

Der Link kann einmal verwendet werden und gilt {validMinutes, plural, one {# Minute} other {# Minuten}}.

Wenn Sie das nicht angefordert haben, können Sie diese Mail ignorieren: Ihr Passwort bleibt unverändert.`,
    },
    ASSIGNMENT_CREATED: {
      subject: 'Neu für Sie: {mediumTitle}',
      body: `Hallo {learnerName},

{assignedBy} hat Ihnen „{mediumTitle}“ zugewiesen.{hasDueDate, select, yes { Bitte schließen Sie es bis zum {dueDate, date, medium} ab.} other {}}

<mediumLink>{mediumTitle} öffnen</mediumLink>

Viel Freude beim Lernen!`,
    },
    ASSIGNMENT_DUE_SOON: {
      subject:
        'Erinnerung: „{mediumTitle}“ ist {daysLeft, plural, =0 {heute} =1 {morgen} other {in # Tagen}} fällig',
      body: `Hallo {learnerName},

eine freundliche Erinnerung: „{mediumTitle}“ ist am {dueDate, date, medium} fällig. {daysLeft, plural, =0 {Das ist heute.} =1 {Das ist morgen.} other {Sie haben noch # Tage Zeit.}}

<mediumLink>Weiterlernen</mediumLink>`,
    },
    ASSIGNMENT_OVERDUE: {
      subject: 'Überfällig: {mediumTitle}',
      body: `Hallo {learnerName},

„{mediumTitle}“ war am {dueDate, date, medium} fällig (vor {daysOverdue, plural, one {# Tag} other {# Tagen}}). Es ist noch nicht zu spät: Bitte schließen Sie es so bald wie möglich ab.

<mediumLink>{mediumTitle} öffnen</mediumLink>`,
    },
    CERTIFICATE_ISSUED: {
      subject: 'Herzlichen Glückwunsch! Ihr Zertifikat „{certificateTitle}“',
      body: `Hallo {learnerName},

herzlichen Glückwunsch zum Abschluss von „{certificateTitle}“ am {completedOn, date, medium}! Ihr Zertifikat Nr. {certificateNumber} liegt für Sie bereit.

<certificatesLink>Ihre Zertifikate ansehen</certificatesLink>

Wem Sie es zeigen, der kann seine Echtheit prüfen: <verificationLink>Zertifikat prüfen</verificationLink>.`,
    },
    BADGE_AWARDED: {
      subject: 'Sie haben ein Abzeichen erhalten: {badgeName}',
      body: `Hallo {learnerName},

herzlichen Glückwunsch! Sie haben das Abzeichen „{badgeName}“ erhalten: {badgeDescription}

<badgesLink>Ihre Abzeichen ansehen</badgesLink>`,
    },
    TASK_RETURNED: {
      subject: 'Ihre Aufgabe wurde zurückgegeben: {taskTitle}',
      body: `Hallo {learnerName},

{returnedBy} hat Ihre Aufgabe „{taskTitle}“ angesehen und mit einer Rückmeldung an Sie zurückgegeben.

<taskLink>Aufgabe öffnen</taskLink>`,
    },
    NEWS_DIGEST: {
      subject:
        '{newsCount, plural, one {# neue Nachricht} other {# neue Nachrichten}} bei {organisationName}',
      body: `Hallo {learnerName},

das gibt es Neues für Sie bei {organisationName}:

{newsTitles}

<newsLink>Nachrichten lesen</newsLink>`,
    },
  },
  footer: {
    why: {
      SECURITY: 'Sie erhalten diese Mail, weil sie Ihr Konto bei {organisationName} betrifft.',
      SERVICE: 'Sie erhalten diese Mail, weil Sie bei {organisationName} lernen.',
      REMINDERS: 'Sie erhalten diese Erinnerung, weil Ihnen bei {organisationName} etwas zugewiesen ist.',
      DIGESTS: 'Sie erhalten diese Zusammenfassung, weil Sie bei {organisationName} lernen.',
    },
    optOut: 'Sie können diese Mails in Ihrem Profil abbestellen.',
    optOutLink: 'Mail-Einstellungen im Profil',
    testNotice: 'Dies ist eine Testmail mit Beispieldaten.',
  },
};
