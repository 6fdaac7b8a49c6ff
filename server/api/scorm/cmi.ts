// Reads the part of a SCORM 1.2 CMI object the platform keeps as "latest state". The full object is
// stored as sent; these checks reject values that no SCORM 1.2 runtime produces, with the field named.
import { badUserInput } from '../errors';
import { encodeJson, encodeText } from './faithful';

const LESSON_STATUSES = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'];
// CMITimespan: HHHH:MM:SS.SS (hours 2-4 digits, optional 1-2 decimals).
const TIMESPAN = /^\d{2,4}:[0-5]\d:[0-5]\d(\.\d{1,2})?$/;
// Real packages store far more than SCORM 1.2's 4096 characters of suspend_data; the player allows
// 256 KB (src/services/scorm.ts), so the server accepts the same, inside the 1 MB request limit.
const MAX_SUSPEND_DATA = 256 * 1024;
const MAX_CMI_BYTES = MAX_SUSPEND_DATA + 64 * 1024;
const MAX_LOCATION = 255;
const EXITS = ['', 'time-out', 'suspend', 'logout'];

export interface CmiSummary {
  cmi: Record<string, unknown>;
  lessonStatus: string | null;
  lessonLocation: string | null;
  scoreRaw: number | null;
  suspendData: string | null;
  sessionTime: string | null;
  totalTime: string | null;
  /** cmi.core.exit when it is one of SCORM 1.2's values ("" included), else null. */
  exit: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalString(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badUserInput(field, `${field} must be a string.`);
  if (value.length > max) throw badUserInput(field, `${field} is longer than ${max} characters.`);
  return value;
}

function timespan(value: unknown, field: string): string | null {
  const text = optionalString(value, field, 16);
  if (text !== null && text !== '' && !TIMESPAN.test(text)) {
    throw badUserInput(field, `${field} must be a SCORM time span like 0001:30:05.25 (HHHH:MM:SS.SS).`);
  }
  return text || null;
}

// SCORM 1.2 normalises raw scores to 0-100 (the runtime refuses others at LMSSetValue, too).
function score(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw badUserInput(field, `${field} must be a number from 0 to 100; got ${JSON.stringify(value)}.`);
  return n;
}

const stored = (text: string | null) => (text === null ? null : encodeText(text));

export function summariseCmi(input: unknown): CmiSummary {
  if (input !== undefined && input !== null && !isObject(input)) {
    throw badUserInput('cmi', 'cmi must be an object such as { core: { lesson_status: "incomplete" } }.');
  }
  // Runtimes differ: some send the data model itself, some wrap it as { cmi: {...} }.
  const raw = input ?? {};
  const cmi = isObject(raw.cmi) ? raw.cmi : raw;
  if (JSON.stringify(cmi).length > MAX_CMI_BYTES) {
    throw badUserInput('cmi', `cmi is larger than ${MAX_CMI_BYTES / 1024} KB.`);
  }
  const core = isObject(cmi.core) ? cmi.core : {};
  const status = optionalString(core.lesson_status, 'cmi.core.lesson_status', 32);
  if (status !== null && !LESSON_STATUSES.includes(status)) {
    throw badUserInput(
      'cmi.core.lesson_status',
      `cmi.core.lesson_status "${status}" is not a SCORM 1.2 status (${LESSON_STATUSES.join(', ')}).`,
    );
  }
  // Text goes to the database escaped where PostgreSQL could not hold it (see faithful.ts).
  return {
    cmi: encodeJson(cmi) as Record<string, unknown>,
    lessonStatus: status,
    lessonLocation: stored(optionalString(core.lesson_location, 'cmi.core.lesson_location', MAX_LOCATION)),
    scoreRaw: score(isObject(core.score) ? core.score.raw : undefined, 'cmi.core.score.raw'),
    suspendData: stored(optionalString(cmi.suspend_data, 'cmi.suspend_data', MAX_SUSPEND_DATA)),
    sessionTime: timespan(core.session_time, 'cmi.core.session_time'),
    totalTime: timespan(core.total_time, 'cmi.core.total_time'),
    // Only read to decide the next entry; anything else a runtime sends is kept in cmi, not here.
    exit: typeof core.exit === 'string' && EXITS.includes(core.exit) ? core.exit : null,
  };
}
