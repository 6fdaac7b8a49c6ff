// A rating comment is plain text. Anything that looks like markup is removed (screens show the comment
// as text, so markup would only show up as clutter), as are control and bidi-override characters,
// which can disguise text; "a < b" stays as written.
import { badUserInput } from '../errors';

export const MAX_COMMENT = 2000;

const TAG = /<\/?[a-z!][^<>]*>/gi;
// C0/C1 controls except tab and newline, and the bidi embedding/override/isolate characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** null for an empty comment; throws BAD_USER_INPUT when it is too long. */
export function cleanComment(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const text = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(TAG, '')
    .replace(UNSAFE, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length > MAX_COMMENT)
    throw badUserInput(
      'comment',
      `The comment is ${text.length} characters long; at most ${MAX_COMMENT} are allowed.`,
    );
  return text === '' ? null : text;
}
