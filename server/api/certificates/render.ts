// A certificate's PDF, drawn from the same boxes the template editor previews (layoutCertificate), with
// the fonts embedded (only the glyphs used) so any reader shows the names in every script the same
// way, and the text stays text (copyable, and what pdftotext and the verification checks read).
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import type { ServerConfig } from '../../config';
import {
  layoutCertificate,
  type CertificateBox,
  type CertificateDesign,
} from '../../../src/schemas/certificateDesign';
import { faceFor, fontBytes, type FontFace } from './fonts';
import { certificateValues, type PrintedCertificate } from './values';

const PT_PER_MM = 72 / 25.4;
const MIN_FONT_PT = 6;
const MAX_LINES = 3;
const LINE_HEIGHT = 1.2;

export interface Background {
  bytes: Uint8Array;
  contentType: string;
}

export interface RenderInput {
  design: CertificateDesign;
  certificate: PrintedCertificate & { issuedAt: Date };
  config: Pick<ServerConfig, 'publicUrl' | 'organisationName'>;
  /** The design's background file's bytes; null when it has none. */
  background: Background | null;
  /**
   * Embeds every glyph of the fonts instead of the text's (megabytes for CJK), with the same tables left
   * out: the reference the tests compare a subset's drawing against, and a way to tell a subsetting fault
   * from a layout one.
   */
  wholeFonts?: boolean;
}

function colour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * The fonts one document uses, each cut down to the characters drawn with it (HarfBuzz's subsetter) and
 * embedded on first use: a PDF with a Japanese name carries a few kB of Noto Sans JP, not 5 MB. pdf-lib's
 * own subsetting (fontkit) dropped glyphs of the Noto fonts: the text layer was right, the page was not.
 */
function fontCache(pdf: PDFDocument, textOf: ReadonlyMap<string, string>, wholeFonts: boolean) {
  const embedded = new Map<string, Promise<PDFFont>>();
  return (face: FontFace, bold: boolean): Promise<PDFFont> => {
    const key = `${face}:${bold}`;
    let font = embedded.get(key);
    if (!font) {
      font = fontBytes(face, bold)
        .then((bytes) =>
          wholeFonts
            ? subsetFont(Buffer.from(bytes), '', EVERY_GLYPH)
            : subsetFont(Buffer.from(bytes), textOf.get(key) ?? ' ', SUBSET),
        )
        .then((embed) => pdf.embedFont(embed, { subset: false }));
      embedded.set(key, font);
    }
    return font;
  };
}

/**
 * pdf-lib draws glyphs one after the other by their advance widths and applies no positioning, so the
 * layout tables only hurt: with GSUB, fontkit picks ligatures ("fi") whose widths and text mapping come out
 * wrong in the PDF. Text is composed (NFC) before, so accented letters are single glyphs.
 */
const SUBSET = { targetFormat: 'truetype', dropTables: ['GSUB', 'GPOS', 'GDEF'] } as const;

/** The same tables left out, every glyph kept (subset-font 2.9's option, newer than its published types). */
const EVERY_GLYPH = { ...SUBSET, keepAllGlyphs: true } as Parameters<typeof subsetFont>[2];

/** What each face is asked to draw, as one string per `face:bold` (the subset's characters). */
function textPerFace(boxes: readonly CertificateBox[], locale: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const box of boxes) {
    if (box.kind !== 'text') continue;
    const key = `${faceFor(box.text, box.fontFamily, locale)}:${box.bold}`;
    texts.set(key, `${texts.get(key) ?? ' '}${printed(box.text)}`);
  }
  return texts;
}

/** The text as drawn: runs of white space are one space. */
const printed = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** Words and CJK characters, the places a line may break (the runtime's word segmentation). */
function segments(text: string, locale: string): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return [...segmenter.segment(text)].map((part) => part.segment);
}

