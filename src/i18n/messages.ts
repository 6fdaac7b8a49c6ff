import { isDictionaryLocale } from './locales';

export type Messages = Record<string, string>;

export class MessagesLoadError extends Error {
  override readonly name = 'MessagesLoadError';
}

// Dictionaries are loaded per locale on demand so the first paint only pays for one language.
export async function loadMessages(locale: string, signal?: AbortSignal): Promise<Messages> {
  // Only known file names reach the URL, so a claim value can never address another path.
  if (!isDictionaryLocale(locale)) throw new MessagesLoadError(`no dictionary for locale "${locale}"`);
  const response = await fetch(`/assets/i18n/${locale}.json`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new MessagesLoadError(`dictionary ${locale}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  return asMessages(body, locale);
}

function asMessages(body: unknown, locale: string): Messages {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new MessagesLoadError(`dictionary ${locale}: not a JSON object`);
  }
  const messages: Messages = {};
  for (const [id, value] of Object.entries(body)) {
    if (typeof value !== 'string')
      throw new MessagesLoadError(`dictionary ${locale}: "${id}" is not a string`);
    messages[id] = value;
  }
  return messages;
}
