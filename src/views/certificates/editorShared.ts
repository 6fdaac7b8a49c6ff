// Small helpers the template editor's parts share: the field kinds' and languages' names, the error shown
// at an input (the draft's issues after a save was tried, or the API's BAD_USER_INPUT), the design's
// warnings in words.
import { useIntl, type IntlShape } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type {
  templateEditorMachine,
  TemplateEditEvent,
} from '../../machines/certificates/templates/templateEditorMachine';
import type { TemplateIssue } from '../../machines/certificates/templates/templateDraft';
import type { FieldKind } from '../../schemas/certificateDesign';
import { cm } from './messages';

export type EditorRef = ActorRefFrom<typeof templateEditorMachine>;
export type SendEdit = (event: TemplateEditEvent) => void;

export const kindName = (intl: IntlShape, kind: FieldKind) => intl.formatMessage(cm[`kind${kind}`]);

export function languageName(intl: IntlShape, locale: string): string {
  try {
    return new Intl.DisplayNames([intl.locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** The words to show at an input path (e.g. design.fields.2.x), or null. */
export function useErrorAt(issues: TemplateIssue[], serverError: { field: string; message: string } | null) {
  const intl = useIntl();
  return (field: string): string | null => {
    if (serverError?.field === field || serverError?.field === `input.${field}`) return serverError.message;
    const issue = issues.find((i) => i.field === field);
    if (!issue) return null;
    return intl.formatMessage(field === 'name' ? cm.nameRequired : cm.checkValue);
  };
}

const PROBLEM_WORDS = {
  'field.offPage': cm.problemOffPage,
  'qr.tooSmall': cm.problemQrSmall,
  'text.missingDefault': cm.problemTextDefault,
  'name.missing': cm.problemName,
  'verification.missing': cm.problemVerification,
} as const;

export const problemText = (intl: IntlShape, code: string) =>
  code in PROBLEM_WORDS ? intl.formatMessage(PROBLEM_WORDS[code as keyof typeof PROBLEM_WORDS]) : code;
