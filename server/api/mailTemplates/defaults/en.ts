// The shipped English mail texts: the defaults of `en` and the fallback of every locale without its own.
import type { ShippedLocale } from './types';

export const en: ShippedLocale = {
  templates: {
    WELCOME: {
      subject: 'Welcome to {organisationName}',
      body: `Hello {learnerName},

welcome! An account has been created for you at {organisationName}. Your username is {username}.

Please choose your password to get started:

<setPasswordLink>Choose your password</setPasswordLink>

This link works until {linkExpiresAt, date, medium}, {linkExpiresAt, time, short}. If it has expired, use "Forgot password?" on the sign-in page.

We look forward to learning with you!`,
    },
    PASSWORD_RESET: {
      subject: 'Reset your password',
      body: `Hello {learnerName},

someone asked to reset the password of your account {username} at {organisationName}. If that was you, choose a new password here:

<resetLink>Choose a new password</resetLink>

The link can be used once and works for {validMinutes, plural, one {# minute} other {# minutes}}.

If you did not ask for this, you can ignore this mail: your password stays as it is.`,
    },
    ASSIGNMENT_CREATED: {
      subject: 'New for you: {mediumTitle}',
      body: `Hello {learnerName},

{assignedBy} has assigned "{mediumTitle}" to you.{hasDueDate, select, yes { Please complete it by {dueDate, date, medium}.} other {}}

<mediumLink>Open {mediumTitle}</mediumLink>

Happy learning!`,
    },
    ASSIGNMENT_DUE_SOON: {
      subject:
        'Reminder: "{mediumTitle}" is due {daysLeft, plural, =0 {today} =1 {tomorrow} other {in # days}}',
      body: `Hello {learnerName},

a friendly reminder: "{mediumTitle}" is due on {dueDate, date, medium}. {daysLeft, plural, =0 {That is today.} =1 {That is tomorrow.} other {You have # days left.}}

<mediumLink>Continue learning</mediumLink>`,
    },
    ASSIGNMENT_OVERDUE: {
      subject: 'Overdue: {mediumTitle}',
      body: `Hello {learnerName},

"{mediumTitle}" was due on {dueDate, date, medium} ({daysOverdue, plural, one {# day} other {# days}} ago). It is not too late: please complete it as soon as you can.

<mediumLink>Open {mediumTitle}</mediumLink>`,
    },
    CERTIFICATE_ISSUED: {
      subject: 'Congratulations! Your certificate "{certificateTitle}"',
      body: `Hello {learnerName},

congratulations on completing "{certificateTitle}" on {completedOn, date, medium}! Your certificate no. {certificateNumber} is ready for you.

<certificatesLink>View your certificates</certificatesLink>

Anyone you show it to can check that it is genuine: <verificationLink>verify the certificate</verificationLink>.`,
    },
    BADGE_AWARDED: {
      subject: 'You earned a badge: {badgeName}',
      body: `Hello {learnerName},

congratulations! You have earned the badge "{badgeName}": {badgeDescription}

<badgesLink>See your badges</badgesLink>`,
    },
    TASK_RETURNED: {
      subject: 'Your task was returned: {taskTitle}',
      body: `Hello {learnerName},

{returnedBy} has looked at your task "{taskTitle}" and returned it to you with feedback.

<taskLink>Open the task</taskLink>`,
    },
    NEWS_DIGEST: {
      subject: '{newsCount, plural, one {# new article} other {# new articles}} at {organisationName}',
      body: `Hello {learnerName},

here is what is new at {organisationName}:

{newsTitles}

<newsLink>Read the news</newsLink>`,
    },
  },
  footer: {
    why: {
      SECURITY: 'You receive this mail because it concerns your account at {organisationName}.',
      SERVICE: 'You receive this mail because you learn with {organisationName}.',
      REMINDERS: 'You receive this reminder because something is assigned to you at {organisationName}.',
      DIGESTS: 'You receive this summary because you learn with {organisationName}.',
    },
    optOut: 'You can turn these mails off in your profile.',
    optOutLink: 'Mail settings in your profile',
    testNotice: 'This is a test mail with sample data.',
  },
};
