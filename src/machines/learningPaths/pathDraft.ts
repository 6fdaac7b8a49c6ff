// pathDraft — the path editor's working copy (its edits are in draftEdits.ts). The same draft gives the
// save input, the live problems (the shared rules of src/schemas/pathRules.ts) and the input issues
// (src/schemas/learningPath.ts).
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
