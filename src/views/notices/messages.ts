import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AssignmentNoticeEvent } from '../../graphql/generated';

// Messages of the learner's assignment notices; texts live in public/assets/i18n under `notices.`.
export const nm = defineMessages({
  heading: { id: 'notices.heading' },
  loading: { id: 'notices.loading' },
  loadError: { id: 'notices.loadError' },
  retry: { id: 'notices.retry' },
  empty: { id: 'notices.empty' },
  openMyMedia: { id: 'notices.openMyMedia' },
  markRead: { id: 'notices.markRead' },
  markAllRead: { id: 'notices.markAllRead' },
  markFailed: { id: 'notices.markFailed' },
  dismiss: { id: 'notices.dismiss' },
  liveLabel: { id: 'notices.liveLabel' },
});

export const nmWithValues = defineMessages<{ markReadLabel: { text: string } }>({
  markReadLabel: { id: 'notices.markReadLabel' },
});

/** What a notice says, by event; with a due day or without ({title}, {date}). */
export const noticeText: Record<
  AssignmentNoticeEvent,
  { dated: MessageDescriptor; undated: MessageDescriptor }
> = {
  ASSIGNED: defineMessages({ dated: { id: 'notices.assignedDue' }, undated: { id: 'notices.assigned' } }),
  // Due soon and overdue always speak of a due day; without one they read like a reminder.
  DUE_SOON: defineMessages({ dated: { id: 'notices.dueSoon' }, undated: { id: 'notices.reminder' } }),
  OVERDUE: defineMessages({ dated: { id: 'notices.overdue' }, undated: { id: 'notices.reminder' } }),
  REMINDER: defineMessages({ dated: { id: 'notices.reminderDue' }, undated: { id: 'notices.reminder' } }),
};
