// The mails the platform sends: one per event, each with the placeholders its template may use. Shared by
// the template editor (chips, live validation), the server's validation at save (the same rules, so a
// template the editor accepts is one the server accepts) and every place that queues a mail (the data it
// must supply). A template is ICU MessageFormat: `{learnerName}`, `{dueDate, date, medium}`,
// `{daysLeft, plural, one {# day} other {# days}}`.

export const MAIL_EVENTS = [
  'WELCOME',
  'PASSWORD_RESET',
  'ASSIGNMENT_CREATED',
  'ASSIGNMENT_DUE_SOON',
  'ASSIGNMENT_OVERDUE',
  'CERTIFICATE_ISSUED',
  'BADGE_AWARDED',
  'TASK_RETURNED',
  'NEWS_DIGEST',
] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

/**
 * What a placeholder holds. TEXT: plain text (escaped in HTML). DATE: an instant as an ISO string, written with
 * `{x, date}` or `{x, date, medium}` (a bare `{x}` would print the ISO string). NUMBER: used bare, in
 * `{x, number}` or `{x, plural, ...}`. LINK: an absolute https/http address; the layout turns it into a button
 * or link.
 */
export type PlaceholderKind = 'TEXT' | 'DATE' | 'NUMBER' | 'LINK';

/**
 * Why someone gets the mail, which decides whether they may unsubscribe: SECURITY and SERVICE mails always go
 * (a reset link, a welcome, an assignment, a certificate); REMINDERS and DIGESTS can be turned off in the
 * profile.
 */
export type MailCategory = 'SECURITY' | 'SERVICE' | 'REMINDERS' | 'DIGESTS';
export const OPTIONAL_MAIL_CATEGORIES = ['REMINDERS', 'DIGESTS'] as const satisfies readonly MailCategory[];
export type OptionalMailCategory = (typeof OPTIONAL_MAIL_CATEGORIES)[number];

export interface PlaceholderDef {
  name: string;
  kind: PlaceholderKind;
}

export interface MailEventDef {
  category: MailCategory;
  placeholders: readonly PlaceholderDef[];
  /** LINK placeholders the body must use: a mail without them is useless (a reset mail without its link). */
  requiredLinks: readonly string[];
}

/** In every template: who it is for, who sends it, and the app's address. */
export const COMMON_PLACEHOLDERS: readonly PlaceholderDef[] = [
  { name: 'learnerName', kind: 'TEXT' },
  { name: 'organisationName', kind: 'TEXT' },
  { name: 'appLink', kind: 'LINK' },
];

const p = (name: string, kind: PlaceholderKind): PlaceholderDef => ({ name, kind });

export const MAIL_EVENT_DEFS: Record<MailEvent, MailEventDef> = {
  WELCOME: {
    category: 'SECURITY',
    placeholders: [p('username', 'TEXT'), p('setPasswordLink', 'LINK'), p('linkExpiresAt', 'DATE')],
    requiredLinks: ['setPasswordLink'],
  },
  PASSWORD_RESET: {
    category: 'SECURITY',
    placeholders: [p('username', 'TEXT'), p('resetLink', 'LINK'), p('validMinutes', 'NUMBER')],
    requiredLinks: ['resetLink'],
  },
  ASSIGNMENT_CREATED: {
    category: 'SERVICE',
    placeholders: [
      p('mediumTitle', 'TEXT'),
      p('assignedBy', 'TEXT'),
      p('dueDate', 'DATE'),
      // 'yes' or 'no', for `{hasDueDate, select, yes {… {dueDate, date} …} other {…}}`: an assignment may have none
      // (dueDate is then the assignment's own instant, so the template still formats).
      p('hasDueDate', 'TEXT'),
      p('mediumLink', 'LINK'),
    ],
    requiredLinks: ['mediumLink'],
  },
  ASSIGNMENT_DUE_SOON: {
    category: 'REMINDERS',
    placeholders: [
      p('mediumTitle', 'TEXT'),
      p('dueDate', 'DATE'),
      p('daysLeft', 'NUMBER'),
      p('mediumLink', 'LINK'),
    ],
    requiredLinks: ['mediumLink'],
  },
  ASSIGNMENT_OVERDUE: {
    category: 'REMINDERS',
    placeholders: [
      p('mediumTitle', 'TEXT'),
      p('dueDate', 'DATE'),
      p('daysOverdue', 'NUMBER'),
      p('mediumLink', 'LINK'),
    ],
    requiredLinks: ['mediumLink'],
  },
  CERTIFICATE_ISSUED: {
    category: 'SERVICE',
    placeholders: [
      p('certificateTitle', 'TEXT'),
      p('certificateNumber', 'TEXT'),
      p('completedOn', 'DATE'),
      p('certificatesLink', 'LINK'),
      p('verificationLink', 'LINK'),
    ],
    requiredLinks: ['certificatesLink'],
  },
  BADGE_AWARDED: {
    category: 'SERVICE',
    placeholders: [p('badgeName', 'TEXT'), p('badgeDescription', 'TEXT'), p('badgesLink', 'LINK')],
    requiredLinks: ['badgesLink'],
  },
  TASK_RETURNED: {
    category: 'SERVICE',
    placeholders: [p('taskTitle', 'TEXT'), p('returnedBy', 'TEXT'), p('taskLink', 'LINK')],
    requiredLinks: ['taskLink'],
  },
  NEWS_DIGEST: {
    category: 'DIGESTS',
    placeholders: [p('newsCount', 'NUMBER'), p('newsTitles', 'TEXT'), p('newsLink', 'LINK')],
    requiredLinks: ['newsLink'],
  },
};

/** Every placeholder a template of `event` may use: the common ones and the event's own. */
export const placeholdersOf = (event: MailEvent): readonly PlaceholderDef[] => [
  ...COMMON_PLACEHOLDERS,
  ...MAIL_EVENT_DEFS[event].placeholders,
];

/** The values a mail of `event` is rendered with, by placeholder name (DATE as ISO strings). */
export type MailData = Record<string, string | number>;

/** Locales whose defaults ship with the platform; any other locale falls back to English. */
export const MAIL_DEFAULT_LOCALES = ['en', 'de', 'sw'] as const;

export const isMailEvent = (value: string): value is MailEvent =>
  (MAIL_EVENTS as readonly string[]).includes(value);
