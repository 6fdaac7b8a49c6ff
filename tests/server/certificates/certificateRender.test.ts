// The PDF: names in every script the locales use come back exactly from Debian's pdftotext and the page
// renders with pdftoppm; the PDF keeps the template version it was issued with; a render that cannot
// succeed ends FAILED with a reason after five attempts without stopping the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { certificates } from '../../../server/db/schema/credentials';
import { files } from '../../../server/db/schema/media';
import { issueCertificatesOnCompletions } from '../../../server/api/certificates/issue';
import { MAX_RENDER_ATTEMPTS } from '../../../server/api/certificates/renderJob';
import { renderCertificatePdf } from '../../../server/api/certificates/render';
import { defaultDesign, type CertificateDesign } from '../../../src/schemas/certificateDesign';
import { createMedium } from '../api/harness';
import {
  attachTemplate,
  certificatesOfUser,
  createLearner,
  newTemplateVersion,
  pdfText,
  renderAll,
  run,
  startCertificates,
  type CertificateHarness,
} from './certificatesHarness';

let h: CertificateHarness;
beforeAll(async () => {
  h = await startCertificates();
});
afterAll(() => h.close());

const db = () => h.t.database.db;

async function issueFor(name: string, mediaId: string, extra: Parameters<typeof createLearner>[2] = {}) {
  const learner = await createLearner(h.t, name, extra);
  await issueCertificatesOnCompletions(db(), [
    {
      userId: learner.id,
      subject: { kind: 'MEDIUM', mediaId },
      at: new Date('2026-03-04T09:00:00Z'),
      score: 92,
    },
  ]);
  const [row] = await certificatesOfUser(h.t, learner.id);
  return row!;
}

const pdfOf = async (id: string) => {
  const [row] = await db().select().from(certificates).where(eq(certificates.id, id));
  return { row: row!, file: row!.pdfPath ? h.storage.absolute(row!.pdfPath) : '' };
};