/** Greedy lines of at most `width` points; undefined when a single piece is wider than the box. */
function wrap(text: string, font: PDFFont, size: number, width: number, locale: string) {
  const lines: string[] = [];
  let line = '';
  for (const piece of segments(text, locale)) {
    const candidate = line + piece;
    if (font.widthOfTextAtSize(candidate.trimEnd(), size) <= width) {
      line = candidate;
      continue;
    }
    if (font.widthOfTextAtSize(piece.trim(), size) > width) return undefined;
    if (line.trim()) lines.push(line.trim());
    line = piece.trimStart();
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** Wrapped at the design's size, shrunk (to 6 pt at least) until it fits the width in a few lines. */
function fit(text: string, font: PDFFont, size: number, width: number, locale: string) {
  for (let at = size; at > MIN_FONT_PT; at = Math.max(MIN_FONT_PT, at * 0.92)) {
    const lines = wrap(text, font, at, width, locale);
    if (lines && lines.length <= MAX_LINES) return { lines, size: at };
  }
  return { lines: wrap(text, font, MIN_FONT_PT, width, locale) ?? [text], size: MIN_FONT_PT };
}

async function drawText(
  page: PDFPage,
  box: Extract<CertificateBox, { kind: 'text' }>,
  fontOf: ReturnType<typeof fontCache>,
  locale: string,
) {
  const font = await fontOf(faceFor(box.text, box.fontFamily, locale), box.bold);
  const width = box.width * PT_PER_MM;
  const left = box.x * PT_PER_MM;
  const { lines, size } = fit(printed(box.text), font, box.fontSize, width, locale);
  const ascent = font.heightAtSize(size, { descender: false });
  let baseline = page.getHeight() - box.y * PT_PER_MM - ascent;
  for (const line of lines) {
    const lineWidth = font.widthOfTextAtSize(line, size);
    const offset =
      box.align === 'LEFT' ? 0 : box.align === 'RIGHT' ? width - lineWidth : (width - lineWidth) / 2;
    page.drawText(line, { x: left + offset, y: baseline, size, font, color: colour(box.colour) });
    baseline -= size * LINE_HEIGHT;
  }
}

/** The QR code as filled squares on a white square (it scans on a dark background too). */
function drawQr(page: PDFPage, box: Extract<CertificateBox, { kind: 'qr' }>) {
  const { modules } = QRCode.create(box.url, { errorCorrectionLevel: 'M' });
  const side = box.size * PT_PER_MM;
  const quiet = 2;
  const cell = side / (modules.size + quiet * 2);
  const left = box.x * PT_PER_MM;
  const top = page.getHeight() - box.y * PT_PER_MM;
  page.drawRectangle({ x: left, y: top - side, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle per run of dark modules in a row: a fraction of the drawing operations.
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      page.drawRectangle({
        x: left + (start + quiet) * cell,
        y: top - (row + quiet + 1) * cell,
        width: (column - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

async function drawBackground(pdf: PDFDocument, page: PDFPage, background: Background) {
  const whole = { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() };
  if (background.contentType === 'application/pdf') {
    const [first] = await pdf.embedPdf(background.bytes, [0]);
    page.drawPage(first!, whole);
    return;
  }
  const image =
    background.contentType === 'image/png'
      ? await pdf.embedPng(background.bytes)
      : background.contentType === 'image/jpeg'
        ? await pdf.embedJpg(background.bytes)
        : await pdf.embedPng(await sharp(background.bytes).png().toBuffer());
  page.drawImage(image, whole);
}

/** The certificate's PDF bytes. Throws on an unreadable background (the render job records why). */
export async function renderCertificatePdf({
  design,
  certificate,
  config,
  background,
  wholeFonts = false,
}: RenderInput): Promise<Uint8Array> {
  const values = certificateValues(certificate, config);
  const layout = layoutCertificate(design, values, certificate.locale);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${values.number} ${certificate.data.title} – ${certificate.data.learnerName}`);
  pdf.setAuthor(config.organisationName);
  pdf.setSubject(values.url);
  pdf.setCreator(config.organisationName);
  pdf.setProducer('pdf-lib');
  pdf.setLanguage(certificate.locale);
  pdf.setCreationDate(certificate.issuedAt);
  pdf.setModificationDate(certificate.issuedAt);
  const page = pdf.addPage([layout.page.width * PT_PER_MM, layout.page.height * PT_PER_MM]);
  page.drawRectangle({
    x: 0,
    y: 0,
    width: page.getWidth(),
    height: page.getHeight(),
    color: colour(design.backgroundColour),
  });
  if (background) await drawBackground(pdf, page, background);
  const fontOf = fontCache(pdf, textPerFace(layout.boxes, certificate.locale), wholeFonts);
  for (const box of layout.boxes) {
    if (box.kind === 'qr') drawQr(page, box);
    else await drawText(page, box, fontOf, certificate.locale);
  }
  return pdf.save();
}
