// The notices this area raises: ASSIGNED when an assignment is made (for the learners it reaches now; the
// scheduled job of server/api/assignmentNotices raises it for people reached later) and REMINDER when a
// manager reminds. Inserted in the caller's transaction straight from assignmentLearners (once per
// learner, event and round: a repeat does nothing), published only after the transaction commits, so a
// learner's app never reloads for a notice that was rolled back.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApiPubSub } from '../context';
import { assignmentLearners } from './learners';

export interface RaisedNotice {
  userId: string;
  noticeId: number;
}

export async function raiseNotices(
  tx: Db,
  assignmentId: string,
  event: 'ASSIGNED' | 'REMINDER',
  roundKey: string,
  onlyUsers: SQL = sql`true`,
): Promise<RaisedNotice[]> {
  const result = await tx.execute(sql`
    insert into assignment_notices (assignment_id, user_id, event, round_key)
    select l.assignment_id, l.user_id, ${event}::assignment_event, ${roundKey}
    from ${assignmentLearners({ assignmentIds: [assignmentId] })} l
    where ${onlyUsers}
    on conflict do nothing
    returning id, user_id`);
  return (result as unknown as { rows: Array<{ id: number; user_id: string }> }).rows.map((r) => ({
    userId: String(r.user_id),
    noticeId: Number(r.id),
  }));
}

export function publishNotices(pubsub: ApiPubSub, notices: readonly RaisedNotice[]): void {
  for (const notice of notices) pubsub.publish('assignmentNotice', notice.userId, notice.noticeId);
}
