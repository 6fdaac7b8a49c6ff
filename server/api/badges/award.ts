// Placeholder until area C2 lands awarding (ISSUE12.md); replaced, not kept.
import type { Db } from '../../db/client';
import type { Completion } from '../achievements/completion';

export async function awardBadgesOnCompletions(_db: Db, _completions: readonly Completion[]): Promise<void> {}

export async function awardBadgesOnLogin(_db: Db, _userId: string, _loginCount: number): Promise<void> {}
