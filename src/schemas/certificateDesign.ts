// A certificate template's design, once, for the template editor (its live preview and its checks as the
// administrator types) and the server (saving a version, rendering the PDF), so the preview and the PDF
// place the same texts in the same boxes. Pure: zod/mini only. Positions are millimetres from the page's
// top-left corner; font sizes are points. Text wrapping and shrinking to fit belong to whoever draws
// (the PDF renderer measures with the embedded font; the preview with the browser's).
import * as z from 'zod/mini';

export const PAGE_SIZES = {
  A4: { width: 210, height: 297 },
  LETTER: { width: 215.9, height: 279.4 },
} as const;
export type PageSize = keyof typeof PAGE_SIZES;
export const ORIENTATIONS = ['LANDSCAPE', 'PORTRAIT'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const FIELD_KINDS = [
  'LEARNER_NAME',
  'TITLE',
  'COMPLETED_ON',
  'SCORE',
  'EXPIRES_ON',
  'UNIT',
  'NUMBER',
  'VERIFICATION_URL',
  'QR_CODE',
  'TEXT',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const FONT_FAMILIES = ['SANS', 'SERIF'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const ALIGNMENTS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** Placeholders a TEXT field may use; each stands for the issued value of the same name. */
export const PLACEHOLDERS = ['name', 'title', 'date', 'score', 'expires', 'unit', 'number', 'url'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const DESIGN_LIMITS = {
  fieldsMax: 30,
  textMax: 500,
  fontSizeMin: 6,
  fontSizeMax: 96,
  /** A QR code smaller than 15 mm does not scan reliably from a print. */
  qrMinMm: 15,
  localesMax: 19,
} as const;

const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'colour.invalid'));

export const certificateFieldSchema = z.object({
  /** Stable within the template (the editor's selection and drag refer to it). */
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  kind: z.enum(FIELD_KINDS),
  x: z.number().check(z.gte(0), z.lte(300)),
  y: z.number().check(z.gte(0), z.lte(300)),
  /** The box's width; for QR_CODE, its side. */
  width: z.number().check(z.gte(5), z.lte(300)),
  fontSize: z.number().check(z.gte(DESIGN_LIMITS.fontSizeMin), z.lte(DESIGN_LIMITS.fontSizeMax)),
  fontFamily: z.enum(FONT_FAMILIES),
  bold: z.boolean(),
  colour: hexColour,
  align: z.enum(ALIGNMENTS),
  /** TEXT only: the text per locale ({ en: 'Awarded to {name}' }); the design's defaultLocale must be there. */
  texts: z.record(
    z.string().check(z.regex(/^[a-z]{2}$/)),
    z.string().check(z.maxLength(DESIGN_LIMITS.textMax)),
  ),
});
export type CertificateField = z.infer<typeof certificateFieldSchema>;

export const certificateDesignSchema = z.object({
  pageSize: z.enum(['A4', 'LETTER']),
  orientation: z.enum(ORIENTATIONS),
  /** An uploaded IMAGE or PDF file (its first page) drawn under the fields; null: a plain page. */
  backgroundFileId: z.nullable(z.string().check(z.uuid())),
  backgroundColour: hexColour,
  /** The locale used when a TEXT field has no text in the learner's locale. */
  defaultLocale: z.string().check(z.regex(/^[a-z]{2}$/)),
  fields: z.array(certificateFieldSchema).check(z.maxLength(DESIGN_LIMITS.fieldsMax)),
});
export type CertificateDesign = z.infer<typeof certificateDesignSchema>;

/** The page in millimetres, turned as the design says. */
export function pageMm(design: Pick<CertificateDesign, 'pageSize' | 'orientation'>): {
  width: number;
  height: number;
} {
  const { width, height } = PAGE_SIZES[design.pageSize];
  return design.orientation === 'LANDSCAPE' ? { width: height, height: width } : { width, height };
}

/** The values a certificate prints, already formatted for its locale (dates in the learner's format). */
export interface CertificateValues {
  name: string;
  title: string;
  date: string;
  score: string;
  expires: string;
  unit: string;
  number: string;
  url: string;
}

const KIND_VALUE: Partial<Record<FieldKind, Placeholder>> = {
  LEARNER_NAME: 'name',
  TITLE: 'title',
  COMPLETED_ON: 'date',
  SCORE: 'score',
  EXPIRES_ON: 'expires',
  UNIT: 'unit',
  NUMBER: 'number',
  VERIFICATION_URL: 'url',
};

/** Replaces {name}, {title}, … with the values; an unknown {word} stays as written. */
export function fillPlaceholders(text: string, values: CertificateValues): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, key: string) =>
    (PLACEHOLDERS as readonly string[]).includes(key) ? values[key as Placeholder] : whole,
  );
}

