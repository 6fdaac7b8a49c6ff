// What the SCORM player starts with: the package the learner plays (see scormPackage.ts), its items
// with the learner's state in each and whether their prerequisites let them in, and the SCO to start.
// Loaded for all SCORM media of a list at once: one query for the items, one for the states.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LearningStatus } from '../../db/schema/learning';
import { scormScoStates as scoStates, type ScormScoStateRow } from '../../db/schema/scorm';
import type { ScormLaunch, ScormLaunchItem } from '../generated/resolvers';
import { loadPackageItems, singleSco, type PlayableItem } from '../scorm/items';
import { decodeText } from '../scorm/faithful';
import {
  enterable,
  isMet,
  launchableBelow,
  masteryIn,
  reportedLessonStatus,
  startItem,
  type Judge,
} from '../scorm/rollup';
import { launchPackage } from './scormPackage';

export interface ScormLaunchSource {
  mediaId: string;
  title: string;
  status: LearningStatus;
  currentPackageId: string | null;
  pinnedPackageId: string | null;
  launchUrl: string | null;
  mediumMastery: number | null;
  studentName: string;
}

export interface LoadedLaunch {
  url: string | null;
  scorm: ScormLaunch;
}

const entryOf = (state: ScormScoStateRow | undefined) =>
  !state ? 'ab-initio' : state.exit === 'suspend' ? 'resume' : '';

function containerStatus(judge: Judge, item: PlayableItem): string {
  if (isMet(judge, item)) return 'completed';
  return launchableBelow(judge, item).some((i) => judge.states.has(i.identifier))
    ? 'incomplete'
    : 'not attempted';
}

function launchItem(judge: Judge, item: PlayableItem, state: ScormScoStateRow | undefined): ScormLaunchItem {
  const container = item.kind === 'CONTAINER';
  return {
    ...item,
    masteryScore: container ? null : masteryIn(judge, item),
    enterable: enterable(judge, item),
    lessonStatus: container ? containerStatus(judge, item) : reportedLessonStatus(judge, item),
    lessonLocation: decodeText(state?.lessonLocation ?? ''),
    suspendData: decodeText(state?.suspendData ?? ''),
    entry: container ? '' : entryOf(state),
    totalTime: state?.totalTime ?? '0000:00:00',
    scoreRaw: state?.scoreRaw ?? null,
  };
}

export async function loadScormLaunches(
  db: Db,
  userId: string,
  sources: ScormLaunchSource[],
): Promise<Map<string, LoadedLaunch>> {
  const launches = new Map<string, LoadedLaunch>();
  if (sources.length === 0) return launches;
  const packageOf = (s: ScormLaunchSource) => launchPackage(s.pinnedPackageId, s.status, s.currentPackageId);
  const packageIds = sources.map(packageOf).filter((id): id is string => id !== null);
  const [itemsByPackage, stateRows] = await Promise.all([
    loadPackageItems(db, packageIds),
    db
      .select()
      .from(scoStates)
      .where(
        and(
          eq(scoStates.userId, userId),
          inArray(
            scoStates.mediaId,
            sources.map((s) => s.mediaId),
          ),
        ),
      ),
  ]);

  for (const source of sources) {
    const packageId = packageOf(source);
    const items =
      packageId === null
        ? [singleSco(source.title, source.launchUrl, null)]
        : (itemsByPackage.get(packageId) ?? []);
    const states = new Map(
      stateRows
        .filter((s) => s.mediaId === source.mediaId && s.packageId === packageId)
        .map((s) => [s.scoId, s]),
    );
    const judge: Judge = { items, states, mediumMastery: source.mediumMastery };
    const listed = items.map((item) => launchItem(judge, item, states.get(item.identifier)));
    const start = startItem(judge);
    const first = listed.find((i) => i.identifier === start?.identifier);
    launches.set(source.mediaId, {
      url: first?.url ?? source.launchUrl,
      scorm: {
        packageId,
        items: listed,
        startItem: first?.identifier ?? null,
        itemId: first?.identifier ?? null,
        masteryScore: first?.masteryScore ?? null,
        studentId: userId,
        studentName: source.studentName,
        lessonStatus: first?.lessonStatus ?? 'not attempted',
        lessonLocation: first?.lessonLocation ?? '',
        suspendData: first?.suspendData ?? '',
        entry: first?.entry ?? 'ab-initio',
        credit: 'credit',
        totalTime: first?.totalTime ?? '0000:00:00',
        scoreRaw: first?.scoreRaw ?? null,
      },
    });
  }
  return launches;
}
