// Demo media for a fresh installation: categories, the project's own SCORM course, a PDF handout, a
// short video and a link. Runs through the same storage and importer as uploads. Idempotent: does
// nothing once any medium exists.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { categories, media } from '../db/schema/media';
import { openStorage, receiveBytes, resolveStorageRoot } from '../files/storage';
import { storeReceived } from '../files/store';
import { buildDemoScormPackage, DEMO_COURSE_FILE_NAME } from '../scorm/demoPackage';
import { createSecurityHandoutPdf } from './handout';

/** Made by demo/generate.sh; committed so neither the seed nor the server needs ffmpeg. */
export const DEMO_VIDEO_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'demo',
  'safe-lifting.webm',
);
export const DEMO_VIDEO_SECONDS = 24;

export const DEMO_CATEGORIES = ['Compliance', 'Safety', 'Leadership', 'IT'] as const;

async function ensureCategory(db: Db, name: string, parentId: string | null): Promise<string> {
  const parent = parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
  const [existing] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.name, name), parent))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(categories).values({ name, parentId }).returning({ id: categories.id });
  if (!created) throw new Error(`Could not create category ${name}`);
  return created.id;
}

export interface SeedMediaOptions {
  /** Same meaning as registerFiles' storageRoot; both must agree so seeded files are served. */
  storageRoot?: string;
}

export async function seedDemoMedia(
  db: Db,
  config: ServerConfig,
  options: SeedMediaOptions = {},
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(media);
  if ((existing?.n ?? 0) > 0) return;

  const ids: Record<string, string> = {};
  for (const name of DEMO_CATEGORIES) ids[name] = await ensureCategory(db, name, null);
  const infoSec = await ensureCategory(db, 'Information security', ids.IT ?? null);

  const storage = await openStorage(resolveStorageRoot(config, options.storageRoot));
  const course = await storeReceived(db, storage, {
    received: await receiveBytes(storage, await buildDemoScormPackage()),
    kind: 'SCORM',
    contentType: 'application/zip',
    originalName: DEMO_COURSE_FILE_NAME,
    uploadedBy: null,
  });
  const handout = await storeReceived(db, storage, {
    received: await receiveBytes(storage, await createSecurityHandoutPdf()),
    kind: 'PDF',
    contentType: 'application/pdf',
    originalName: 'information-security-basics-handout.pdf',
    uploadedBy: null,
  });
  const video = await storeReceived(db, storage, {
    received: await receiveBytes(storage, new Uint8Array(await readFile(DEMO_VIDEO_FILE))),
    kind: 'VIDEO',
    contentType: 'video/webm',
    originalName: 'safe-lifting.webm',
    uploadedBy: null,
  });

  const common = { published: true, unitId: null, language: 'en', createdBy: null };
  await db.insert(media).values([
    {
      ...common,
      title: 'Information security basics',
      description:
        'Passwords and multi-factor sign-in, recognising phishing and protecting data and devices, with a five-question quiz. Pass with 80 percent.',
      type: 'SCORM',
      categoryId: infoSec,
      durationMinutes: 20,
      fileId: course.id,
      scormPackageId: course.scorm?.packageId ?? null,
      launchUrl: course.scorm?.launchUrl ?? null,
      // Only a medium's own score is stored: the package's adlcp:masteryscore applies without one.
      masteryScore: null,
    },
    {
      ...common,
      title: 'Information security basics - handout',
      description: 'The essentials of the course on two printable pages, with a personal checklist.',
      type: 'PDF',
      categoryId: infoSec,
      durationMinutes: 5,
      fileId: handout.id,
      launchUrl: handout.url,
    },
    {
      ...common,
      title: 'Safe lifting at work',
      description:
        'Five habits that protect your back when you lift and carry: plan the lift, keep the load close, lift with your legs, turn with your feet and get help with heavy loads.',
      type: 'VIDEO',
      categoryId: ids.Safety ?? null,
      durationMinutes: Math.ceil(DEMO_VIDEO_SECONDS / 60),
      fileId: video.id,
      launchUrl: video.url,
    },
    {
      ...common,
      title: 'Top tips for staff (NCSC)',
      description:
        "The UK National Cyber Security Centre's free guidance for staff on phishing, passwords, devices and reporting incidents.",
      type: 'LINK',
      categoryId: ids.Compliance ?? null,
      durationMinutes: 30,
      externalUrl: 'https://www.ncsc.gov.uk/collection/top-tips-for-staff',
    },
  ]);
}
