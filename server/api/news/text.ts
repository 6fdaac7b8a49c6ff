// News texts are plain text (../plainText.ts); the body keeps its paragraphs, the app splits on blank lines.
import { MAX_NEWS_TITLE } from '../../db/schema/news';
import { badUserInput } from '../errors';
import { plainLine, plainParagraphs } from '../plainText';

export const MAX_NEWS_BODY = 10_000;

/** One line. */
export function cleanTitle(raw: string): string {
  const title = plainLine(raw);
  if (title === '') throw badUserInput('input.title', 'Give the news item a title.');
  if (title.length > MAX_NEWS_TITLE)
    throw badUserInput(
      'input.title',
      `The title is ${title.length} characters long; at most ${MAX_NEWS_TITLE} are allowed.`,
    );
  return title;
}

export function cleanBody(raw: string): string {
  const body = plainParagraphs(raw);
  if (body === '') throw badUserInput('input.body', 'Write the text of the news item.');
  if (body.length > MAX_NEWS_BODY)
    throw badUserInput(
      'input.body',
      `The text is ${body.length} characters long; at most ${MAX_NEWS_BODY} are allowed.`,
    );
  return body;
}
