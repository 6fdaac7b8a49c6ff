// pathDraft — the path editor's working copy and every edit of it, pure (the editor machine's actions call
// these). Edits are idempotent where they can be (adding a section or medium that is there already changes
// nothing), so a repeated event is harmless. The same draft gives the save input, the live problems (the
// shared rules of src/schemas/pathRules.ts) and the input issues (src/schemas/learningPath.ts).
import type { LearningPathFieldsFragment, MediaType, PathSectionRule } from '../../graphql/generated';
import { pathInputIssues, type PathFieldIssue } from '../../schemas/learningPath';
import {
  estimatedMinutes,
  pathProblems,
  type PathProblem,
  type PathStructure,
} from '../../schemas/pathRules';

export type LoadedPath = LearningPathFieldsFragment;

export interface DraftMedium {
  id: string;
  title: string;
  type: MediaType;
  durationMinutes: number | null;
  /** Learners can open it (published, not archived). */
  available: boolean;
}

export interface DraftSection {
  id: string;
  title: string;
  /** Section titles in other languages: locale → title. */
  translations: Record<string, string>;
  rule: PathSectionRule;
  minCount: number | null;
  requires: string[];
  unlockOn: string | null;
  media: DraftMedium[];
}

export interface DraftTranslation {
  locale: string;
  title: string;
  description: string;
}

export interface PathDraft {
  title: string;
  description: string;
  language: string;
  translations: DraftTranslation[];
  unitId: string | null;
  cover: { fileId: string; url: string } | null;
  sections: DraftSection[];
}

export const newSection = (id: string, title = ''): DraftSection => ({
  id,
  title,
  translations: {},
  rule: 'ALL_ANY_ORDER',
  minCount: null,
  requires: [],
  unlockOn: null,
  media: [],
});

export const emptyDraft = (firstSectionId: string): PathDraft => ({
  title: '',
  description: '',
  language: 'en',
  translations: [],
  unitId: null,
  cover: null,
  sections: [newSection(firstSectionId)],
});

export function draftOf(path: LoadedPath): PathDraft {
  return {
    title: path.title,
    description: path.description,
    language: path.language,
    translations: path.translations.map((t) => ({
      locale: t.locale,
      title: t.title ?? '',
      description: t.description ?? '',
    })),
    unitId: path.unitId ?? null,
    cover: path.coverFileId && path.coverUrl ? { fileId: path.coverFileId, url: path.coverUrl } : null,
    sections: path.sections.map((s) => ({
      id: s.id,
      title: s.title,
      translations: Object.fromEntries(s.translations.map((t) => [t.locale, t.title ?? ''])),
      rule: s.rule,
      minCount: s.minCount ?? null,
      requires: [...s.requires],
      unlockOn: s.unlockOn ?? null,
      media: s.items.map((i) => ({
        id: i.mediumId,
        title: i.title,
        type: i.type,
        durationMinutes: i.durationMinutes ?? null,
        available: i.published && !i.archived,
      })),
    })),
  };
}

/** saveLearningPath's input for the draft (id null: a new path). */
export function inputOf(draft: PathDraft, id: string | null, expectedUpdatedAt: string | null) {
  return {
    ...(id ? { id } : {}),
    ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
    title: draft.title,
    description: draft.description,
    language: draft.language,
    translations: draft.translations.map((t) => ({
      locale: t.locale,
      title: t.title,
      description: t.description,
    })),
    unitId: draft.unitId,
    coverFileId: draft.cover?.fileId ?? null,
    sections: draft.sections.map((s) => ({
      id: s.id,
      title: s.title,
      translations: Object.entries(s.translations)
        .filter(([, title]) => title.trim() !== '')
        .map(([locale, title]) => ({ locale, title })),
      rule: s.rule,
      minCount: s.rule === 'AT_LEAST' ? s.minCount : null,
      requires: s.requires,
      unlockOn: s.unlockOn,
      mediaIds: s.media.map((m) => m.id),
    })),
  };
}

export const structureOf = (draft: PathDraft): PathStructure => ({
  sections: draft.sections.map((s) => ({
    id: s.id,
    rule: s.rule,
    minCount: s.rule === 'AT_LEAST' ? s.minCount : null,
    requires: s.requires,
    unlockOn: s.unlockOn,
    items: s.media.map((m) => ({ mediaId: m.id, available: m.available })),
  })),
});

export const problemsOf = (draft: PathDraft): PathProblem[] => pathProblems(structureOf(draft));
export const issuesOf = (draft: PathDraft): PathFieldIssue[] => pathInputIssues(inputOf(draft, null, null));
export const hasErrors = (draft: PathDraft) => problemsOf(draft).some((p) => p.severity === 'error');

export function estimateOf(draft: PathDraft): number | null {
  const durations = new Map(draft.sections.flatMap((s) => s.media.map((m) => [m.id, m.durationMinutes])));
  if (![...durations.values()].some((d) => d !== null)) return null;
  return estimatedMinutes(structureOf(draft), (id) => durations.get(id) ?? null).minutes;
}

