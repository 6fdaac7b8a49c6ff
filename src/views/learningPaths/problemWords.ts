// The words for the shared rules' problems and the input issues, in the reader's language.
import { useIntl } from 'react-intl';
import type { PathDraft } from '../../machines/learningPaths/pathDraft';
import type { PathFieldIssue } from '../../schemas/learningPath';
import type { PathProblem } from '../../schemas/pathRules';
import { lp } from './messages';

export type ShownIssue = PathFieldIssue | { field: string; code: 'server'; message: string };

/** A problem in words (without naming its own section: it is shown at the section). */
export function useProblemWords(draft: PathDraft) {
  const intl = useIntl();
  const sectionName = (id: string) => {
    const index = draft.sections.findIndex((s) => s.id === id);
    const section = draft.sections[index];
    if (!section) return id;
    return section.title.trim() || intl.formatMessage(lp.untitled, { number: index + 1 });
  };
  const mediumTitle = (id: string | undefined) =>
    draft.sections.flatMap((s) => s.media).find((m) => m.id === id)?.title ?? id ?? '';
  return (problem: PathProblem): string => {
    switch (problem.code) {
      case 'NO_ITEMS':
        return intl.formatMessage(lp.problemNO_ITEMS);
      case 'EMPTY_SECTION':
        return intl.formatMessage(lp.problemEMPTY_SECTION);
      case 'PREREQUISITE_ON_EMPTY':
        return intl.formatMessage(lp.problemPREREQUISITE_ON_EMPTY, {
          section: sectionName(problem.sectionIds?.[0] ?? ''),
        });
      case 'AT_LEAST_TOO_MANY':
        return intl.formatMessage(lp.problemAT_LEAST_TOO_MANY, {
          minCount: problem.minCount ?? 0,
          itemCount: problem.itemCount ?? 0,
        });
      case 'MIN_COUNT_MISSING':
        return intl.formatMessage(lp.problemMIN_COUNT_MISSING);
      case 'CYCLE':
        return intl.formatMessage(lp.problemCYCLE, {
          sections: intl.formatList((problem.sectionIds ?? []).map(sectionName)),
        });
      case 'UNKNOWN_PREREQUISITE':
        return intl.formatMessage(lp.problemUNKNOWN_PREREQUISITE);
      case 'MEDIUM_UNAVAILABLE':
        return intl.formatMessage(lp.problemMEDIUM_UNAVAILABLE, { medium: mediumTitle(problem.mediaId) });
    }
  };
}

const ISSUE_TEXT: Record<string, keyof typeof lp> = {
  'title.required': 'issue.title.required',
  'title.tooLong': 'issue.title.tooLong',
  'description.tooLong': 'issue.description.tooLong',
  'sections.required': 'issue.sections.required',
  'sections.tooMany': 'issue.sections.tooMany',
  'minCount.outOfRange': 'issue.minCount.outOfRange',
  'unlockOn.invalid': 'issue.unlockOn.invalid',
  'mediaIds.tooMany': 'issue.mediaIds.tooMany',
};

/** The first issue at exactly this field, in words; the API's own sentence for its refusals. */
export function useIssueAt(issues: readonly ShownIssue[]) {
  const intl = useIntl();
  return (field: string): string | null => {
    const issue = issues.find((i) => i.field === field);
    if (!issue) return null;
    if (issue.code === 'server') return issue.message;
    const key = ISSUE_TEXT[issue.code] ?? 'issue.other';
    return intl.formatMessage(lp[key], issue.params as Record<string, string | number>);
  };
}
