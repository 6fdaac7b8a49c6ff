// Shared test data and helpers of the learning machines.
import { operationName, type GraphqlClient } from '../../../src/services/graphql';
import type { ScormStartState } from '../../../src/services/scorm';
import type {
  CatalogueItemFieldsFragment,
  MyAssignmentFieldsFragment,
  MyLearningPathSummaryFieldsFragment,
  MyMediumFieldsFragment,
  NewsItemFieldsFragment,
} from '../../../src/graphql/generated';

export const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

export const launch: ScormStartState = {
  studentId: 'u-1',
  studentName: 'Learner, Lea',
  lessonStatus: 'not attempted',
  lessonLocation: '',
  suspendData: '',
  entry: 'ab-initio',
  credit: 'credit',
  totalTime: '0000:00:00',
  scoreRaw: null,
  masteryScore: 80,
};

export const item = (id: string, title = `Medium ${id}`): CatalogueItemFieldsFragment => ({
  id,
  title,
  description: `About ${title}`,
  type: 'SCORM',
  language: 'en',
  durationMinutes: 20,
  averageRating: 4.5,
  ratingCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  myStatus: null,
  category: { id: 'c-1', name: 'Security' },
});

export const myMedium = (
  id: string,
  extra: Partial<MyMediumFieldsFragment> = {},
): MyMediumFieldsFragment => ({
  medium: item(id),
  status: 'INCOMPLETE',
  progress: 50,
  score: null,
  assigned: false,
  assignment: null,
  enrolledAt: '2026-01-02T00:00:00.000Z',
  lastActivityAt: '2026-01-03T00:00:00.000Z',
  completedAt: null,
  ...extra,
});

export const assignment = (
  status: MyAssignmentFieldsFragment['status'],
  dueOn: string | null,
  daysLeft: number | null,
): MyAssignmentFieldsFragment => ({ id: `a-${dueOn}`, status, dueOn, daysLeft, validUntil: null, note: '' });

export const pathSummary = (
  id: string,
  extra: Partial<MyLearningPathSummaryFieldsFragment> = {},
): MyLearningPathSummaryFieldsFragment => ({
  path: {
    id,
    title: `Path ${id}`,
    description: `About path ${id}`,
    language: 'en',
    coverUrl: null,
    estimatedMinutes: 45,
    sectionCount: 2,
    itemCount: 3,
    following: true,
  },
  enrolled: true,
  assignment: null,
  progress: 0,
  started: false,
  complete: false,
  completedAt: null,
  changedSinceCompletion: false,
  itemsAddedSinceCompletion: 0,
  next: null,
  ...extra,
});

export const news = (id: string, publishedAt = '2026-01-05T09:00:00.000Z'): NewsItemFieldsFragment => ({
  id,
  title: `News ${id}`,
  body: `First paragraph of ${id}.\n\nSecond paragraph.`,
  html: `<p>First paragraph of ${id}.</p><p>Second paragraph.</p>`,
  locale: 'en',
  pinned: false,
  editedAt: null,
  unitName: null,
  unitNames: [],
  publishedAt,
});

export interface Sco {
  LMSInitialize(p: string): string;
  LMSFinish(p: string): string;
  LMSGetValue(e: string): string;
  LMSSetValue(e: string, v: string): string;
  LMSCommit(p: string): string;
  LMSGetLastError(): string;
}

export const scoOf = (win: Window): Sco => Reflect.get(win, 'API') as Sco;

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Answer = { data: unknown; errors?: object[] };

/** A GraphQL client answering by operation name; records every request. */
export function stubClient(answers: Record<string, Answer>) {
  const handlers = new Map<string, (variables: unknown) => Answer>(
    Object.entries(answers).map(([name, answer]) => [name, () => answer]),
  );
  const requests: Array<{ operation: string; variables: unknown }> = [];
  const client: GraphqlClient = {
    request: async (document, variables) => {
      const operation = operationName(document);
      requests.push({ operation, variables });
      const handler = handlers.get(operation);
      if (!handler) throw new Error(`unexpected ${operation}`);
      const answer = handler(variables);
      return { data: answer.data as never, errors: (answer.errors ?? []) as never };
    },
  };
  return {
    client,
    requests,
    answer: (operation: string, handler: (variables: unknown) => Answer) => handlers.set(operation, handler),
  };
}
