// Columns to fields: which column of the file holds which field of an account, suggested from the header
// names people use in English and German spreadsheets, and the words a cell may use for a role or a
// language. Headers and words are compared without case, spaces, dashes or dots ("E-Mail" = "email").
export const IMPORT_FIELDS = [
  'USERNAME',
  'EMAIL',
  'FIRST_NAME',
  'LAST_NAME',
  'NAME',
  'UNIT',
  'ROLE',
  'LOCALE',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface ColumnMapping {
  column: number;
  field: ImportField;
}

export const normaliseWord = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[\s._\-/:()]+/g, '');

const HEADER_WORDS: Record<ImportField, string[]> = {
  USERNAME: ['username', 'user', 'login', 'loginname', 'userid', 'benutzername', 'benutzer', 'anmeldename'],
  EMAIL: ['email', 'mail', 'emailaddress', 'emailadresse', 'mailadresse'],
  FIRST_NAME: ['firstname', 'givenname', 'forename', 'first', 'vorname'],
  LAST_NAME: ['lastname', 'surname', 'familyname', 'last', 'nachname', 'familienname'],
  NAME: ['name', 'fullname', 'displayname', 'vollständigername', 'anzeigename'],
  UNIT: ['unit', 'units', 'department', 'team', 'einheit', 'einheiten', 'abteilung', 'organisationseinheit'],
  ROLE: ['role', 'roles', 'rolle', 'rollen'],
  LOCALE: ['locale', 'language', 'lang', 'sprache'],
};

const FIELD_OF_HEADER = new Map<string, ImportField>(
  Object.entries(HEADER_WORDS).flatMap(([field, words]) =>
    words.map((word) => [word, field as ImportField] as const),
  ),
);

/** The suggested mapping: each known header to its field, each field at most once (the first column). */
export function suggestMapping(headers: readonly string[]): ColumnMapping[] {
  const taken = new Set<ImportField>();
  const mapping: ColumnMapping[] = [];
  headers.forEach((header, column) => {
    const field = FIELD_OF_HEADER.get(normaliseWord(header));
    if (!field || taken.has(field)) return;
    taken.add(field);
    mapping.push({ column, field });
  });
  return mapping;
}

const ROLE_WORDS: Record<string, 'ADMIN' | 'EDUCATION_MANAGER' | 'LEARNER'> = {
  admin: 'ADMIN',
  administrator: 'ADMIN',
  administratorin: 'ADMIN',
  educationmanager: 'EDUCATION_MANAGER',
  manager: 'EDUCATION_MANAGER',
  bildungsmanager: 'EDUCATION_MANAGER',
  bildungsmanagerin: 'EDUCATION_MANAGER',
  learner: 'LEARNER',
  lernende: 'LEARNER',
  lernender: 'LEARNER',
  lerner: 'LEARNER',
  lernerin: 'LEARNER',
  mwanafunzi: 'LEARNER',
};

/** A role word of a cell (ADMIN, Manager, Lernende...), or null when it names none. */
export const roleOfWord = (word: string) => ROLE_WORDS[normaliseWord(word)] ?? null;

const LOCALE_WORDS: Record<string, string> = {
  english: 'en',
  englisch: 'en',
  german: 'de',
  deutsch: 'de',
  swahili: 'sw',
  kiswahili: 'sw',
};

/** A language of a cell (de, DE, Deutsch, English...) as a locale code, or the word itself lower-cased. */
export const localeOfWord = (word: string) => {
  const normalised = normaliseWord(word);
  return LOCALE_WORDS[normalised] ?? normalised;
};

/** A cell listing several units or roles: separated by , ; or |. */
export const splitList = (cell: string) =>
  cell
    .split(/[,;|]/)
    .map((part) => part.trim())
    .filter(Boolean);
