// Believable values for every placeholder of an event: the template editor's preview and test mail, the
// mail bench and tests. Links point at the app's real pages, so a test mail's buttons open something.
import type { MailData, MailEvent } from '../../../src/schemas/mailEvents';
import type { ServerConfig } from '../../config';

const DAY = 24 * 60 * 60 * 1000;
// A fixed instant keeps previews and tests stable: mid-month, mid-morning in most time zones.
const BASE = Date.parse('2026-03-16T09:30:00.000Z');
const iso = (days: number) => new Date(BASE + days * DAY).toISOString();

export function sampleMailData(event: MailEvent, config: Pick<ServerConfig, 'publicUrl'>): MailData {
  const url = (path: string) => `${config.publicUrl}${path}`;
  switch (event) {
    case 'WELCOME':
      return { username: 'j.doe', setPasswordLink: url('/oidc/set-password/sample'), linkExpiresAt: iso(7) };
    case 'PASSWORD_RESET':
      return { username: 'j.doe', resetLink: url('/oidc/set-password/sample'), validMinutes: 60 };
    case 'ASSIGNMENT_CREATED':
      return {
        mediumTitle: 'Fire safety basics',
        assignedBy: 'Maria Schmidt',
        dueDate: iso(14),
        hasDueDate: 'yes',
        mediumLink: url('/media'),
      };
    case 'ASSIGNMENT_DUE_SOON':
      return { mediumTitle: 'Fire safety basics', dueDate: iso(3), daysLeft: 3, mediumLink: url('/media') };
    case 'ASSIGNMENT_OVERDUE':
      return {
        mediumTitle: 'Fire safety basics',
        dueDate: iso(-2),
        daysOverdue: 2,
        mediumLink: url('/media'),
      };
    case 'CERTIFICATE_ISSUED':
      return {
        certificateTitle: 'Data protection 2026',
        certificateNumber: 'C-2026-00042',
        completedOn: iso(0),
        certificatesLink: url('/my-certificates'),
        verificationLink: url('/verify/SAMPLE-CODE'),
      };
    case 'BADGE_AWARDED':
      return {
        badgeName: 'First steps',
        badgeDescription: 'Completed the first three courses.',
        badgesLink: url('/badges-collection'),
      };
    case 'TASK_RETURNED':
      return {
        taskTitle: 'Risk assessment of your workplace',
        returnedBy: 'Maria Schmidt',
        taskLink: url('/dashboard'),
      };
    case 'NEWS_DIGEST':
      return {
        newsCount: 3,
        newsTitles: 'New courses on first aid\nThe library is open longer\nSummer party on 4 July',
        newsLink: url('/dashboard'),
      };
  }
}
