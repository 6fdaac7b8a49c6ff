// Awarding badges: the only place a badge_awards row is made by a rule (an administrator revokes, never
// awards). Called in the transaction that counted a sign-in or recorded a completion
// (achievements/completion.ts), so a rollback takes the award back and its live notice is never sent
// (emitAchievement waits for the commit). Each call is one insert … select: the rules are evaluated by
// the database, and the unique (badge_id, user_id) index makes every award happen at most once, also
// under two concurrent events (the second insert waits for the first and then does nothing). A revoked
// award keeps its row, so a revoked badge is never earned again by the same rule.
//
// A badge created (or restored) after people already qualify: `backfillBadge` awards everybody who
// qualifies at once (badge administration calls it when a badge is saved or restored), and every counted
// sign-in awards the person every badge they qualify for, not only sign-in badges, so a badge that came
// by another way (a seed, an import, a failed backfill) still reaches them at their next sign-in.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Completion } from '../achievements/completion';
import { emitAchievement } from '../achievements/events';
import { mailBadgeAwards } from '../mailEvents/achievementMails';

interface AwardedRow {
  id: string;
  badge_id: string;
  user_id: string;
}

/** Inserts (badge, user) pairs chosen by `candidates` (columns badge_id, user_id) and announces new ones. */
async function insertAwards(db: Db, candidates: SQL): Promise<AwardedRow[]> {
  const result = await db.execute(sql`
    insert into badge_awards (badge_id, user_id)
    select badge_id, user_id from (${candidates}) as candidates
    on conflict (badge_id, user_id) do nothing
    returning id, badge_id, user_id`);
  const rows = (result as unknown as { rows: AwardedRow[] }).rows;
  // The BADGE_AWARDED mail of each new award, in the awarding transaction.
  await mailBadgeAwards(
    db,
    rows.map((row) => ({ badgeId: row.badge_id, userId: row.user_id })),
  );
  for (const row of rows)
    emitAchievement(db, {
      type: 'badgeAwarded',
      awardId: row.id,
      badgeId: row.badge_id,
      userId: row.user_id,
    });
  return rows;
}

/**
 * Whether person `u` (a users row) meets badge `b`'s rule now; `logins` is their sign-in count. Each
 * branch is an index lookup for one person (enrolments and path enrolments are keyed by the person).
 */
const qualifies = (logins: SQL) => sql`(
  (b.rule = 'LOGIN_COUNT' and ${logins} >= b.threshold)
  or (b.rule in ('FIRST_COMPLETION', 'COMPLETIONS') and (select count(*) from enrolments e
        where e.user_id = u.id and e.done_at is not null)
      >= (case when b.rule = 'FIRST_COMPLETION' then 1 else b.threshold end))
  or (b.rule = 'MEDIUM' and exists (select 1 from enrolments e
        where e.user_id = u.id and e.media_id = b.media_id and e.done_at is not null))
  or (b.rule = 'PATH' and exists (select 1 from learning_path_enrolments pe
        where pe.user_id = u.id and pe.path_id = b.path_id and pe.completed)))`;

/**
 * Called once per counted provider session: every active LOGIN_COUNT badge the count reaches, and any
 * other badge the person already meets but lacks (see the top of the file).
 */
export async function awardBadgesOnLogin(db: Db, userId: string, loginCount: number): Promise<void> {
  await insertAwards(
    db,
    sql`select b.id as badge_id, u.id as user_id from badges b
        join users u on u.id = ${userId}::uuid
        where b.archived_at is null
          and not exists (select 1 from badge_awards a where a.badge_id = b.id and a.user_id = u.id)
          and ${qualifies(sql`${loginCount}::int`)}`,
  );
}

/**
 * The completion badges the completions reach: FIRST_COMPLETION and COMPLETIONS against the person's
 * distinct media done (enrolments.done_at), MEDIUM and PATH for the very medium or path completed. A
 * path's refresh may complete it for many people at once: still one statement.
 */
export async function awardBadgesOnCompletions(db: Db, completions: readonly Completion[]): Promise<void> {
  if (completions.length === 0) return;
  const list = JSON.stringify(
    completions.map((c) => ({
      user_id: c.userId,
      media_id: c.subject.kind === 'MEDIUM' ? c.subject.mediaId : null,
      path_id: c.subject.kind === 'PATH' ? c.subject.pathId : null,
    })),
  );
  await insertAwards(
    db,
    sql`with done as (
          select * from jsonb_to_recordset(${list}::jsonb) as d(user_id uuid, media_id uuid, path_id uuid)
        ), people as (
          select p.user_id, (select count(*) from enrolments e
                               where e.user_id = p.user_id and e.done_at is not null)::int as media_done
          from (select distinct user_id from done) p
        )
        select b.id as badge_id, p.user_id from badges b
        join people p on
          (b.rule = 'FIRST_COMPLETION' and p.media_done >= 1)
          or (b.rule = 'COMPLETIONS' and p.media_done >= b.threshold)
          or (b.rule = 'MEDIUM' and exists (select 1 from done d
                where d.user_id = p.user_id and d.media_id = b.media_id))
          or (b.rule = 'PATH' and exists (select 1 from done d
                where d.user_id = p.user_id and d.path_id = b.path_id))
        where b.archived_at is null and b.rule <> 'LOGIN_COUNT'`,
  );
}

/**
 * Awards one badge to everybody who already meets its rule (active accounts; a deactivated one gets it
 * at its next sign-in once reactivated). For badge administration to call in the
 * transaction that saves or restores a badge; does nothing for an archived badge. Returns how many were
 * awarded (each also gets its live notice after the commit).
 */
export async function backfillBadge(db: Db, badgeId: string): Promise<number> {
  const rows = await insertAwards(
    db,
    sql`select b.id as badge_id, u.id as user_id from badges b
        join users u on u.is_active
        where b.id = ${badgeId}::uuid and b.archived_at is null and ${qualifies(sql`u.login_count`)}`,
  );
  return rows.length;
}
