// templateDraft — the template editor's draft (name, design, the locales texts are written in) and the
// edits the editor makes to it, pure so the machine only assigns. Positions are clamped to the page, so a
// field moved by the keyboard or dragged never leaves it. The issues use the server's own design schema.
import type { CertificateTemplateFieldsFragment } from '../../../graphql/generated';
import {
  certificateDesignSchema,
  DESIGN_LIMITS,
  pageMm,
  type CertificateDesign,
  type CertificateField,
  type FieldKind,
  type Orientation,
  type PageSize,
} from '../../../schemas/certificateDesign';

export type LoadedTemplate = CertificateTemplateFieldsFragment;

export interface TemplateDraft {
  name: string;
  design: CertificateDesign;
  /** The languages texts are written in; the design's default first. */
  locales: string[];
}

export interface TemplateIssue {
  field: string;
  code: string;
}

export type FieldPatch = Partial<
  Pick<CertificateField, 'x' | 'y' | 'width' | 'fontSize' | 'fontFamily' | 'bold' | 'colour' | 'align'>
>;

const round = (n: number) => Math.round(n * 10) / 10;

const localesOf = (design: CertificateDesign): string[] => [
  design.defaultLocale,
  ...[...new Set(design.fields.flatMap((f) => Object.keys(f.texts)))]
    .filter((l) => l !== design.defaultLocale)
    .sort(),
];

export function draftOf(template: LoadedTemplate): TemplateDraft {
  const design = certificateDesignSchema.parse(template.design);
  return { name: template.name, design, locales: localesOf(design) };
}

export function newDraft(design: CertificateDesign): TemplateDraft {
  return { name: '', design, locales: localesOf(design) };
}

/** What is saved: texts left empty are dropped, so a language without a text falls back to the default. */
export function designOf(draft: TemplateDraft): CertificateDesign {
  return {
    ...draft.design,
    fields: draft.design.fields.map((f) => ({
      ...f,
      texts: Object.fromEntries(Object.entries(f.texts).filter(([, text]) => text.trim() !== '')),
    })),
  };
}

export const sameDraft = (a: TemplateDraft, b: TemplateDraft) =>
  a.name === b.name && JSON.stringify(designOf(a)) === JSON.stringify(designOf(b));

export function issuesOf(draft: TemplateDraft): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  if (!draft.name.trim()) issues.push({ field: 'name', code: 'required' });
  const parsed = certificateDesignSchema.safeParse(designOf(draft));
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      issues.push({ field: ['design', ...issue.path.map(String)].join('.'), code: 'invalid' });
  return issues;
}

/** The box's height as designProblems counts it (a text line, or the QR code's side). */
const heightOf = (field: CertificateField) =>
  field.kind === 'QR_CODE' ? field.width : (field.fontSize * 25.4) / 72;

function clampTo(design: CertificateDesign, field: CertificateField, x: number, y: number) {
  const page = pageMm(design);
  return {
    x: round(Math.min(Math.max(0, x), Math.max(0, page.width - field.width))),
    y: round(Math.min(Math.max(0, y), Math.max(0, page.height - heightOf(field)))),
  };
}

const withDesign = (draft: TemplateDraft, change: Partial<CertificateDesign>): TemplateDraft => ({
  ...draft,
  design: { ...draft.design, ...change },
});

const withField = (
  draft: TemplateDraft,
  fieldId: string,
  change: (field: CertificateField) => CertificateField,
): TemplateDraft =>
  withDesign(draft, { fields: draft.design.fields.map((f) => (f.id === fieldId ? change(f) : f)) });

/** A new field in the middle of the page, in the look of the text fields around it. */
function newField(draft: TemplateDraft, kind: FieldKind, id: string): CertificateField {
  const page = pageMm(draft.design);
  const width = kind === 'QR_CODE' ? 30 : Math.min(160, page.width - 20);
  return {
    id,
    kind,
    x: round((page.width - width) / 2),
    y: round(page.height / 2),
    width,
    fontSize: 14,
    fontFamily: 'SANS',
    bold: false,
    colour: '#1f2937',
    align: 'CENTER',
    texts: kind === 'TEXT' ? Object.fromEntries(draft.locales.map((l) => [l, ''])) : {},
  };
}

export const edits = {
  rename: (d: TemplateDraft, name: string): TemplateDraft => ({ ...d, name }),
  pageSize: (d: TemplateDraft, pageSize: PageSize) => withDesign(d, { pageSize }),
  orientation: (d: TemplateDraft, orientation: Orientation) => withDesign(d, { orientation }),
  backgroundColour: (d: TemplateDraft, backgroundColour: string) => withDesign(d, { backgroundColour }),
  background: (d: TemplateDraft, backgroundFileId: string | null) => withDesign(d, { backgroundFileId }),
  addField: (d: TemplateDraft, kind: FieldKind, id: string) =>
    d.design.fields.length >= DESIGN_LIMITS.fieldsMax || d.design.fields.some((f) => f.id === id)
      ? d
      : withDesign(d, { fields: [...d.design.fields, newField(d, kind, id)] }),
  removeField: (d: TemplateDraft, fieldId: string) =>
    withDesign(d, { fields: d.design.fields.filter((f) => f.id !== fieldId) }),
  reorderField: (d: TemplateDraft, fieldId: string, to: number) => {
    const fields = [...d.design.fields];
    const from = fields.findIndex((f) => f.id === fieldId);
    if (from < 0) return d;
    const [moved] = fields.splice(from, 1);
    fields.splice(Math.min(Math.max(0, to), fields.length), 0, moved!);
    return withDesign(d, { fields });
  },
  updateField: (d: TemplateDraft, fieldId: string, patch: FieldPatch) =>
    withField(d, fieldId, (f) => ({ ...f, ...patch })),
  setText: (d: TemplateDraft, fieldId: string, locale: string, text: string) =>
    withField(d, fieldId, (f) => ({ ...f, texts: { ...f.texts, [locale]: text } })),
  /** Moves by millimetres (the keyboard: 1 mm, 10 mm with shift), kept on the page. */
  nudge: (d: TemplateDraft, fieldId: string, dx: number, dy: number) =>
    withField(d, fieldId, (f) => ({ ...f, ...clampTo(d.design, f, f.x + dx, f.y + dy) })),
  /** Puts the field's top-left corner at a point (dragging), kept on the page. */
  place: (d: TemplateDraft, fieldId: string, x: number, y: number) =>
    withField(d, fieldId, (f) => ({ ...f, ...clampTo(d.design, f, x, y) })),
  addLocale: (d: TemplateDraft, locale: string): TemplateDraft =>
    d.locales.includes(locale) || d.locales.length >= DESIGN_LIMITS.localesMax
      ? d
      : { ...d, locales: [...d.locales, locale] },
  removeLocale: (d: TemplateDraft, locale: string): TemplateDraft =>
    locale === d.design.defaultLocale
      ? d
      : {
          locales: d.locales.filter((l) => l !== locale),
          name: d.name,
          design: {
            ...d.design,
            fields: d.design.fields.map((f) => {
              const texts = { ...f.texts };
              delete texts[locale];
              return { ...f, texts };
            }),
          },
        },
  defaultLocale: (d: TemplateDraft, locale: string): TemplateDraft =>
    d.locales.includes(locale)
      ? {
          ...withDesign(d, { defaultLocale: locale }),
          locales: [locale, ...d.locales.filter((l) => l !== locale)],
        }
      : d,
};
