// The one place a completion or a counted sign-in reaches certificates and badges, in the transaction
// that recorded it (so a rollback takes the certificate and the award back with it). Called by
// enrolments/store.ts (a medium newly done), pathProgress/refresh.ts (a path newly complete) and
// user/updateCountUserLogin.ts (a sign-in counted once per provider session).
import type { Db } from '../../db/client';
import { awardBadgesOnCompletions, awardBadgesOnLogin } from '../badges/award';
import { issueCertificatesOnCompletions } from '../certificates/issue';

export interface Completion {
  userId: string;
  subject: { kind: 'MEDIUM'; mediaId: string } | { kind: 'PATH'; pathId: string };
  /** When it was completed: also what makes issuing for it idempotent (certificates.round_key). */
  at: Date;
  /** 0-100 for a scored medium; null otherwise. */
  score: number | null;
}

export async function recordCompletions(db: Db, completions: readonly Completion[]): Promise<void> {
  if (completions.length === 0) return;
  await issueCertificatesOnCompletions(db, completions);
  await awardBadgesOnCompletions(db, completions);
}

export async function recordCountedLogin(db: Db, userId: string, loginCount: number): Promise<void> {
  await awardBadgesOnLogin(db, userId, loginCount);
}
