// Every edit of the path editor's draft (pathDraft.ts), pure: the editor machine's actions call these.
// Edits are idempotent where they can be (adding a section or medium that is there already changes
// nothing), so a repeated event is harmless and the model tests' state space stays finite.
import type { PathSectionRule } from '../../graphql/generated';
import { newSection, type DraftMedium, type DraftSection, type PathDraft } from './pathDraft';

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
