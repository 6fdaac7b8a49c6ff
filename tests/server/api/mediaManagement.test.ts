// Creating media from uploads through the API: who may, what a SCORM, PDF or link medium is made of, and
// a created Golf course reaching the learner's catalogue, enrolment and launch data.
import { PDFDocument } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../../server/db/schema/media';
import { units, userUnits } from '../../../server/db/schema/units';
import { addUnit, Q, unitId } from '../learning/fixtures';
import { fixture, fixturesPresent } from '../scorm/helpers';
import { gql } from './harness';
import { M, startMediaApi, type MediaApi } from './mediaHarness';

let t: MediaApi;
let pdf: Uint8Array;
beforeAll(async () => {
  t = await startMediaApi();
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Golf handout');
  pdf = await doc.save();
});
afterAll(() => t.close());

type Created = { createMedium: Record<string, unknown> & { id: string } };

const link = (title: string) => ({ title, type: 'LINK', externalUrl: 'https://example.org/golf' });

describe('who may create and change media', () => {
  it('refuses a learner with FORBIDDEN on every mutation and stores nothing', async () => {
    const before = await t.mediaCount();
    const created = await gql(t.api, M.create, { token: t.tokens.learner, variables: { input: link('No') } });
    expect(created.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(created.body.data).toBeNull();
    expect(await t.mediaCount()).toBe(before);

    const own = await gql<Created>(t.api, M.create, {
      token: t.tokens.admin,
      variables: { input: link('Own') },
    });
    const id = own.body.data!.createMedium.id;
    const update = await gql(t.api, M.update, {
      token: t.tokens.learner,
      variables: { id, input: { title: 'Hacked' } },
    });
    expect(update.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const publish = await gql(t.api, M.publish, {
      token: t.tokens.learner,
      variables: { id, published: true },
    });
    expect(publish.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each(['admin', 'manager', 'coach'] as const)('lets %s create a link', async (who) => {
    const response = await gql<Created>(t.api, M.create, {
      token: t.tokens[who],
      variables: { input: { ...link(`Link by ${who}`), durationMinutes: 5, language: 'de' } },
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.createMedium).toMatchObject({
      title: `Link by ${who}`,
      type: 'LINK',
      externalUrl: 'https://example.org/golf',
      fileId: null,
      launchUrl: null,
      published: false,
      language: 'de',
      durationMinutes: 5,
      unitId: null,
    });
  });

  it('lets a manager target their own unit but not another one; an admin any unit', async () => {
    const own = await unitId(t.database, 'customer-service');
    const other = await addUnit(t.database, 'golf-club');
    const mine = await gql<Created>(t.api, M.create, {
      token: t.tokens.manager,
      variables: { input: { ...link('For customer service'), unitId: String(own) } },
    });
    expect(mine.body.data?.createMedium.unitId).toBe(String(own));

    const before = await t.mediaCount();
    const foreign = await gql(t.api, M.create, {
      token: t.tokens.manager,
      variables: { input: { ...link('For the golf club'), unitId: String(other) } },
    });
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'Education managers can only give media to units they look after.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await t.mediaCount()).toBe(before);

    const byAdmin = await gql<Created>(t.api, M.create, {
      token: t.tokens.admin,
      variables: { input: { ...link('Club rules'), unitId: String(other) } },
    });
    const id = byAdmin.body.data!.createMedium.id;
    // The admin's medium for the club is not the manager's to change.
    const change = await gql(t.api, M.update, {
      token: t.tokens.manager,
      variables: { id, input: { title: 'Mine now' } },
    });
    expect(change.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const publish = await gql(t.api, M.publish, {
      token: t.tokens.manager,
      variables: { id, published: true },
    });
    expect(publish.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses an inactive unit to everyone, naming unitId, and offers it to nobody', async () => {
    const closed = await addUnit(t.database, 'closed-branch');
    await t.database.db.update(units).set({ isActive: false }).where(eq(units.id, closed));
    // The manager belongs to it: membership does not bring a closed unit back.
    await t.database.db.insert(userUnits).values({ userId: t.userIds.manager, unitId: closed });
    const existing = await gql<Created>(t.api, M.create, {
      token: t.tokens.admin,
      variables: { input: link('Before the branch closed') },
    });
    const id = existing.body.data!.createMedium.id;
    const before = await t.mediaCount();
    for (const token of [t.tokens.admin, t.tokens.manager]) {
      const created = await gql(t.api, M.create, {
        token,
        variables: { input: { ...link('For the closed branch'), unitId: String(closed) } },
      });
      expect(created.body.errors?.[0]).toMatchObject({
        message: 'The unit "closed-branch" is no longer active. Choose an active unit, or every unit.',
        extensions: { code: 'BAD_USER_INPUT', field: 'unitId' },
      });
      const moved = await gql(t.api, M.update, {
        token,
        variables: { id, input: { unitId: String(closed) } },
      });
      expect(moved.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'unitId' });
      const options = await gql<{ mediaManagementOptions: { units: Array<{ id: string }> } }>(
        t.api,
        'query { mediaManagementOptions { units { id } } }',
        { token },
      );
      expect(options.body.data!.mediaManagementOptions.units.map((u) => u.id)).not.toContain(String(closed));
    }
    expect(await t.mediaCount()).toBe(before);
    const [row] = await t.database.db.select({ unitId: media.unitId }).from(media).where(eq(media.id, id));
    expect(row?.unitId).toBeNull();
  });
});

describe('media made from uploads', () => {
  it.skipIf(!fixturesPresent)(
    'creates a SCORM medium from an uploaded Golf package with the package launch data',
    async () => {
      const uploaded = await t.upload(t.tokens.manager, 'singlescobasic.zip', fixture('singlescobasic.zip'));
      expect(uploaded.status).toBe(201);
      const response = await gql<Created>(t.api, M.create, {
        token: t.tokens.manager,
        variables: {
          input: { title: 'Golf Explained', type: 'SCORM', fileId: uploaded.body.id, published: true },
        },
      });
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.createMedium).toMatchObject({
        type: 'SCORM',
        fileId: uploaded.body.id,
        scormPackageId: uploaded.body.scorm?.packageId,
        launchUrl: uploaded.body.scorm?.launchUrl,
        masteryScore: null,
        published: true,
        externalUrl: null,
      });
      expect(uploaded.body.scorm?.launchUrl).toMatch(/\/shared\/launchpage\.html$/);
    },
  );

  it('creates a PDF medium that opens the stored file', async () => {
    const uploaded = await t.upload(t.tokens.admin, 'handout.pdf', pdf);
    const response = await gql<Created>(t.api, M.create, {
      token: t.tokens.admin,
      variables: { input: { title: 'Golf handout', type: 'PDF', fileId: uploaded.body.id } },
    });
    expect(response.body.data?.createMedium).toMatchObject({
      type: 'PDF',
      fileId: uploaded.body.id,
      launchUrl: uploaded.body.url,
      scormPackageId: null,
    });
  });

  it.skipIf(!fixturesPresent)(
    'puts a published SCORM medium in the learner catalogue, enrols and launches it; unpublished it is hidden',
    async () => {
      const uploaded = await t.upload(t.tokens.manager, 'golf.zip', fixture('singlesco_scorm12.zip'));
      const created = await gql<Created>(t.api, M.create, {
        token: t.tokens.manager,
        variables: {
          input: {
            title: 'Golf Explained - packaging',
            description: 'Etiquette, handicaps and having fun.',
            type: 'SCORM',
            fileId: uploaded.body.id,
            durationMinutes: 25,
          },
        },
      });
      const id = created.body.data!.createMedium.id;
      const search = { search: 'packaging' };
      const hidden = await gql<{ catalogue: { total: number } }>(t.api, Q.catalogue, {
        token: t.tokens.learner,
        variables: search,
      });
      expect(hidden.body.data?.catalogue.total).toBe(0);

      const published = await gql(t.api, M.publish, {
        token: t.tokens.manager,
        variables: { id, published: true },
      });
      expect(published.body.data).toEqual({ setMediumPublished: { id, published: true } });
      const listed = await gql<{
        catalogue: { items: Array<{ id: string; type: string; durationMinutes: number }> };
      }>(t.api, Q.catalogue, { token: t.tokens.learner, variables: search });
      expect(listed.body.data?.catalogue.items).toEqual([
        expect.objectContaining({ id, type: 'SCORM', durationMinutes: 25 }),
      ]);

      const enrolled = await gql(t.api, Q.enrol, { token: t.tokens.learner, variables: { mediaId: id } });
      expect(enrolled.body.errors).toBeUndefined();
      const mine = await gql<{
        myMedia: Array<{ medium: { id: string }; status: string; launch: Record<string, unknown> }>;
      }>(t.api, Q.myMedia, { token: t.tokens.learner });
      const golf = mine.body.data?.myMedia.find((m) => m.medium.id === id);
      expect(golf?.status).toBe('NOT_ATTEMPTED');
      expect(golf?.launch).toMatchObject({
        type: 'SCORM',
        url: uploaded.body.scorm?.launchUrl,
        scorm: {
          packageId: uploaded.body.scorm?.packageId,
          entry: 'ab-initio',
          lessonStatus: 'not attempted',
        },
      });

      await gql(t.api, M.publish, { token: t.tokens.manager, variables: { id, published: false } });
      const withdrawn = await gql<{ catalogue: { total: number } }>(t.api, Q.catalogue, {
        token: t.tokens.learner,
        variables: search,
      });
      expect(withdrawn.body.data?.catalogue.total).toBe(0);
    },
  );
});
