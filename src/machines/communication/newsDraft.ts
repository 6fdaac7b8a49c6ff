// newsDraft — the news editor's draft (every locale's version, the units, the pin) and the rules it shares
// with the server (src/schemas/news.ts). Pure.
import type { NewsRecordFieldsFragment } from '../../graphql/generated';
import { newsIssues, type NewsFieldIssue } from '../../schemas/news';

export type LoadedNews = NewsRecordFieldsFragment;

export interface NewsVersionDraft {
  locale: string;
  title: string;
  html: string;
}

export interface NewsDraft {
  defaultLocale: string;
  /** The default locale's version first, the others in the order they were added. */
  versions: NewsVersionDraft[];
  /** Empty: everybody. */
  units: Array<{ id: string; name: string }>;
  pinned: boolean;
}

export const emptyDraft = (locale: string): NewsDraft => ({
  defaultLocale: locale,
  versions: [{ locale, title: '', html: '' }],
  units: [],
  pinned: false,
});

export const draftOf = (news: LoadedNews): NewsDraft => ({
  defaultLocale: news.defaultLocale,
  versions: news.versions.map((v) => ({ locale: v.locale, title: v.title, html: v.html })),
  units: news.units.map((u) => ({ id: u.id, name: u.name })),
  pinned: news.pinned,
});

/** Tiptap writes an empty document as one empty paragraph: the same as nothing. */
const normalHtml = (html: string) => (html === '<p></p>' ? '' : html);

export const sameDraft = (a: NewsDraft, b: NewsDraft): boolean =>
  JSON.stringify({ ...a, versions: a.versions.map((v) => ({ ...v, html: normalHtml(v.html) })) }) ===
  JSON.stringify({ ...b, versions: b.versions.map((v) => ({ ...v, html: normalHtml(v.html) })) });

export const inputOf = (draft: NewsDraft, id: string | null, expectedUpdatedAt: string | null) => ({
  ...(id ? { id } : {}),
  ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
  defaultLocale: draft.defaultLocale,
  versions: draft.versions.map((v) => ({ ...v, html: normalHtml(v.html) })),
  unitIds: draft.units.map((u) => u.id),
  pinned: draft.pinned,
});

export const issuesOf = (draft: NewsDraft): NewsFieldIssue[] => newsIssues(inputOf(draft, null, null));

export type NewsEdit =
  | { type: 'news.setTitle'; locale: string; value: string }
  | { type: 'news.setBody'; locale: string; html: string }
  | { type: 'news.addLocale'; locale: string }
  | { type: 'news.removeLocale'; locale: string }
  | { type: 'news.setDefaultLocale'; locale: string }
  | { type: 'news.setEveryone' }
  | { type: 'news.toggleUnit'; unit: { id: string; name: string } }
  | { type: 'news.setPinned'; pinned: boolean };

export const NEWS_EDITS: ReadonlyArray<NewsEdit['type']> = [
  'news.setTitle',
  'news.setBody',
  'news.addLocale',
  'news.removeLocale',
  'news.setDefaultLocale',
  'news.setEveryone',
  'news.toggleUnit',
  'news.setPinned',
];

const updateVersion = (draft: NewsDraft, locale: string, patch: Partial<NewsVersionDraft>): NewsDraft => ({
  ...draft,
  versions: draft.versions.map((v) => (v.locale === locale ? { ...v, ...patch } : v)),
});

/** The draft after one edit; an edit that does not apply (an unknown locale) changes nothing. */
export function applyEdit(draft: NewsDraft, edit: NewsEdit): NewsDraft {
  switch (edit.type) {
    case 'news.setTitle':
      return updateVersion(draft, edit.locale, { title: edit.value });
    case 'news.setBody':
      return updateVersion(draft, edit.locale, { html: edit.html });
    case 'news.addLocale':
      return draft.versions.some((v) => v.locale === edit.locale)
        ? draft
        : { ...draft, versions: [...draft.versions, { locale: edit.locale, title: '', html: '' }] };
    case 'news.removeLocale':
      // The default version stays: readers without their own version see it.
      return edit.locale === draft.defaultLocale
        ? draft
        : { ...draft, versions: draft.versions.filter((v) => v.locale !== edit.locale) };
    case 'news.setDefaultLocale':
      return draft.versions.some((v) => v.locale === edit.locale)
        ? { ...draft, defaultLocale: edit.locale }
        : draft;
    case 'news.setEveryone':
      return { ...draft, units: [] };
    case 'news.toggleUnit':
      return draft.units.some((u) => u.id === edit.unit.id)
        ? { ...draft, units: draft.units.filter((u) => u.id !== edit.unit.id) }
        : { ...draft, units: [...draft.units, edit.unit] };
    case 'news.setPinned':
      return { ...draft, pinned: edit.pinned };
  }
}

/** The image the editor appends to a version once its upload is done (the server keeps our file URLs). */
export const withImage = (draft: NewsDraft, locale: string, url: string, alt: string): NewsDraft => {
  const version = draft.versions.find((v) => v.locale === locale);
  // The same file twice is one image (an upload answered twice must not duplicate it).
  if (!version || version.html.includes(`src="${url}"`)) return draft;
  const safeAlt = alt.replace(/[<>"&]/g, '');
  return updateVersion(draft, locale, {
    html: `${normalHtml(version.html)}<img src="${url}" alt="${safeAlt}">`,
  });
};

/**
 * A short fingerprint of every version's text, taken when the text is set from outside the rich-text editor
 * (a load, theirs, an image), so the view gives the editor fresh content exactly then: the editor's key.
 * A fingerprint, not a counter, so the machine's states stay finite (model tests walk them all).
 */
export function contentKey(draft: NewsDraft): string {
  let hash = 5381;
  for (const v of draft.versions)
    for (const ch of `${v.locale}\u0000${v.html}\u0001`) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}
