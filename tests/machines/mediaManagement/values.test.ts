// The pure parts of media management: the list's query as API variables, the addresses, and the form's
// values to and from the API.
import { describe, expect, it } from 'vitest';
import { defaultQuery, queryFromSearch } from '../../../src/machines/admin/listMachine';
import { editHref, listHref, newHref, pageOf } from '../../../src/machines/mediaManagement/mediaLocations';
import { filterOf, MEDIA_LIST_QUERY, variablesOf } from '../../../src/machines/mediaManagement/mediaQuery';
import {
  createInputOf,
  EMPTY_MEDIUM,
  initialValues,
  recordFromConflict,
  recordOf,
  titleFromFileName,
  updateInputOf,
} from '../../../src/machines/mediaManagement/mediumValues';
import { validateValues } from '../../../src/machines/admin/formValues';
import { mediumFormSchema } from '../../../src/schemas/media';
import { medium, storedPdf, storedScorm } from './fixtures';

const query = (search: string) => queryFromSearch(search, MEDIA_LIST_QUERY);

describe('the list query as managedMedia variables', () => {
  it('sends the defaults: newest change first, 25 per page, active media', () => {
    expect(variablesOf(defaultQuery(MEDIA_LIST_QUERY), 0, 25)).toEqual({
      search: null,
      filter: {},
      sort: 'UPDATED',
      direction: 'DESC',
      offset: 0,
      first: 25,
    });
  });

  it('reads every filter of the address', () => {
    const q = query(
      '?q=+fire+&type=PDF,VIDEO,BOGUS&category=c-1&unit=every,3&published=false&state=ARCHIVED&sort=title&page=2',
    );
    expect(variablesOf(q, 25, 25)).toEqual({
      search: 'fire',
      filter: {
        types: ['PDF', 'VIDEO'],
        categoryIds: ['c-1'],
        unitIds: ['3'],
        everyUnit: true,
        published: false,
        state: 'ARCHIVED',
      },
      sort: 'TITLE',
      direction: 'ASC',
      offset: 25,
      first: 25,
    });
  });

  it('takes both published choices, an unknown state and only "every" unit as no such filter', () => {
    expect(filterOf(query('?published=true,false&state=SOMETIMES&unit=every'))).toEqual({
      everyUnit: true,
    });
    expect(filterOf(query('?sort=enrolments&dir=desc'))).toEqual({});
    expect(variablesOf(query('?sort=enrolments&dir=desc'), 0, 50)).toMatchObject({
      sort: 'ENROLMENTS',
      direction: 'DESC',
    });
  });
});

describe('addresses', () => {
  it('keeps the list query while a medium is open and finds the page from the address', () => {
    expect(editHref('?q=fire&page=2&new=', 'm-1')).toBe('/media-management?q=fire&page=2&edit=m-1');
    expect(newHref('?q=fire&edit=m-1')).toBe('/media-management?q=fire&new=');
    expect(listHref('?q=fire&edit=m-1')).toBe('/media-management?q=fire');
    expect(listHref('')).toBe('/media-management');
    expect(pageOf('?q=fire&edit=m-1')).toEqual({ page: 'edit', id: 'm-1' });
    expect(pageOf('?new')).toEqual({ page: 'new' });
    expect(pageOf('?q=x&edit=')).toEqual({ page: 'list' });
  });
});

describe('the medium form values', () => {
  it("starts an upload's medium with the package title or a title from the file name", () => {
    expect(initialValues(storedScorm)).toEqual({
      type: 'SCORM',
      fileId: storedScorm.id,
      externalUrl: null,
      title: 'Fire safety',
    });
    expect(initialValues({ ...storedPdf, originalName: 'fire-safety_handout.v2.pdf' })).toMatchObject({
      type: 'PDF',
      title: 'fire safety handout.v2',
    });
    expect(initialValues({ ...storedPdf, kind: 'VIDEO', durationSeconds: 200 })).toMatchObject({
      durationMinutes: 3,
    });
    expect(initialValues(null)).toEqual({ type: 'LINK', externalUrl: '' });
    expect(titleFromFileName('x'.repeat(300) + '.zip')).toHaveLength(200);
  });

  it('a link without an address, a title too long and an upload without a file fail the shared schema', () => {
    const link = { ...EMPTY_MEDIUM, ...initialValues(null), title: 'Tips' };
    expect(validateValues(mediumFormSchema, link)).toMatchObject({
      externalUrl: { code: 'externalUrl.required' },
    });
    const long = { ...EMPTY_MEDIUM, ...initialValues(storedPdf), title: 'x'.repeat(201) };
    expect(validateValues(mediumFormSchema, long)).toMatchObject({
      title: { code: 'title.tooLong', params: { maximum: 200 } },
    });
    expect(validateValues(mediumFormSchema, { ...EMPTY_MEDIUM, type: 'PDF', title: 'A' })).toMatchObject({
      fileId: { code: 'fileId.required' },
    });
    expect(validateValues(mediumFormSchema, { ...EMPTY_MEDIUM, ...initialValues(storedPdf) })).toEqual({});
  });

  it('creates with the fields of its type only', () => {
    const pdf = { ...EMPTY_MEDIUM, ...initialValues(storedPdf), masteryScore: 80 };
    expect(createInputOf(pdf)).toEqual({
      title: 'handout',
      description: '',
      type: 'PDF',
      categoryId: null,
      unitId: null,
      language: 'en',
      durationMinutes: null,
      published: false,
      fileId: storedPdf.id,
    });
    const scorm = {
      ...EMPTY_MEDIUM,
      ...initialValues(storedScorm),
      masteryScore: 70,
      cover: { fileId: 'img-1', url: '/files/img-1', changed: true },
    };
    expect(createInputOf(scorm)).toMatchObject({
      masteryScore: 70,
      coverFileId: 'img-1',
      fileId: storedScorm.id,
    });
    const link = { ...EMPTY_MEDIUM, title: 'Tips', externalUrl: ' https://example.org/tips ' };
    expect(createInputOf(link)).toMatchObject({ type: 'LINK', externalUrl: 'https://example.org/tips' });
    expect(createInputOf(link)).not.toHaveProperty('fileId');
  });

  it('updates only what changed; a removed cover is sent as null, a kept one not at all', () => {
    const values = recordOf(medium('m-1', { coverUrl: '/files/c-1' })).values;
    expect(updateInputOf({ ...values, title: 'New' }, ['title'])).toEqual({ title: 'New' });
    expect(
      updateInputOf({ ...values, cover: { fileId: null, url: null, changed: true } }, ['cover']),
    ).toEqual({
      coverFileId: null,
    });
    expect(updateInputOf(values, [])).toEqual({});
  });

  it('reads a medium, and a conflict’s current medium only when it looks like one', () => {
    const record = recordOf(medium('m-1', { type: 'SCORM', masteryScore: 80, coverUrl: '/files/c' }));
    expect(record).toMatchObject({
      id: 'm-1',
      updatedAt: '2026-03-01T10:00:00.000Z',
      values: {
        type: 'SCORM',
        masteryScore: 80,
        externalUrl: null,
        cover: { url: '/files/c', changed: false },
      },
    });
    expect(recordFromConflict(medium('m-1'))).toEqual(recordOf(medium('m-1')));
    expect(recordFromConflict(null)).toBeNull();
    expect(recordFromConflict({ id: 'm-1' })).toBeNull();
    expect(recordOf(medium('m-2', { type: 'LINK', externalUrl: null })).values.externalUrl).toBe('');
  });
});
