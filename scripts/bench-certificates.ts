// `npm run bench:certificates`: certificate PDFs, on PGlite (or, with DATABASE_URL, a throw-away database
// on that server). Not part of CI.
//  - Rendering: BENCH_RENDERS (50) certificates of the default template (the editor's starting design: texts,
//    number, URL and QR code) with names in Latin with diacritics, Greek, Cyrillic, Vietnamese, Japanese and
//    Chinese, rendered by the render job's own run: certificates per second.
//  - Completion to downloadable: the real stack over loopback HTTP (the API, the job queue with the render
//    job, the achievements bridge, the download route). A learner's SCORM commit passes a medium with a
//    template; the clock runs from sending the commit until GET /api/certificates/<id>.pdf answers the PDF.
//    BENCH_SAMPLES (30) completions, one after the other: p50, p95, max.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fastify from 'fastify';
import { testConfig } from '../server/config';
import type { Db } from '../server/db/client';
import { users } from '../server/db/schema/core';
import {
  certificateLinks,
  certificates,
  certificateTemplates,
  certificateTemplateVersions,
} from '../server/db/schema/credentials';
import { media } from '../server/db/schema/media';
import { createApi } from '../server/api/index';
import { createJobs } from '../server/jobs/index';
import { registerFiles } from '../server/files/index';
import { bridgeAchievements } from '../server/api/achievements/bridge';
import { issueCertificatesOnCompletions } from '../server/api/certificates/issue';
import { registerCertificateJobs, runCertificateRenders } from '../server/api/certificates/renderJob';
import { registerCertificateDownload } from '../server/api/certificates/download';
import { defaultDesign } from '../src/schemas/certificateDesign';
import { createTestKeys, signToken, testVerifier } from '../tests/server/api/harness';
import { openBenchDatabase } from './bench/database';
import { percentile } from './bench/stats';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 50);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);

const NAMES: [string, string][] = [
  ['Zoë Łukasz Øster-Ñúñez', 'de'],
  ['Αλέξανδρος Παπαδόπουλος', 'el'],
  ['Анна Сергеевна Кузнецова', 'ru'],
  ['Nguyễn Thị Minh Khai', 'vi'],
  ['山田 花子', 'ja'],
  ['王小明', 'zh'],
];

async function mediumWithTemplate(db: Db, templateId: string, title: string): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({ title, type: 'SCORM', launchUrl: '/files/scorm/bench/index.html', published: true })
    .returning({ id: media.id });
  await db.insert(certificateLinks).values({ templateId, mediaId: row!.id, validityMonths: 24 });
  return row!.id;
}

async function learner(db: Db, i: number): Promise<string> {
  const [name, locale] = NAMES[i % NAMES.length]!;
  const [row] = await db
    .insert(users)
    .values({
      username: `bench-cert-${i}`,
      passwordHash: 'x',
      name,
      email: `c${i}@example.org`,
      roles: ['LEARNER'],
      locale,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function main(): Promise<void> {
  const { database, cleanup, where } = await openBenchDatabase();
  const db = database.db;
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-certificates-'));
  const app = fastify({ bodyLimit: 1024 * 1024 });
  const jobs = createJobs(database);
  try {
    console.log(`Certificates on ${where}`);
    const config = testConfig({ databaseUrl: undefined });
    const keys = await createTestKeys();
    const verifier = testVerifier(config, keys);
    const api = createApi({ config, db, verifier, jobs });
    await api.register(app);
    const storage = await registerFiles(app, { config, db, verifier, storageRoot: path.join(work, 'files') });
    registerCertificateDownload(app, { db, verifier, storage });
    const [template] = await db.insert(certificateTemplates).values({ name: 'Bench' }).returning();
    await db
      .insert(certificateTemplateVersions)
      .values({ templateId: template!.id, version: 1, design: defaultDesign() });

    // Rendering throughput, before the queue runs (so only this run renders).
    const renderMedium = await mediumWithTemplate(db, template!.id, 'Händehygiene – Grundkurs');
    for (let i = 0; i < RENDERS; i += 1) {
      const userId = await learner(db, i);
      await issueCertificatesOnCompletions(db, [
        { userId, subject: { kind: 'MEDIUM', mediaId: renderMedium }, at: new Date(), score: 80 + (i % 20) },
      ]);
    }
    const renderStart = performance.now();
    const rendered = await runCertificateRenders({ db, storage, config }, {});
    const renderMs = performance.now() - renderStart;
    if (rendered.rendered !== RENDERS) throw new Error(`rendered ${JSON.stringify(rendered)} of ${RENDERS}`);
    console.log(
      `\nRendering: ${RENDERS} certificates (6 scripts mixed) in ${(renderMs / 1000).toFixed(2)} s = ` +
        `${((RENDERS * 1000) / renderMs).toFixed(1)} certificates/s (${(renderMs / RENDERS).toFixed(0)} ms each, first includes font loading)`,
    );

    // The whole path, with the queue and the bridge as the server runs them.
    registerCertificateJobs(jobs, { db, storage, config });
    const unbridge = bridgeAchievements({ pubsub: api.pubsub, jobs });
    await jobs.start();
    await jobs.ready('certificate-render');
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const userId = await learner(db, RENDERS + i);
      const token = await signToken(config, keys, { sub: userId, roles: ['LEARNER'], expiresIn: 3600 });
      const mediaId = await mediumWithTemplate(db, template!.id, `Bench course ${i}`);
      const start = performance.now();
      const commit = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'graphql-preflight': '1',
        },
        body: JSON.stringify({
          query:
            'mutation($input: Scorm12AttemptCommitInput!) { scorm12Attempt { commit(input: $input) { id } } }',
          variables: {
            input: {
              hash: `bench-${i}`,
              mediaId,
              cmi: { core: { lesson_status: 'passed', score: { raw: '90', min: '0', max: '100' } } },
              committedAt: new Date().toISOString(),
            },
          },
        }),
      });
      const body = (await commit.json()) as { errors?: unknown };
      if (body.errors) throw new Error(`commit failed: ${JSON.stringify(body.errors)}`);
      const [row] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.userId, userId));
      if (!row) throw new Error('no certificate issued');
      for (;;) {
        const response = await fetch(`${base}/api/certificates/${row.id}.pdf`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.status === 200) {
          await response.arrayBuffer();
          break;
        }
        if (response.status !== 409) throw new Error(`download answered ${response.status}`);
        await response.arrayBuffer();
        if (performance.now() - start > 120_000) throw new Error('not downloadable after 2 minutes');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      times.push(performance.now() - start);
    }
    unbridge();
    times.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(
      `Completion to downloadable (HTTP commit → job triggered after commit → PDF → GET 200), ${SAMPLES} samples: ` +
        `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1)!)}`,
    );
  } finally {
    await jobs.stop();
    await app.close();
    await cleanup();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