/** pdftotext keeps a line's words; whitespace between them may differ. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

const NAMES: [script: string, name: string, locale: string][] = [
  ['Latin with diacritics', 'Zoë Łukasz Øster-Ñúñez', 'de'],
  ['Greek', 'Αλέξανδρος Παπαδόπουλος', 'el'],
  ['Cyrillic', 'Анна Сергеевна Кузнецова', 'ru'],
  ['Vietnamese', 'Nguyễn Thị Minh Khai', 'vi'],
  ['Japanese', '山田 花子', 'ja'],
  ['Chinese', '王小明', 'zh'],
];

describe('rendering', () => {
  it.each(NAMES)(
    '%s: the name comes back exactly and the page renders to PNG',
    async (_script, name, locale) => {
      const mediaId = await createMedium(h.t.database, `Hygiene ${locale}`);
      await attachTemplate(h.t, { mediaId });
      const issued = await issueFor(name, mediaId, { locale });
      expect(await renderAll(h)).toMatchObject({ failed: 0 });
      const { row, file } = await pdfOf(issued.id);
      expect(row).toMatchObject({ pdfStatus: 'READY', renderAttempts: 1, renderError: null });
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      const text = plain(await pdfText(file));
      expect(text).toContain(name);
      expect(text).toContain(`Hygiene ${locale}`);
      expect(text).toContain(`C-${String(row.number).padStart(6, '0')}`);
      expect(text).toContain(`/verify/${row.code}`);
      const out = path.join(os.tmpdir(), `cert-${randomUUID()}`);
      await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, out]);
      const png = await readFile(`${out}.png`);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      // A4 landscape at 50 dpi: 584.6 x 413.4 pixels, rounded either way.
      expect(Math.abs(png.readUInt32BE(16) - 585)).toBeLessThanOrEqual(1);
      expect(Math.abs(png.readUInt32BE(20) - 413)).toBeLessThanOrEqual(1);
      expect((await stat(`${out}.png`)).size).toBeGreaterThan(2_000);
    },
  );

  // pdftotext reads the text layer, which stays right even when the embedded glyphs are wrong (pdf-lib's
  // own subsetting dropped most letters of the Noto fonts and every test above still passed). So the page
  // is also drawn, and compared with the same certificate embedding every glyph of the fonts.
  it.each(NAMES)(
    '%s: the subset fonts draw the page as the whole fonts do',
    async (_script, name, locale) => {
      const certificate = {
        number: 7,
        code: 'ABCDEFGHIJKLMNOPQRST',
        locale,
        issuedAt: new Date('2026-03-04T09:00:00Z'),
        data: {
          learnerName: name,
          title: 'Certified first aid',
          completedOn: '2026-03-04',
          expiresOn: '2028-03-04',
          score: 92,
          unitName: null,
          dateFormat: 'dd.MM.yyyy',
        },
      };
      const config = { publicUrl: 'https://lms.example.org', organisationName: 'Sitos Academy' };
      const draw = async (wholeFonts: boolean) => {
        const bytes = await renderCertificatePdf({
          design: defaultDesign(),
          certificate,
          config,
          background: null,
          wholeFonts,
        });
        const file = path.join(os.tmpdir(), `cert-${randomUUID()}`);
        await writeFile(`${file}.pdf`, bytes);
        await run('pdftoppm', [
          '-gray',
          '-r',
          '40',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          `${file}.pdf`,
          file,
        ]);
        return { size: bytes.length, pixels: await readFile(`${file}.pgm`) };
      };
      const [subset, whole] = await Promise.all([draw(false), draw(true)]);
      expect(subset.pixels.length).toBe(whole.pixels.length);
      let differing = 0;
      let ink = 0;
      for (let i = 0; i < whole.pixels.length; i += 1) {
        if (Math.abs(subset.pixels[i]! - whole.pixels[i]!) > 64) differing += 1;
        if (whole.pixels[i]! < 128) ink += 1;
      }
      // The page has ink (texts and the QR code), and the subset draws it pixel for pixel.
      expect(ink).toBeGreaterThan(1_000);
      expect(differing).toBe(0);
      // And it is a subset: a fraction of the whole fonts' size.
      expect(subset.size).toBeLessThan(whole.size / 5);
    },
  );

  it('a template change does not alter an issued certificate: the PDF prints version 1', async () => {
    const mediaId = await createMedium(h.t.database, 'Versioned');
    const v1: CertificateDesign = defaultDesign();
    const templateId = await attachTemplate(h.t, { mediaId });
    const issued = await issueFor('Versioned Learner', mediaId);
    const v2 = defaultDesign();
    v2.fields[0]!.texts = { en: 'Second edition heading' };
    v2.fields[3]!.texts = { en: 'finished {title} ({score})' };
    await newTemplateVersion(h.t, templateId, v2);
    await renderAll(h);
    const { row, file } = await pdfOf(issued.id);
    expect(row.templateVersion).toBe(1);
    const text = plain(await pdfText(file));
    expect(text).toContain(v1.fields[0]!.texts.en!);
    expect(text).toContain('completed Versioned on 04.03.2026');
    expect(text).not.toContain('Second edition');
    // A certificate issued after the change is printed with version 2.
    const later = await issueFor('Later Learner', mediaId);
    expect(later.templateVersion).toBe(2);
    await renderAll(h);
    const laterText = plain(await pdfText((await pdfOf(later.id)).file));
    expect(laterText).toContain('Second edition heading');
    expect(laterText).toContain('finished Versioned (92 %)');
  });

  it('a PNG background is drawn under the fields', async () => {
    const mediaId = await createMedium(h.t.database, 'With background');
    const png = await (
      await import('sharp')
    )
      .default({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const fileId = randomUUID();
    const storagePath = `blobs/${fileId}`;
    await writeFile(h.storage.absolute(storagePath), png);
    await db()
      .insert(files)
      .values({
        id: fileId,
        kind: 'IMAGE',
        originalName: 'bg.png',
        contentType: 'image/png',
        size: png.length,
        sha256: createHash('sha256').update(png).digest('hex'),
        storagePath,
      });
    await attachTemplate(h.t, { mediaId }, { design: { ...defaultDesign(), backgroundFileId: fileId } });
    const issued = await issueFor('Background Learner', mediaId);
    await renderAll(h);
    const { row, file } = await pdfOf(issued.id);
    expect(row.pdfStatus).toBe('READY');
    const out = path.join(os.tmpdir(), `cert-${randomUUID()}`);
    await run('pdftoppm', ['-png', '-r', '20', '-f', '1', '-l', '1', '-singlefile', file, out]);
    const sharp = (await import('sharp')).default;
    const { data } = await sharp(`${out}.png`).raw().toBuffer({ resolveWithObject: true });
    // The top-left pixel is the background's blue, not the page's white.
    expect([data[0], data[1], data[2]]).toEqual([0x33, 0x66, 0x99]);
  });

  it('a missing background file ends FAILED with the reason after five attempts; others still render', async () => {
    const broken = await createMedium(h.t.database, 'Broken background');
    const fine = await createMedium(h.t.database, 'Fine');
    await attachTemplate(
      h.t,
      { mediaId: broken },
      { design: { ...defaultDesign(), backgroundFileId: randomUUID() } },
    );
    await attachTemplate(h.t, { mediaId: fine });
    const failing = await issueFor('Failing Learner', broken);
    const working = await issueFor('Working Learner', fine);
    const first = await renderAll(h);
    expect(first).toMatchObject({ rendered: 1, failed: 1 });
    expect((await pdfOf(working.id)).row.pdfStatus).toBe('READY');
    let row = (await pdfOf(failing.id)).row;
    expect(row).toMatchObject({ pdfStatus: 'PENDING', renderAttempts: 1 });
    expect(row.renderError).toMatch(/background file .* is missing/);
    // The next attempt waits (the claim of a failure is fresh): a run with the normal delay leaves it.
    expect(await renderAll(h, 60_000)).toEqual({ rendered: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_RENDER_ATTEMPTS; attempt += 1) await renderAll(h);
    row = (await pdfOf(failing.id)).row;
    expect(row).toMatchObject({
      pdfStatus: 'FAILED',
      renderAttempts: MAX_RENDER_ATTEMPTS,
      pdfPath: null,
      sha256: null,
    });
    expect(row.renderError).toMatch(/background file .* is missing/);
    // FAILED is final: later runs leave it alone.
    expect(await renderAll(h)).toEqual({ rendered: 0, failed: 0 });
  });

  it('a claim left by a renderer that died is taken again once stale, not before', async () => {
    const mediaId = await createMedium(h.t.database, 'Crashed renderer');
    await attachTemplate(h.t, { mediaId });
    const issued = await issueFor('Crash Learner', mediaId);
    await db()
      .update(certificates)
      .set({ renderClaimedAt: new Date() })
      .where(eq(certificates.id, issued.id));
    expect(await renderAll(h, 60_000)).toEqual({ rendered: 0, failed: 0 });
    await db()
      .update(certificates)
      .set({ renderClaimedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(certificates.id, issued.id));
    expect(await renderAll(h, 5 * 60_000)).toEqual({ rendered: 1, failed: 0 });
  });

  it('two renderers of one certificate (a claim taken over as stale): one stores it, the served bytes are the recorded SHA-256', async () => {
    const mediaId = await createMedium(h.t.database, 'Two renderers');
    await attachTemplate(h.t, { mediaId });
    const issued = await issueFor('Twice Rendered', mediaId);
    // The second run counts every claim as stale, so it takes the first run's claim while that one renders.
    const [first, second] = await Promise.all([renderAll(h), renderAll(h, -60_000)]);
    expect(first.rendered + second.rendered).toBe(1);
    const { row, file } = await pdfOf(issued.id);
    expect(row).toMatchObject({ pdfStatus: 'READY', renderAttempts: 1, renderError: null });
    expect(
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    ).toBe(row.sha256);
    // The other renderer's file is gone: only the one the row names is left.
    const left = (await readdir(path.dirname(file))).filter((name) => name.startsWith(issued.id));
    expect(left).toEqual([path.basename(file)]);
  });
});
