// What certificates and badges tell the rest of the server once their transaction has committed: a
// certificate waits to be rendered (the render job is woken), a badge was awarded (the learner's live
// notice). In-process, like the API's pubsub; each app bridges it to its own pubsub and jobs
// (bridge.ts). An event names rows by id only: whoever reacts reads them, so a stale event does no harm.
import { EventEmitter } from 'node:events';
import { afterCommit } from '../../db/afterCommit';
import type { Db } from '../../db/client';

export type AchievementEvent =
  | { type: 'certificateIssued'; certificateId: string; userId: string }
  | { type: 'badgeAwarded'; awardId: string; badgeId: string; userId: string };

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

/** Emits the event after `db`'s transaction commits (at once outside a transaction). */
export function emitAchievement(db: Db, event: AchievementEvent): void {
  afterCommit(db, () => emitter.emit('event', event));
}

/** Listens to every achievement event of this process; returns the unsubscribe. */
export function onAchievement(listener: (event: AchievementEvent) => void): () => void {
  emitter.on('event', listener);
  return () => emitter.off('event', listener);
}
