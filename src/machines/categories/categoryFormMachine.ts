// The create/rename form of a category: the kit's form machine with the category's rules — a name per
// locale (the allowed ones required), 1-100 characters, none the same as a sibling's in any language —
// the same rules the server applies. Made per opening, since the siblings and the required locales
// (configuration) are known only then.
import * as z from 'zod/mini';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { categoryNamesObject, duplicateNames, type NamedSibling } from '../../schemas/categories';
import type { ApiSettings } from '../../services/api';
import { createFormMachine, type FormRecord, type SaveRecordInput } from '../admin/formMachine';
import { emptyNames, recordOf, saveNames, type CategoryNameValues } from './categoryActors';

export interface CategoryFormRules {
  requiredLocales: readonly string[];
  defaultLocale: string;
  /** The other categories at its place, for the unique-name rule. */
  siblings: readonly NamedSibling[];
  /** The category renamed, or null for a new one under parentId. */
  record: FormRecord<CategoryNameValues> | null;
  parentId: string | null;
}

export const CATEGORY_FORM_ID = 'categoryForm';

/**
 * The form's rules: the shared names rules, and no name a sibling shows in any language. The sibling
 * check runs even while a required name is missing, so both show as the administrator types.
 */
export function categoryFormSchema(
  rules: Pick<CategoryFormRules, 'requiredLocales' | 'defaultLocale' | 'siblings'>,
) {
  return categoryNamesObject(rules.requiredLocales).check(
    z.superRefine(
      (values, ctx) => {
        const names = Object.fromEntries(
          Object.entries(values).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
        );
        const candidate = { names, name: names[rules.defaultLocale] ?? '' };
        for (const clash of duplicateNames(candidate, rules.siblings, rules.defaultLocale))
          ctx.addIssue({
            code: 'custom',
            path: [clash.locale],
            message: 'name.duplicate',
            input: values,
            params: { locale: clash.locale },
          });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
}

export function createCategoryFormMachine(rules: CategoryFormRules) {
  return createFormMachine<CategoryNameValues>({
    id: CATEGORY_FORM_ID,
    schema: categoryFormSchema(rules),
    empty: emptyNames(),
    recordFromConflict: (current) =>
      current && typeof current === 'object' && 'names' in current && 'updatedAt' in current
        ? recordOf(current as Parameters<typeof recordOf>[0], rules.defaultLocale)
        : null,
    actors: {
      // The tree already holds the category: nothing to fetch.
      loadRecord: fromPromise<FormRecord<CategoryNameValues>, { api: ApiSettings; id: string }>(async () => {
        if (!rules.record) throw new Error('no category to rename');
        return rules.record;
      }),
      saveRecord: fromPromise<FormRecord<CategoryNameValues>, SaveRecordInput<CategoryNameValues>>(
        ({ input }) =>
          saveNames({
            api: input.api,
            id: input.id,
            parentId: rules.parentId,
            values: input.values,
            expectedUpdatedAt: input.expectedUpdatedAt,
            defaultLocale: rules.defaultLocale,
          }),
      ),
    },
    messages: { saved: { id: 'categories.toast.saved' } },
  });
}

export type CategoryFormMachine = ReturnType<typeof createCategoryFormMachine>;
export type CategoryFormRef = ActorRefFrom<CategoryFormMachine>;

/**
 * Tells the tree when its form saved (a new version, with the category's id) or closed (left: its
 * final state). `updatedAt`: the version the form opened with (null for a new category).
 */
export const watchForm = fromCallback<
  { type: 'categories.formSaved'; id: string } | { type: 'categories.formClosed' },
  { form: CategoryFormRef | null; updatedAt: string | null }
>(({ input, sendBack }) => {
  let savedAt = input.updatedAt;
  const subscription = input.form?.subscribe({
    next: (snapshot) => {
      const { id, updatedAt } = snapshot.context;
      if (snapshot.matches('editing') && id !== null && updatedAt !== null && updatedAt !== savedAt) {
        savedAt = updatedAt;
        sendBack({ type: 'categories.formSaved', id });
      }
    },
    complete: () => sendBack({ type: 'categories.formClosed' }),
  });
  return () => subscription?.unsubscribe();
});
