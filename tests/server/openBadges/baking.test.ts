// Baked badges: the PNG still opens as an image (sharp) with its one iTXt 'openbadgecredential' chunk
// holding the same VC-JWT as the .jwt download (chunks parsed here, not with the server's code); the SVG
// carries it in <openbadges:credential verify>; the OB 2.0 PNG carries the hosted assertion in
// 'openbadges'. Uploaded images are rasterised, so an uploaded SVG's script never reaches anybody.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../server/db/schema/media';
import { resolveStorageRoot } from '../../../server/files/storage';
import { addAward, addBadge, get, itxt, newLearner, pngChunks, startHarness, type Harness } from './fixtures';

let h: Harness;
let learner: { id: string; email: string };
beforeAll(async () => {
  h = await startHarness();
  learner = await newLearner(h, 'wanjiru');
});
afterAll(() => h.close());

/** Stores bytes as an uploaded IMAGE file, the way /api/upload leaves them. */
async function addImageFile(bytes: Buffer, contentType: string): Promise<string> {
  const id = randomUUID();
  // The server's storage: the process-wide temp root of a config without a data folder.
  const root = resolveStorageRoot(h.t.config);
  const storagePath = `blobs/${id}`;
  await mkdir(path.join(root, 'blobs'), { recursive: true });
  await writeFile(path.join(root, storagePath), bytes);
  await h.t.database.db.insert(files).values({
    id,
    kind: 'IMAGE',
    originalName: 'badge',
    contentType,
    size: bytes.length,
    sha256: 'x',
    storagePath,
  });
  return id;
}

describe('baked credentials', () => {
  it('bakes the VC-JWT into the PNG, once, uncompressed, and the PNG still opens as a 400 × 400 image', async () => {
    const badgeId = await addBadge(h, { name: 'Ten sign-ins' });
    const { id } = await addAward(h, badgeId, learner.id);
    const png = await get(h, `/ob/v3/credentials/${id}.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const bytes = png.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 400 });
    const chunks = pngChunks(bytes);
    expect(chunks[0]!.type).toBe('IHDR');
    expect(chunks.at(-1)!.type).toBe('IEND');
    const baked = chunks.filter((c) => c.type === 'iTXt').map((c) => itxt(c.data));
    const credentials = baked.filter((c) => c.keyword === 'openbadgecredential');
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.compressed).toBe(false);
    const jwt = (await get(h, `/ob/v3/credentials/${id}.jwt`)).body;
    expect(credentials[0]!.text).toBe(jwt);
    // The image itself is the badge's: the same pixels as the unbaked image.
    const plain = (await get(h, `/ob/images/${badgeId}.png`)).rawPayload;
    const [a, b] = await Promise.all([sharp(bytes).raw().toBuffer(), sharp(plain).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
    expect(pngChunks(plain).some((c) => c.type === 'iTXt')).toBe(false);
  });

  it('bakes the SVG with the openbadges namespace and one credential element right after the root tag', async () => {
    const badgeId = await addBadge(h, { name: 'Five completions' });
    const { id } = await addAward(h, badgeId, learner.id);
    const res = await get(h, `/ob/v3/credentials/${id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = res.body;
    const jwt = (await get(h, `/ob/v3/credentials/${id}.jwt`)).body;
    expect(svg).toMatch(/^<svg [^>]*xmlns:openbadges="https:\/\/purl\.imsglobal\.org\/ob\/v3p0"[^>]*>/);
    const root = /^<svg[^>]*>/.exec(svg)![0];
    expect(svg.slice(root.length)).toMatch(
      new RegExp(`^<openbadges:credential verify="${jwt.replace(/\./g, '\\.')}"></openbadges:credential>`),
    );
    expect(svg.match(/<openbadges:credential/g)).toHaveLength(1);
    // Still an image sharp can draw.
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({
      format: 'svg',
      width: 400,
      height: 400,
    });
  });

  it('bakes the OB 2.0 hosted assertion into the PNG under the keyword openbadges', async () => {
    const badgeId = await addBadge(h, { name: 'Forklift course' });
    const { id } = await addAward(h, badgeId, learner.id);
    const res = await get(h, `/ob/v2/assertions/${id}.png`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
    const baked = pngChunks(res.rawPayload)
      .filter((c) => c.type === 'iTXt')
      .map((c) => itxt(c.data));
    expect(baked.map((c) => c.keyword)).toEqual(['openbadges']);
    const assertion = JSON.parse(baked[0]!.text);
    expect(assertion).toEqual((await get(h, `/ob/v2/assertions/${id}`)).json());
    expect(assertion.id).toBe(`https://academy.example/ob/v2/assertions/${id}`);
  });

  it('rasterises an uploaded image: a PNG of another size is fitted, an SVG with a script loses the script', async () => {
    const wide = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const pngBadge = await addBadge(h, {
      name: 'Uploaded',
      design: null,
      imageFileId: await addImageFile(wide, 'image/png'),
    });
    const png = await get(h, `/ob/images/${pngBadge}.png`);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 400, height: 400, hasAlpha: true });
    const { data, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    expect(pixel(200, 200)).toEqual([255, 0, 0, 255]);
    // Letterboxed, transparent above and below.
    expect(pixel(200, 10)[3]).toBe(0);

    const evil = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)">' +
        '<script>alert(document.cookie)</script><rect width="100" height="100" fill="#00ff00"/></svg>',
    );
    const svgBadge = await addBadge(h, {
      name: 'Evil <b>',
      design: null,
      imageFileId: await addImageFile(evil, 'image/svg+xml'),
    });
    const svg = (await get(h, `/ob/images/${svgBadge}.svg`)).body;
    expect(svg).not.toMatch(/script|onload|alert/i);
    expect(svg).toContain('<title>Evil &#60;b&#62;</title>');
    expect(svg).toMatch(/href="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
    const drawn = await sharp((await get(h, `/ob/images/${svgBadge}.png`)).rawPayload)
      .raw()
      .toBuffer();
    expect([...drawn.subarray(0, 4)]).toEqual([0, 255, 0, 255]);
    const { id } = await addAward(h, svgBadge, learner.id);
    const baked = (await get(h, `/ob/v3/credentials/${id}.svg`)).body;
    expect(baked).not.toMatch(/script|onload/i);
  });

  it("draws a designed badge with the designer's SVG, and an upload that cannot be read as the design", async () => {
    const designed = await addBadge(h, { name: 'Designed' });
    const svg = (await get(h, `/ob/images/${designed}.svg`)).body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400"/);
    expect(svg).toContain('<title>Designed</title>');
    expect(svg).toContain('First!');
    const broken = await addBadge(h, {
      name: 'Broken',
      imageFileId: await addImageFile(Buffer.from('not an image'), 'image/png'),
    });
    const res = await get(h, `/ob/images/${broken}.png`);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 400, height: 400 });
  });
});
