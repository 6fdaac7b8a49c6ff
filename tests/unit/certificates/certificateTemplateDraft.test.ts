// The template editor's pure parts: edits keep fields on the page (keyboard nudges and drags), texts left
// empty are dropped on save so a language falls back to the default, locales come and go with their
// texts, issues name the input path the server names, and the attach dialog's validity.
import { describe, expect, it } from 'vitest';
import {
  designOf,
  draftOf,
  edits,
  issuesOf,
  newDraft,
  sameDraft,
} from '../../../src/machines/certificates/templates/templateDraft';
import { parseValidity } from '../../../src/views/certificates/LinkPickerDialog';
import { defaultDesign } from '../../../src/schemas/certificateDesign';

const start = () => ({ ...newDraft(defaultDesign('en')), name: 'Course' });
const field = (d: ReturnType<typeof start>, id: string) => d.design.fields.find((f) => f.id === id)!;

describe('template draft', () => {
  it('nudges by millimetres and keeps the field on the page', () => {
    let d = edits.nudge(start(), 'name', 0, 1);
    expect(field(d, 'name')).toMatchObject({ x: 20, y: 76 });
    d = edits.nudge(d, 'name', -100, 0);
    expect(field(d, 'name').x).toBe(0);
    // A4 landscape is 297 mm wide; the name box is 257 mm wide, so 40 is as far right as it goes.
    d = edits.nudge(d, 'name', 500, 0);
    expect(field(d, 'name').x).toBe(40);
    d = edits.place(d, 'qr', 1000, 1000);
    expect(field(d, 'qr')).toMatchObject({ x: 267, y: 180 });
  });

  it('drops empty texts on save and falls back to the default language', () => {
    let d = edits.addLocale(start(), 'de');
    expect(d.locales).toEqual(['en', 'de']);
    d = edits.setText(d, 'heading', 'de', 'Zertifikat');
    d = edits.setText(d, 'intro', 'de', '   ');
    const design = designOf(d);
    expect(design.fields.find((f) => f.id === 'heading')!.texts).toEqual({
      en: 'Certificate',
      de: 'Zertifikat',
    });
    expect(design.fields.find((f) => f.id === 'intro')!.texts).toEqual({ en: 'This certifies that' });
    expect(sameDraft(d, start())).toBe(false);
    const removed = edits.removeLocale(d, 'de');
    expect(removed.locales).toEqual(['en']);
    expect(sameDraft(removed, start())).toBe(true);
    expect(edits.removeLocale(d, 'en')).toBe(d);
  });

  it('makes another language the default only when texts exist in it', () => {
    const d = edits.defaultLocale(edits.addLocale(start(), 'sw'), 'sw');
    expect(d.design.defaultLocale).toBe('sw');
    expect(d.locales).toEqual(['sw', 'en']);
    expect(edits.defaultLocale(start(), 'fr')).toEqual(start());
  });

  it('adds, reorders and removes fields; never two with one id', () => {
    let d = edits.addField(start(), 'UNIT', 'unit');
    expect(d.design.fields.at(-1)).toMatchObject({ id: 'unit', kind: 'UNIT' });
    expect(edits.addField(d, 'SCORE', 'unit')).toBe(d);
    d = edits.reorderField(d, 'unit', 0);
    expect(d.design.fields[0]!.id).toBe('unit');
    d = edits.removeField(d, 'unit');
    expect(d.design.fields.some((f) => f.id === 'unit')).toBe(false);
  });

  it('names the issues as the server names the fields', () => {
    const d = edits.updateField({ ...start(), name: ' ' }, 'number', { fontSize: 200 });
    expect(issuesOf(d)).toEqual([
      { field: 'name', code: 'required' },
      { field: 'design.fields.4.fontSize', code: 'invalid' },
    ]);
    expect(issuesOf(start())).toEqual([]);
  });

  it('reads a loaded template: its texts’ languages, the default first', () => {
    const design = defaultDesign('de');
    design.fields[0]!.texts = { de: 'Zertifikat', en: 'Certificate', ja: '修了証' };
    const d = draftOf({ name: 'x', design } as Parameters<typeof draftOf>[0]);
    expect(d.locales).toEqual(['de', 'en', 'ja']);
  });

  it('reads the validity: 1-600 months or empty, nothing else', () => {
    expect(parseValidity('')).toBeNull();
    expect(parseValidity(' 24 ')).toBe(24);
    expect(parseValidity('0')).toBeUndefined();
    expect(parseValidity('601')).toBeUndefined();
    expect(parseValidity('2.5')).toBeUndefined();
  });
});
