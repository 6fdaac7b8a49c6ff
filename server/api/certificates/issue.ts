// Placeholder until area B1 lands issuing (ISSUE12.md); replaced, not kept.
import type { Db } from '../../db/client';
import type { Completion } from '../achievements/completion';

export async function issueCertificatesOnCompletions(
  _db: Db,
  _completions: readonly Completion[],
): Promise<void> {}
