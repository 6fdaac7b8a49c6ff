// The items a learner can play in a SCORM medium: the package's imported organisation, or for a package
// stored without item rows (and a SCORM medium without any package) one SCO that launches what the
// medium launched before multi-SCO support, so older media keep working unchanged.
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scormPackages } from '../../db/schema/media';
import { scormItems, type ScormItemKind } from '../../db/schema/scorm';
import { scormLaunchUrl } from '../../files/store';

/** The identifier of the one SCO of a medium that has no item rows (also used by migration 0009). */
export const SINGLE_SCO_ID = 'sco';

export interface PlayableItem {
  identifier: string;
  parentIdentifier: string | null;
  position: number;
  depth: number;
  title: string;
  kind: ScormItemKind;
  /** Root-relative launch address; null for containers. */
  url: string | null;
  isVisible: boolean;
  prerequisites: string | null;
  masteryScore: number | null;
  maxTimeAllowed: string | null;
  timeLimitAction: string | null;
  dataFromLms: string | null;
}

export const singleSco = (title: string, url: string | null, masteryScore: number | null): PlayableItem => ({
  identifier: SINGLE_SCO_ID,
  parentIdentifier: null,
  position: 0,
  depth: 0,
  title,
  kind: 'SCO',
  url,
  isVisible: true,
  prerequisites: null,
  masteryScore,
  maxTimeAllowed: null,
  timeLimitAction: null,
  dataFromLms: null,
});

/** Items per package id, in document order; a package without rows gets its one launch SCO. */
export async function loadPackageItems(db: Db, packageIds: string[]): Promise<Map<string, PlayableItem[]>> {
  const byPackage = new Map<string, PlayableItem[]>();
  const ids = [...new Set(packageIds)];
  if (ids.length === 0) return byPackage;
  const rows = await db
    .select()
    .from(scormItems)
    .where(inArray(scormItems.packageId, ids))
    .orderBy(asc(scormItems.packageId), asc(scormItems.position));
  for (const { packageId, href, ...item } of rows) {
    const list = byPackage.get(packageId) ?? [];
    list.push({ ...item, url: href === null ? null : scormLaunchUrl(packageId, href) });
    byPackage.set(packageId, list);
  }
  const withoutRows = ids.filter((id) => !byPackage.has(id));
  if (withoutRows.length > 0) {
    const packages = await db
      .select({
        id: scormPackages.id,
        title: scormPackages.title,
        launchPath: scormPackages.launchPath,
        masteryScore: scormPackages.masteryScore,
      })
      .from(scormPackages)
      .where(inArray(scormPackages.id, withoutRows));
    for (const p of packages)
      byPackage.set(p.id, [singleSco(p.title, scormLaunchUrl(p.id, p.launchPath), p.masteryScore)]);
  }
  return byPackage;
}

/**
 * The mastery score a SCO is judged by: its own adlcp:masteryscore; in a single-SCO medium the medium's
 * own mastery score (set in media management) comes first, as it always did.
 */
export function masteryOf(item: PlayableItem, scoCount: number, mediumMastery: number | null): number | null {
  return scoCount <= 1 ? (mediumMastery ?? item.masteryScore) : item.masteryScore;
}
