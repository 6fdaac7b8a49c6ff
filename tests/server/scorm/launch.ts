// Launch and commit helpers for the tests that play SCORM packages through the API.
import { expect } from 'vitest';
import { gql, OPERATIONS, type TestApi } from '../api/harness';

export const LAUNCH = `query myMedium($mediaId: ID!) { myMedium(mediaId: $mediaId) { status progress score
  launch { url scorm { packageId startItem itemId masteryScore lessonStatus lessonLocation suspendData entry totalTime
    scoreRaw items { identifier parentIdentifier title depth kind url isVisible prerequisites enterable masteryScore
      maxTimeAllowed timeLimitAction dataFromLms lessonStatus lessonLocation suspendData entry totalTime scoreRaw } } } } }`;

export interface LaunchItem {
  identifier: string;
  kind: string;
  url: string | null;
  isVisible: boolean;
  enterable: boolean;
  masteryScore: number | null;
  lessonStatus: string;
  lessonLocation: string;
  suspendData: string;
  entry: string;
  totalTime: string;
  scoreRaw: number | null;
  [key: string]: unknown;
}
export interface Mine {
  status: string;
  progress: number;
  score: number | null;
  launch: {
    url: string;
    scorm: Omit<LaunchItem, 'identifier' | 'kind' | 'url' | 'isVisible' | 'enterable'> & {
      packageId: string;
      startItem: string | null;
      itemId: string | null;
      items: LaunchItem[];
    };
  };
}

export async function launchOf(t: TestApi, token: string, mediaId: string): Promise<Mine> {
  const res = await gql<{ myMedium: Mine | null }>(t.api, LAUNCH, { token, variables: { mediaId } });
  expect(res.body.errors).toBeUndefined();
  if (!res.body.data?.myMedium) throw new Error('not enrolled');
  return res.body.data.myMedium;
}

let counter = 0;
export type CommitArgs = [
  token: string,
  mediaId: string,
  scoId: string | undefined,
  core: Record<string, unknown>,
  extra?: { sessionId?: string; suspend_data?: string; packageId?: string; hash?: string },
];

export async function commitScoAs(
  t: TestApi,
  token: string,
  mediaId: string,
  scoId: string | undefined,
  core: Record<string, unknown>,
  extra: { sessionId?: string; suspend_data?: string; packageId?: string; hash?: string } = {},
) {
  counter += 1;
  return gql<{ scorm12Attempt: { commit: { id: string } } }>(t.api, OPERATIONS.commitSco, {
    token,
    variables: {
      input: {
        hash: extra.hash ?? `launch-helper-${counter}`,
        mediaId,
        cmi: { core, ...(extra.suspend_data ? { suspend_data: extra.suspend_data } : {}) },
        committedAt: new Date(Date.UTC(2026, 3, 1, 0, counter)).toISOString(),
        ...(scoId === undefined ? {} : { scoId }),
        ...(extra.sessionId ? { sessionId: extra.sessionId } : {}),
        ...(extra.packageId ? { packageId: extra.packageId } : {}),
      },
    },
  });
}

export const itemsOf = (mine: Mine) =>
  Object.fromEntries(mine.launch.scorm.items.map((i) => [i.identifier, i]));
export const enterableOf = (mine: Mine) =>
  mine.launch.scorm.items.filter((i) => i.kind !== 'CONTAINER' && i.enterable).map((i) => i.identifier);
