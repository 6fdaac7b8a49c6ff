// Every invalid medium input is refused with BAD_USER_INPUT naming its field, and nothing is stored;
// updates change only what they name.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../learning/fixtures';
import { goodZip } from '../scorm/helpers';
import { gql } from './harness';
import { M, startMediaApi, type MediaApi } from './mediaHarness';

let t: MediaApi;
let scormFileId: string;
let imageFileId: string;
beforeAll(async () => {
  t = await startMediaApi();
  scormFileId = (await t.upload(t.tokens.manager, 'course.zip', goodZip())).body.id;
  // The smallest PNG header the upload route recognises as an image.
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]);
  const image = await t.upload(t.tokens.manager, 'logo.png', png);
  expect(image.body.kind).toBe('IMAGE');
  imageFileId = image.body.id;
});
afterAll(() => t.close());

type Input = Record<string, unknown>;
const link: Input = { title: 'Golf rules', type: 'LINK', externalUrl: 'https://example.org/rules' };
const scorm = (): Input => ({ title: 'Golf', type: 'SCORM', fileId: scormFileId });

const cases: Array<[string, () => Input, string, RegExp]> = [
  ['a blank title', () => ({ ...link, title: '   ' }), 'title', /Give the medium a title/],
  [
    'a title over 200 characters',
    () => ({ ...link, title: 'g'.repeat(201) }),
    'title',
    /201 characters.*200/,
  ],
  [
    'a description over 5000',
    () => ({ ...link, description: 'd'.repeat(5001) }),
    'description',
    /limit is 5000/,
  ],
  [
    'a language that is not a code',
    () => ({ ...link, language: 'English' }),
    'language',
    /not a language code/,
  ],
  ['a duration of 0 minutes', () => ({ ...link, durationMinutes: 0 }), 'durationMinutes', /1 to 10000/],
  ['a malformed category id', () => ({ ...link, categoryId: 'golf' }), 'categoryId', /not a valid id/],
  ['an unknown category', () => ({ ...link, categoryId: randomUUID() }), 'categoryId', /no category/],
  ['a malformed unit id', () => ({ ...link, unitId: 'club' }), 'unitId', /not a valid unit id/],
  ['an unknown unit', () => ({ ...link, unitId: '99999' }), 'unitId', /no unit with id 99999/],
  ['a link without an address', () => ({ ...link, externalUrl: null }), 'externalUrl', /needs an address/],
  [
    'a javascript: link',
    () => ({ ...link, externalUrl: 'javascript:alert(1)' }),
    'externalUrl',
    /"javascript:"/,
  ],
  [
    'an ftp link',
    () => ({ ...link, externalUrl: 'ftp://example.org/x' }),
    'externalUrl',
    /http:\/\/ or https/,
  ],
  [
    'a link that is no address',
    () => ({ ...link, externalUrl: 'golf rules' }),
    'externalUrl',
    /not a web address/,
  ],
  [
    'a link with credentials',
    () => ({ ...link, externalUrl: 'https://u:p@example.org/' }),
    'externalUrl',
    /user name or password/,
  ],
  ['a link with a file', () => ({ ...link, fileId: scormFileId }), 'fileId', /A link has no file/],
  ['a SCORM medium without a file', () => ({ ...scorm(), fileId: null }), 'fileId', /needs an uploaded file/],
  [
    'a SCORM medium with an address',
    () => ({ ...scorm(), externalUrl: 'https://x.org' }),
    'externalUrl',
    /Only a link/,
  ],
  ['an unknown file', () => ({ ...scorm(), fileId: randomUUID() }), 'fileId', /no uploaded file/],
  ['a malformed file id', () => ({ ...scorm(), fileId: '../etc' }), 'fileId', /not a valid id/],
  [
    'a SCORM package as a PDF',
    () => ({ ...scorm(), type: 'PDF' }),
    'fileId',
    /"course.zip" is SCORM, not PDF/,
  ],
  [
    'an image as a video',
    () => ({ ...scorm(), type: 'VIDEO', fileId: imageFileId }),
    'fileId',
    /"logo.png" is IMAGE, not VIDEO/,
  ],
];

