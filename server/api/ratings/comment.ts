// A rating comment is plain text (../plainText.ts). Anything that looks like markup is removed too
// (screens show the comment as text, so markup would only show up as clutter); "a < b" stays as written.
import { badUserInput } from '../errors';
import { plainParagraphs } from '../plainText';

export const MAX_COMMENT = 2000;

const TAG = /<\/?[a-z!][^<>]*>/gi;

/** null for an empty comment; throws BAD_USER_INPUT when it is too long. */
export function cleanComment(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const text = plainParagraphs(raw.replace(TAG, ''));
  if (text.length > MAX_COMMENT)
    throw badUserInput(
      'comment',
      `The comment is ${text.length} characters long; at most ${MAX_COMMENT} are allowed.`,
    );
  return text === '' ? null : text;
}
