// Maandishi ya barua pepe yanayokuja na mfumo kwa Kiswahili.
import type { ShippedLocale } from './types';

export const sw: ShippedLocale = {
  templates: {
    WELCOME: {
      subject: 'Karibu {organisationName}',
      body: `Habari {learnerName},

karibu! Akaunti imefunguliwa kwa ajili yako katika {organisationName}. Jina lako la mtumiaji ni {username}.

Tafadhali chagua nenosiri lako ili uanze:

<setPasswordLink>Chagua nenosiri lako</setPasswordLink>

Kiungo hiki kinafanya kazi hadi {linkExpiresAt, date, medium}, saa {linkExpiresAt, time, short}. Kikiisha muda, tumia "Umesahau nenosiri?" kwenye ukurasa wa kuingia.

Tunafurahi kujifunza pamoja nawe!`,
    },
    PASSWORD_RESET: {
      subject: 'Weka upya nenosiri lako',
      body: `Habari {learnerName},

mtu ameomba kuweka upya nenosiri la akaunti yako {username} katika {organisationName}. Kama ni wewe, chagua nenosiri jipya hapa:

<resetLink>Chagua nenosiri jipya</resetLink>

Kiungo kinaweza kutumika mara moja tu na kinafanya kazi kwa {validMinutes, plural, one {dakika #} other {dakika #}}.

Kama hukuomba hili, unaweza kupuuza barua pepe hii: nenosiri lako litabaki lilivyo.`,
    },
    ASSIGNMENT_CREATED: {
      subject: 'Mpya kwako: {mediumTitle}',
      body: `Habari {learnerName},

{assignedBy} amekupa "{mediumTitle}".{hasDueDate, select, yes { Tafadhali ikamilishe kufikia {dueDate, date, medium}.} other {}}

<mediumLink>Fungua {mediumTitle}</mediumLink>

Furahia kujifunza!`,
    },
    ASSIGNMENT_DUE_SOON: {
      subject:
        'Kikumbusho: "{mediumTitle}" {daysLeft, plural, =0 {inatakiwa leo} =1 {inatakiwa kesho} other {inatakiwa baada ya siku #}}',
      body: `Habari {learnerName},

kikumbusho cha kirafiki: "{mediumTitle}" inatakiwa kukamilika tarehe {dueDate, date, medium}. {daysLeft, plural, =0 {Ni leo.} =1 {Ni kesho.} other {Zimebaki siku #.}}

<mediumLink>Endelea kujifunza</mediumLink>`,
    },
    ASSIGNMENT_OVERDUE: {
      subject: 'Muda umepita: {mediumTitle}',
      body: `Habari {learnerName},

"{mediumTitle}" ilitakiwa kukamilika tarehe {dueDate, date, medium} ({daysOverdue, plural, one {siku # iliyopita} other {siku # zilizopita}}). Bado hujachelewa sana: tafadhali ikamilishe haraka iwezekanavyo.

<mediumLink>Fungua {mediumTitle}</mediumLink>`,
    },
    CERTIFICATE_ISSUED: {
      subject: 'Hongera! Cheti chako "{certificateTitle}"',
      body: `Habari {learnerName},

hongera kwa kukamilisha "{certificateTitle}" tarehe {completedOn, date, medium}! Cheti chako namba {certificateNumber} kiko tayari.

<certificatesLink>Tazama vyeti vyako</certificatesLink>

Yeyote utakayemwonyesha anaweza kuthibitisha kuwa ni halali: <verificationLink>thibitisha cheti</verificationLink>.`,
    },
    BADGE_AWARDED: {
      subject: 'Umepata beji: {badgeName}',
      body: `Habari {learnerName},

hongera! Umepata beji "{badgeName}": {badgeDescription}

<badgesLink>Tazama beji zako</badgesLink>`,
    },
    TASK_RETURNED: {
      subject: 'Kazi yako imerudishwa: {taskTitle}',
      body: `Habari {learnerName},

{returnedBy} ameangalia kazi yako "{taskTitle}" na kukurudishia pamoja na maoni.

<taskLink>Fungua kazi</taskLink>`,
    },
    NEWS_DIGEST: {
      subject: '{newsCount, plural, one {Habari # mpya} other {Habari # mpya}} katika {organisationName}',
      body: `Habari {learnerName},

haya ndiyo mapya katika {organisationName}:

{newsTitles}

<newsLink>Soma habari</newsLink>`,
    },
  },
  footer: {
    why: {
      SECURITY: 'Unapokea barua pepe hii kwa sababu inahusu akaunti yako katika {organisationName}.',
      SERVICE: 'Unapokea barua pepe hii kwa sababu unajifunza na {organisationName}.',
      REMINDERS: 'Unapokea kikumbusho hiki kwa sababu umepewa kitu cha kujifunza katika {organisationName}.',
      DIGESTS: 'Unapokea muhtasari huu kwa sababu unajifunza na {organisationName}.',
    },
    optOut: 'Unaweza kuzima barua pepe hizi katika wasifu wako.',
    optOutLink: 'Mipangilio ya barua pepe katika wasifu',
    testNotice: 'Hii ni barua pepe ya majaribio yenye data ya mfano.',
  },
};
