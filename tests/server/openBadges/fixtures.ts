// Shared by the Open Badges tests: the real server on a test database, badges and awards written straight
// to the tables (awarding and the badge administration are other areas), and helpers that read the
// served documents the way an outside verifier would, with no code of server/api/openBadges.
import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildServer, type Server } from '../../../server/app';
import { users } from '../../../server/db/schema/core';
import { badgeAwards, badges, type BadgeDesign } from '../../../server/db/schema/credentials';
import { startTestApi, type TestApi } from '../api/harness';
import { addLearner } from '../learning/fixtures';

export interface Harness {
  t: TestApi;
  server: Server;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const t = await startTestApi({ publicUrl: 'https://academy.example', organisationName: 'Example Academy' });
  const server = await buildServer({ config: t.config, database: t.database });
  return {
    t,
    server,
    close: async () => {
      await server.app.close();
      await t.close();
    },
  };
}

let address = 0;
/** Each call its own address unless one is given, so only the rate-limit test spends a budget. */
export const get = (h: Harness, url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  h.server.app.inject({
    method: 'GET',
    url,
    headers,
    remoteAddress: remoteAddress ?? `10.9.${(address >> 8) & 255}.${(address += 1) & 255}`,
  });

export const DESIGN: BadgeDesign = { shape: 'shield', colour: '#1f6feb', icon: 'star', text: 'First!' };

export async function addBadge(
  h: Harness,
  values: Partial<typeof badges.$inferInsert> = {},
): Promise<string> {
  const [row] = await h.t.database.db
    .insert(badges)
    .values({
      kind: 'SYSTEM',
      rule: 'LOGIN_COUNT',
      threshold: 1,
      name: 'First sign-in',
      description: 'Signed in for the first time.',
      criteria: 'Sign in once.',
      design: DESIGN,
      ...values,
    })
    .returning({ id: badges.id });
  return row!.id;
}

export async function addAward(
  h: Harness,
  badgeId: string,
  userId: string,
  awardedAt = new Date('2026-03-04T05:06:07.891Z'),
) {
  const [row] = await h.t.database.db
    .insert(badgeAwards)
    .values({ badgeId, userId, awardedAt })
    .returning({ id: badgeAwards.id, statusIndex: badgeAwards.statusIndex });
  return row!;
}

export async function newLearner(h: Harness, username: string) {
  const learner = await addLearner(h.t, username);
  const [row] = await h.t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, learner.id));
  return { id: learner.id, email: row!.email };
}

export async function revoke(h: Harness, awardId: string, reason: string) {
  await h.t.database.db
    .update(badgeAwards)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(eq(badgeAwards.id, awardId));
}

/** The path part of an absolute document URL, for inject. */
export const pathOf = (url: string) => new URL(url).pathname;

/** A public JWK from the served JWKS as PEM, with node:crypto only. */
export const pemOf = (jwk: JsonWebKey) =>
  createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();

/** The PNG's chunks, parsed here (not with the server's baking code). */
export function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  let at = 8;
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** An uncompressed iTXt chunk's keyword and text; undefined for a compressed one. */
export function itxt(data: Buffer): { keyword: string; compressed: boolean; text: string } {
  const nul = data.indexOf(0);
  const keyword = data.toString('latin1', 0, nul);
  const compressed = data[nul + 1] === 1;
  const language = data.indexOf(0, nul + 3);
  const translated = data.indexOf(0, language + 1);
  return { keyword, compressed, text: data.subarray(translated + 1).toString('utf8') };
}
