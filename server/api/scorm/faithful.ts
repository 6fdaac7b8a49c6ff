// PostgreSQL text and jsonb cannot hold U+0000 or a lone UTF-16 surrogate, but a SCO may send either
// (a NUL in suspend_data, a string cut in the middle of a surrogate pair). Refusing them would lose the
// learner's progress on every commit, so they are stored escaped and given back exactly as sent:
// U+E000 (private use) is the escape, doubled for itself and followed by uXXXX for the others.
const ESCAPE = '\uE000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NUL = String.fromCharCode(0);
const ESCAPED = /\uE000(\uE000|u[0-9a-f]{4})/g;

const escaped = (char: string) => `${ESCAPE}u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function encodeText(text: string): string {
  // The escape itself first, so the escapes added after it are never doubled.
  return text
    .replaceAll(ESCAPE, ESCAPE + ESCAPE)
    .replaceAll(NUL, escaped(NUL))
    .replace(LONE_SURROGATE, escaped);
}

export function decodeText(text: string): string {
  return text.replace(ESCAPED, (_match, code: string) =>
    code === ESCAPE ? ESCAPE : String.fromCharCode(parseInt(code.slice(1), 16)),
  );
}

/** Every string and key of a JSON value, escaped (the value's depth is bounded by the JSON scalar). */
export function encodeJson(value: unknown): unknown {
  if (typeof value === 'string') return encodeText(value);
  if (Array.isArray(value)) return value.map(encodeJson);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [encodeText(key), encodeJson(item)]),
    );
  return value;
}