describe('createMedium refuses invalid input', () => {
  it.each(cases)('%s', async (_name, input, field, message) => {
    const before = await t.mediaCount();
    const response = await gql(t.api, M.create, { token: t.tokens.admin, variables: { input: input() } });
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(response.body.errors?.[0]?.message).toMatch(message);
    expect(await t.mediaCount()).toBe(before);
  });

  it('accepts the same inputs once corrected (the cases fail for their own reason)', async () => {
    const response = await gql(t.api, M.create, { token: t.tokens.admin, variables: { input: scorm() } });
    expect(response.body.errors).toBeUndefined();
    const ok = await gql(t.api, M.create, {
      token: t.tokens.admin,
      variables: { input: { ...link, title: `  ${'g'.repeat(200)}  `, language: 'sw' } },
    });
    expect(ok.body.data).toMatchObject({ createMedium: { title: 'g'.repeat(200), language: 'sw' } });
  });
});

describe('updateMedium', () => {
  it('changes only the given fields, clears with null, and keeps type and file', async () => {
    const category = await addCategory(t.database, 'Sport');
    const created = await gql<{ createMedium: { id: string } }>(t.api, M.create, {
      token: t.tokens.manager,
      variables: { input: { ...scorm(), description: 'Old', durationMinutes: 30 } },
    });
    const id = created.body.data!.createMedium.id;
    const response = await gql(t.api, M.update, {
      token: t.tokens.manager,
      variables: {
        id,
        input: { title: ' Golf Explained ', categoryId: category, durationMinutes: null, published: true },
      },
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toMatchObject({
      updateMedium: {
        id,
        title: 'Golf Explained',
        description: 'Old',
        categoryId: category,
        durationMinutes: null,
        published: true,
        type: 'SCORM',
        fileId: scormFileId,
      },
    });
  });

  it('refuses bad changes with the field named and leaves the medium as it was', async () => {
    const created = await gql<{ createMedium: { id: string; title: string } }>(t.api, M.create, {
      token: t.tokens.manager,
      variables: { input: scorm() },
    });
    const id = created.body.data!.createMedium.id;
    const refusals: Array<[Input, string]> = [
      [{ title: null }, 'title'],
      [{ title: '' }, 'title'],
      [{ externalUrl: 'https://example.org' }, 'externalUrl'],
      [{ categoryId: randomUUID() }, 'categoryId'],
      [{ language: 'EN' }, 'language'],
    ];
    for (const [input, field] of refusals) {
      const response = await gql(t.api, M.update, { token: t.tokens.manager, variables: { id, input } });
      expect(response.body.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    const unknown = await gql(t.api, M.update, {
      token: t.tokens.manager,
      variables: { id: randomUUID(), input: { title: 'x' } },
    });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    const after = await gql<{ updateMedium: { title: string } }>(t.api, M.update, {
      token: t.tokens.manager,
      variables: { id, input: {} },
    });
    expect(after.body.data?.updateMedium.title).toBe('Golf');
  });

  it('changes a link address only to another http(s) address', async () => {
    const created = await gql<{ createMedium: { id: string } }>(t.api, M.create, {
      token: t.tokens.admin,
      variables: { input: link },
    });
    const id = created.body.data!.createMedium.id;
    const bad = await gql(t.api, M.update, {
      token: t.tokens.admin,
      variables: { id, input: { externalUrl: 'data:text/html,hi' } },
    });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'externalUrl' });
    const good = await gql(t.api, M.update, {
      token: t.tokens.admin,
      variables: { id, input: { externalUrl: 'https://example.org/new' } },
    });
    expect(good.body.data).toMatchObject({ updateMedium: { externalUrl: 'https://example.org/new' } });
  });
});
