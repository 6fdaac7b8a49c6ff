// News texts are plain text, shown as text (never as HTML), so nothing is stripped except characters that
// can disguise text: C0/C1 controls (tab and newline stay) and bidi overrides. Line endings become \n and
// runs of blank lines one blank line, the paragraph separator the app splits on.
import { MAX_NEWS_TITLE } from '../../db/schema/news';
import { badUserInput } from '../errors';

export const MAX_NEWS_BODY = 10_000;

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const clean = (raw: string) => raw.normalize('NFC').replace(/\r\n?/g, '\n').replace(UNSAFE, '');

/** One line: inner whitespace (newlines too) collapses to single spaces. */
export function cleanTitle(raw: string): string {
  const title = clean(raw).replace(/\s+/g, ' ').trim();
  if (title === '') throw badUserInput('input.title', 'Give the news item a title.');
  if (title.length > MAX_NEWS_TITLE)
    throw badUserInput(
      'input.title',
      `The title is ${title.length} characters long; at most ${MAX_NEWS_TITLE} are allowed.`,
    );
  return title;
}

export function cleanBody(raw: string): string {
  const body = clean(raw)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (body === '') throw badUserInput('input.body', 'Write the text of the news item.');
  if (body.length > MAX_NEWS_BODY)
    throw badUserInput(
      'input.body',
      `The text is ${body.length} characters long; at most ${MAX_NEWS_BODY} are allowed.`,
    );
  return body;
}
