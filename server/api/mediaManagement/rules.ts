// The checks on a medium's own fields that need no database. Each refusal names the input field so a
// form can show the message beside it; the first wrong field wins, as in the profile rules.
import { plainLine, plainParagraphs } from '../plainText';
import { badUserInput } from '../errors';
import { UUID } from '../catalogue/items';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const DURATION_MAX = 10_000;
export const URL_MAX = 2000;

export function cleanTitle(title: string): string {
  const trimmed = plainLine(title);
  if (!trimmed) throw badUserInput('title', 'Give the medium a title.');
  if (trimmed.length > TITLE_MAX)
    throw badUserInput('title', `The title is ${trimmed.length} characters long; the limit is ${TITLE_MAX}.`);
  return trimmed;
}

export function cleanDescription(description: string | null | undefined): string {
  const trimmed = plainParagraphs(description ?? '');
  if (trimmed.length > DESCRIPTION_MAX)
    throw badUserInput(
      'description',
      `The description is ${trimmed.length} characters long; the limit is ${DESCRIPTION_MAX}.`,
    );
  return trimmed;
}

// Language codes as the catalogue filters them (ISO 639-1/-2, lower case); regions are not used.
export function cleanLanguage(language: string | null | undefined): string {
  const code = (language ?? 'en').trim();
  if (!/^[a-z]{2,3}$/.test(code))
    throw badUserInput(
      'language',
      `"${code}" is not a language code. Use a lower-case code such as en or de.`,
    );
  return code;
}

export function checkDuration(minutes: number | null | undefined): number | null {
  if (minutes === null || minutes === undefined) return null;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > DURATION_MAX)
    throw badUserInput('durationMinutes', `Give the duration in whole minutes, 1 to ${DURATION_MAX}.`);
  return minutes;
}

export function checkId(field: string, id: string | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  if (!UUID.test(id)) throw badUserInput(field, `${field} "${id}" is not a valid id.`);
  return id;
}

/** units.id is an integer exposed as an ID string. */
export function checkUnitId(id: string | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw badUserInput('unitId', `unitId "${id}" is not a valid unit id.`);
  return Number(id);
}

/** Only http and https: a javascript: or data: target would run in the learner's session. */
export function checkExternalUrl(url: string | null | undefined): string {
  const text = (url ?? '').trim();
  if (!text)
    throw badUserInput('externalUrl', 'A link needs an address (externalUrl), starting with https://.');
  if (text.length > URL_MAX)
    throw badUserInput('externalUrl', `The address is longer than ${URL_MAX} characters.`);
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw badUserInput(
      'externalUrl',
      `"${text}" is not a web address. Write it in full, e.g. https://example.org/page.`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw badUserInput(
      'externalUrl',
      `Links must start with http:// or https://; "${parsed.protocol}" addresses are not allowed.`,
    );
  if (parsed.username || parsed.password)
    throw badUserInput('externalUrl', 'The address must not contain a user name or password.');
  return parsed.href;
}
