// User-written plain text (news, rating comments, media titles and descriptions) is shown as text, never
// as HTML, so nothing is escaped here. What is removed are characters that can disguise text: C0/C1
// controls (tab and newline stay) and the bidi embedding/override/isolate characters.
const UNSAFE = /(?![\t\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/** NFC, \n line endings, without disguising characters. */
export const plainText = (raw: string): string =>
  raw.normalize('NFC').replace(/\r\n?/g, '\n').replace(UNSAFE, '');

/** One line: inner whitespace (newlines too) collapses to single spaces. */
export const plainLine = (raw: string): string => plainText(raw).replace(/\s+/g, ' ').trim();

/** Paragraphs: no trailing spaces, runs of blank lines become one (the separator screens split on). */
export const plainParagraphs = (raw: string): string =>
  plainText(raw)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