/** A TEXT field's text in the locale, else in the design's default locale, else empty. */
export function fieldText(field: CertificateField, locale: string, defaultLocale: string): string {
  return field.texts[locale] ?? field.texts[defaultLocale] ?? '';
}

export type CertificateBox =
  | {
      kind: 'text';
      fieldId: string;
      text: string;
      x: number;
      y: number;
      width: number;
      fontSize: number;
      fontFamily: FontFamily;
      bold: boolean;
      colour: string;
      align: Alignment;
    }
  | { kind: 'qr'; fieldId: string; url: string; x: number; y: number; size: number };

/**
 * What to draw, in millimetres from the top-left corner: one box per field with its final text. A field
 * whose value is empty (no score, no expiry, no unit) is left out rather than drawn blank.
 */
export function layoutCertificate(
  design: CertificateDesign,
  values: CertificateValues,
  locale: string,
): { page: { width: number; height: number }; boxes: CertificateBox[] } {
  const boxes: CertificateBox[] = [];
  for (const field of design.fields) {
    if (field.kind === 'QR_CODE') {
      boxes.push({
        kind: 'qr',
        fieldId: field.id,
        url: values.url,
        x: field.x,
        y: field.y,
        size: field.width,
      });
      continue;
    }
    const placeholder = KIND_VALUE[field.kind];
    const text = placeholder
      ? values[placeholder]
      : fillPlaceholders(fieldText(field, locale, design.defaultLocale), values);
    if (!text.trim()) continue;
    const { id, x, y, width, fontSize, fontFamily, bold, colour, align } = field;
    boxes.push({ kind: 'text', fieldId: id, text, x, y, width, fontSize, fontFamily, bold, colour, align });
  }
  return { page: pageMm(design), boxes };
}

/** Problems a design can be saved with but should not be (the editor warns; the server refuses errors). */
export function designProblems(design: CertificateDesign): { code: string; fieldId?: string }[] {
  const problems: { code: string; fieldId?: string }[] = [];
  const page = pageMm(design);
  for (const field of design.fields) {
    const height = field.kind === 'QR_CODE' ? field.width : (field.fontSize * 25.4) / 72;
    if (field.x + field.width > page.width + 0.01 || field.y + height > page.height + 0.01)
      problems.push({ code: 'field.offPage', fieldId: field.id });
    if (field.kind === 'QR_CODE' && field.width < DESIGN_LIMITS.qrMinMm)
      problems.push({ code: 'qr.tooSmall', fieldId: field.id });
    if (field.kind === 'TEXT' && !field.texts[design.defaultLocale]?.trim())
      problems.push({ code: 'text.missingDefault', fieldId: field.id });
  }
  if (!design.fields.some((field) => field.kind === 'LEARNER_NAME')) problems.push({ code: 'name.missing' });
  if (!design.fields.some((field) => field.kind === 'QR_CODE' || field.kind === 'VERIFICATION_URL'))
    problems.push({ code: 'verification.missing' });
  return problems;
}

/** A design that prints everything sensibly on an A4 landscape page: the starting point of a new template. */
export function defaultDesign(defaultLocale = 'en'): CertificateDesign {
  const base = {
    fontFamily: 'SERIF' as const,
    bold: false,
    colour: '#1f2937',
    align: 'CENTER' as const,
    texts: {},
  };
  return {
    pageSize: 'A4',
    orientation: 'LANDSCAPE',
    backgroundFileId: null,
    backgroundColour: '#ffffff',
    defaultLocale,
    fields: [
      {
        ...base,
        id: 'heading',
        kind: 'TEXT',
        x: 20,
        y: 30,
        width: 257,
        fontSize: 34,
        bold: true,
        texts: { [defaultLocale]: 'Certificate' },
      },
      {
        ...base,
        id: 'intro',
        kind: 'TEXT',
        x: 20,
        y: 60,
        width: 257,
        fontSize: 14,
        texts: { [defaultLocale]: 'This certifies that' },
      },
      { ...base, id: 'name', kind: 'LEARNER_NAME', x: 20, y: 75, width: 257, fontSize: 28, bold: true },
      {
        ...base,
        id: 'completed',
        kind: 'TEXT',
        x: 20,
        y: 100,
        width: 257,
        fontSize: 14,
        texts: { [defaultLocale]: 'completed {title} on {date}' },
      },
      {
        ...base,
        id: 'number',
        kind: 'NUMBER',
        x: 20,
        y: 170,
        width: 120,
        fontSize: 10,
        fontFamily: 'SANS',
        align: 'LEFT',
      },
      {
        ...base,
        id: 'url',
        kind: 'VERIFICATION_URL',
        x: 20,
        y: 178,
        width: 200,
        fontSize: 9,
        fontFamily: 'SANS',
        align: 'LEFT',
      },
      { ...base, id: 'qr', kind: 'QR_CODE', x: 247, y: 160, width: 30, fontSize: 10 },
    ],
  };
}
