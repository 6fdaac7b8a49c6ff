// Pure (no DOM, no Node): the app imports it through the shared schemas (src/schemas/media.ts).
// User-written plain text (news, rating comments, media titles and descriptions) is shown as text, never
// as HTML, so nothing is escaped here. What is removed are characters that can disguise text: C0/C1
// controls (tab and newline stay) and invisible formatting characters (Unicode's Cf: bidi marks,
// embeddings, overrides and isolates, LRM/RLM/ALM, zero-width spaces, the word joiner, BOM, tag
// characters) and lone surrogate halves (\p{Cs}: no character at all, and PostgreSQL's text and jsonb
// refuse them). Running text keeps the zero-width (non-)joiners that Persian, Indic scripts and emoji
// sequences need; one-line text (titles, names) loses them too, since a title that looks identical to
// another but is not is exactly the disguise to prevent.
const UNSAFE = /(?![\t\n\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}]/gu;
const UNSAFE_IN_LINE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

const normalised = (raw: string) => raw.normalize('NFC').replace(/\r\n?/g, '\n');

/** NFC, \n line endings, without disguising characters. */
export const plainText = (raw: string): string => normalised(raw).replace(UNSAFE, '');

/** One line: inner whitespace (newlines too) collapses to single spaces; no invisible characters at all. */
export const plainLine = (raw: string): string =>
  normalised(raw).replace(/\s+/g, ' ').replace(UNSAFE_IN_LINE, '').replace(/ {2,}/g, ' ').trim();

/** Paragraphs: no trailing spaces, runs of blank lines become one (the separator screens split on). */
export const plainParagraphs = (raw: string): string =>
  plainText(raw)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