/** Whether two drafts differ in anything that would be saved. */
export const sameDraft = (a: PathDraft, b: PathDraft) =>
  JSON.stringify(inputOf(a, null, null)) === JSON.stringify(inputOf(b, null, null));

const move = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
};

const updateSection = (draft: PathDraft, sectionId: string, change: (s: DraftSection) => DraftSection) => ({
  ...draft,
  sections: draft.sections.map((s) => (s.id === sectionId ? change(s) : s)),
});

export type DraftField = 'title' | 'description' | 'language' | 'unitId';

export const edits = {
  field: (draft: PathDraft, field: DraftField, value: string | null): PathDraft => ({
    ...draft,
    [field]: field === 'unitId' ? value || null : (value ?? ''),
  }),
  addTranslation: (draft: PathDraft, locale: string): PathDraft =>
    draft.translations.some((t) => t.locale === locale) || locale === draft.language
      ? draft
      : { ...draft, translations: [...draft.translations, { locale, title: '', description: '' }] },
  translate: (
    draft: PathDraft,
    locale: string,
    field: 'title' | 'description',
    value: string,
  ): PathDraft => ({
    ...draft,
    translations: draft.translations.map((t) => (t.locale === locale ? { ...t, [field]: value } : t)),
  }),
  removeTranslation: (draft: PathDraft, locale: string): PathDraft => ({
    ...draft,
    translations: draft.translations.filter((t) => t.locale !== locale),
  }),
  cover: (draft: PathDraft, cover: PathDraft['cover']): PathDraft => ({ ...draft, cover }),
  addSection: (draft: PathDraft, id: string): PathDraft =>
    draft.sections.some((s) => s.id === id)
      ? draft
      : { ...draft, sections: [...draft.sections, newSection(id)] },
  /** Prerequisites on the removed section go with it. */
  removeSection: (draft: PathDraft, sectionId: string): PathDraft => ({
    ...draft,
    sections: draft.sections
      .filter((s) => s.id !== sectionId)
      .map((s) => ({ ...s, requires: s.requires.filter((r) => r !== sectionId) })),
  }),
  renameSection: (draft: PathDraft, sectionId: string, title: string) =>
    updateSection(draft, sectionId, (s) => ({ ...s, title })),
  translateSection: (draft: PathDraft, sectionId: string, locale: string, title: string) =>
    updateSection(draft, sectionId, (s) => ({ ...s, translations: { ...s.translations, [locale]: title } })),
  setRule: (draft: PathDraft, sectionId: string, rule: PathSectionRule) =>
    updateSection(draft, sectionId, (s) => ({
      ...s,
      rule,
      minCount: rule === 'AT_LEAST' ? (s.minCount ?? 1) : s.minCount,
    })),
  setMinCount: (draft: PathDraft, sectionId: string, minCount: number | null) =>
    updateSection(draft, sectionId, (s) => ({ ...s, minCount })),
  setRequires: (draft: PathDraft, sectionId: string, requires: readonly string[]) =>
    updateSection(draft, sectionId, (s) => ({
      ...s,
      requires: [...new Set(requires)].filter((r) => r !== s.id),
    })),
  setUnlockOn: (draft: PathDraft, sectionId: string, unlockOn: string | null) =>
    updateSection(draft, sectionId, (s) => ({ ...s, unlockOn: unlockOn || null })),
  moveSection: (draft: PathDraft, sectionId: string, to: number): PathDraft => ({
    ...draft,
    sections: move(
      draft.sections,
      draft.sections.findIndex((s) => s.id === sectionId),
      to,
    ),
  }),
  addMedium: (draft: PathDraft, sectionId: string, medium: DraftMedium) =>
    updateSection(draft, sectionId, (s) =>
      s.media.some((m) => m.id === medium.id) ? s : { ...s, media: [...s.media, medium] },
    ),
  removeMedium: (draft: PathDraft, sectionId: string, mediumId: string) =>
    updateSection(draft, sectionId, (s) => ({ ...s, media: s.media.filter((m) => m.id !== mediumId) })),
  /** Within its section, or into another section at `to` (when it is not there already). */
  moveMedium: (
    draft: PathDraft,
    sectionId: string,
    mediumId: string,
    to: number,
    toSectionId = sectionId,
  ) => {
    const from = draft.sections.find((s) => s.id === sectionId);
    const medium = from?.media.find((m) => m.id === mediumId);
    if (!from || !medium) return draft;
    if (toSectionId === sectionId)
      return updateSection(draft, sectionId, (s) => ({
        ...s,
        media: move(
          s.media,
          s.media.findIndex((m) => m.id === mediumId),
          to,
        ),
      }));
    const target = draft.sections.find((s) => s.id === toSectionId);
    if (!target || target.media.some((m) => m.id === mediumId)) return draft;
    const removed = edits.removeMedium(draft, sectionId, mediumId);
    return updateSection(removed, toSectionId, (s) => {
      const media = [...s.media];
      media.splice(Math.max(0, Math.min(media.length, to)), 0, medium);
      return { ...s, media };
    });
  },
};
