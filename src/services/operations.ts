// Typed documents of the shell's operations (src/graphql/shell.graphql), written out until the
// generated ones (npm run codegen -> src/graphql/generated) are committed; the shapes are the same.
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export interface DefaultUnit {
  name: string;
  isActive: boolean;
  uuid: string;
  id: string;
  key: string;
  logoUrl: string | null;
  color: string | null;
  displayedId: string | null;
  isGeneral: boolean;
}

export interface Scorm12AttemptCommitInput {
  hash: string;
  mediaId: string;
  cmi?: unknown;
  committedAt: string;
}

type NoVariables = Record<string, never>;

const doc = <TData, TVariables>(source: string) => parse(source) as TypedDocumentNode<TData, TVariables>;

export const GetVersionDocument = doc<{ version: string }, NoVariables>('query GetVersion { version }');

export const DefaultUnitDocument = doc<{ units: { defaultUnit: DefaultUnit | null } }, NoVariables>(
  'query defaultUnit { units { defaultUnit { name isActive uuid id key logoUrl color displayedId isGeneral } } }',
);

export const GetPreferencesDocument = doc<
  { modulePreferences: { modulePreferences: Array<{ key: string; value: string }> } },
  { moduleName: string }
>(
  'query getPreferences($moduleName: String!) { modulePreferences { modulePreferences(moduleName: $moduleName) { key value } } }',
);

export const CountUserLoginForBadgeDocument = doc<{ user: { updateCountUserLogin: unknown } }, NoVariables>(
  'mutation countUserLoginForBadge { user { updateCountUserLogin } }',
);

export const CommitScoDocument = doc<
  { scorm12Attempt: { commit: { id: string } } },
  { input: Scorm12AttemptCommitInput }
>(
  'mutation commitSco($input: Scorm12AttemptCommitInput!) { scorm12Attempt { commit(input: $input) { id } } }',
);
