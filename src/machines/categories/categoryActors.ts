// The category screen's API calls over the shared GraphQL client. They use the kit's requireAdminData,
// so a refusal keeps its extensions (the field of a BAD_USER_INPUT, the current row of a CONFLICT).
import { fromPromise } from 'xstate';
import type { GraphQLFormattedError } from 'graphql';
import {
  CategoryTreeDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  MoveCategoryDocument,
  RenameCategoryDocument,
  type CategoryNamesInput,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import { CATEGORY_LOCALES } from '../../schemas/categories';
import { AdminApiError, requireAdminData } from '../admin/adminErrors';
import type { FormRecord } from '../admin/formMachine';
import { toEntry, type CategoryEntry, type Placement } from './treeModel';

/** The form's values: one name per locale, '' where none is given. */
export type CategoryNameValues = Record<string, string>;

export const emptyNames = (): CategoryNameValues =>
  Object.fromEntries(CATEGORY_LOCALES.map((locale) => [locale, '']));

export const namesOf = (entry: CategoryEntry): CategoryNameValues => ({
  ...emptyNames(),
  ...Object.fromEntries(Object.entries(entry.names).filter((pair): pair is [string, string] => !!pair[1])),
});

export const recordOf = (entry: CategoryEntry, defaultLocale: string): FormRecord<CategoryNameValues> => {
  const values = namesOf(entry);
  // Rows from before translated names have only `name`: it is the default locale's.
  if (!values[defaultLocale]) values[defaultLocale] = entry.name;
  return { id: entry.id, values, updatedAt: entry.updatedAt, updatedBy: entry.updatedByName ?? null };
};

const namesInput = (values: CategoryNameValues): CategoryNamesInput =>
  Object.fromEntries(
    CATEGORY_LOCALES.map((locale) => [locale, values[locale]?.trim() ? values[locale] : null]),
  );

/**
 * The form's fields are the locales: the API names `names.de` (rename) or `input.names.de` (create),
 * so a refusal is handed on naming `de`, which the form shows beside that field.
 */
function byLocale(error: unknown): unknown {
  if (!(error instanceof AdminApiError)) return error;
  return new AdminApiError(
    error.errors.map((e): GraphQLFormattedError => {
      const field = e.extensions?.field;
      if (typeof field !== 'string') return e;
      const locale = /(?:^|\.)names\.([a-z]{2})$/.exec(field)?.[1];
      return locale ? { ...e, extensions: { ...e.extensions, field: locale } } : e;
    }),
  );
}

export const loadTree = fromPromise<CategoryEntry[], { api: ApiSettings }>(async ({ input, signal }) => {
  const result = await getApiClient(input.api).request(CategoryTreeDocument, {}, { signal });
  return requireAdminData(result).categoryTree.map(toEntry);
});

export interface SaveNamesInput {
  api: ApiSettings;
  /** Null: create under `parentId`. */
  id: string | null;
  parentId: string | null;
  values: CategoryNameValues;
  expectedUpdatedAt: string | null;
  defaultLocale: string;
}

/** Creates or renames; answers the saved category as the form's record. */
export async function saveNames(input: SaveNamesInput): Promise<FormRecord<CategoryNameValues>> {
  const client = getApiClient(input.api);
  const names = namesInput(input.values);
  try {
    const change =
      input.id === null
        ? requireAdminData(
            await client.request(CreateCategoryDocument, { input: { names, parentId: input.parentId } }),
          ).createCategory
        : requireAdminData(
            await client.request(RenameCategoryDocument, {
              id: input.id,
              names,
              expectedUpdatedAt: input.expectedUpdatedAt,
            }),
          ).renameCategory;
    if (!change.category) throw new Error('The API answered no category');
    return recordOf(toEntry(change.category), input.defaultLocale);
  } catch (error) {
    throw byLocale(error);
  }
}

export interface MoveInput extends Placement {
  api: ApiSettings;
  id: string;
  expectedUpdatedAt: string;
}

export const moveCategory = fromPromise<CategoryEntry[], MoveInput>(async ({ input, signal }) => {
  const result = await getApiClient(input.api).request(
    MoveCategoryDocument,
    {
      id: input.id,
      parentId: input.parentId,
      position: input.position,
      expectedUpdatedAt: input.expectedUpdatedAt,
    },
    { signal },
  );
  return requireAdminData(result).moveCategory.tree.map(toEntry);
});

export interface DeleteInput {
  api: ApiSettings;
  id: string;
  /** undefined: no destination chosen (an empty category); null: the media keep no category. */
  destination: string | null | undefined;
  expectedUpdatedAt: string;
}

export const deleteCategory = fromPromise<CategoryEntry[], DeleteInput>(async ({ input, signal }) => {
  const result = await getApiClient(input.api).request(
    DeleteCategoryDocument,
    {
      id: input.id,
      moveContentTo: input.destination === undefined ? null : { categoryId: input.destination },
      expectedUpdatedAt: input.expectedUpdatedAt,
    },
    { signal },
  );
  return requireAdminData(result).deleteCategory.tree.map(toEntry);
});
