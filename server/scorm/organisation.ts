// The imported organisation's items in document order: nesting, the resource each launches (SCO or
// asset), its launch path with the item's parameters, visibility, prerequisites, mastery score, time
// limits and launch data. What is broken refuses the package; what is merely unused is a warning.
import { attribute, childNamed, type XmlElement } from './xml';
import { ScormError } from './errors';
import type { Notes } from './notes';
import { neverEnterable } from './unreachable';
import {
  MAX_PREREQUISITES_DEPTH,
  MAX_PREREQUISITES_LENGTH,
  prerequisiteProblem,
  type PrerequisiteProblem,
} from '../../src/schemas/scormPrerequisites';
import { invalidManifest, launchPathOf, packagePath, type ResourceIndex } from './resources';

export type ItemKind = 'SCO' | 'ASSET' | 'CONTAINER';

export interface PackageItem {
  identifier: string;
  parentIdentifier: string | null;
  /** Document order, from 0. */
  position: number;
  depth: number;
  title: string;
  kind: ItemKind;
  /** Launch path inside the package with the href's query and the item's parameters; null for containers. */
  href: string | null;
  /** The launch file's path inside the package (no query), to check it is in the zip. */
  launchFile: string | null;
  isVisible: boolean;
  prerequisites: string | null;
  masteryScore: number | null;
  maxTimeAllowed: string | null;
  timeLimitAction: string | null;
  dataFromLms: string | null;
}

const ITEM_CHILDREN = new Set([
  'title',
  'item',
  'prerequisites',
  'masteryscore',
  'maxtimeallowed',
  'timelimitaction',
  'datafromlms',
]);
const TIMESPAN = /^\d{2,4}:[0-5]\d:[0-5]\d(\.\d{1,2})?$/;
const TIME_LIMIT_ACTIONS = ['exit,message', 'exit,no message', 'continue,message', 'continue,no message'];

export const textOf = (element: XmlElement | undefined) => element?.text.trim() ?? '';

export function parseMasteryScore(raw: string, identifier: string): number | null {
  if (raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new ScormError(
      'SCORM_MASTERY_INVALID',
      `The mastery score "${raw}" of the item "${identifier}" in imsmanifest.xml is not a number from 0 to 100. Correct adlcp:masteryscore and export again.`,
    );
  }
  return Math.round(value);
}

function timeLimits(item: XmlElement, identifier: string, notes: Notes) {
  const maxTime = textOf(childNamed(item, 'maxtimeallowed'));
  const action = textOf(childNamed(item, 'timelimitaction'))
    .toLowerCase()
    .replace(/\s*,\s*/, ',');
  const maxTimeAllowed = maxTime === '' || TIMESPAN.test(maxTime) ? maxTime || null : null;
  if (maxTime !== '' && maxTimeAllowed === null)
    notes.warn(
      `The item "${identifier}" has adlcp:maxtimeallowed "${maxTime}", which is no time span (HHHH:MM:SS); it is ignored.`,
    );
  const timeLimitAction = action === '' || TIME_LIMIT_ACTIONS.includes(action) ? action || null : null;
  if (action !== '' && timeLimitAction === null)
    notes.warn(
      `The item "${identifier}" has adlcp:timelimitaction "${action}", which SCORM 1.2 does not define (${TIME_LIMIT_ACTIONS.join('; ')}); it is ignored.`,
    );
  return { maxTimeAllowed, timeLimitAction };
}

/** Why prerequisites are ignored, in the report's words. */
function problemInWords(problem: PrerequisiteProblem): string {
  switch (problem.kind) {
    case 'tooLong':
      return `are longer than ${MAX_PREREQUISITES_LENGTH} characters`;
    case 'tooDeep':
      return `nest parentheses and ~ deeper than ${MAX_PREREQUISITES_DEPTH} levels`;
    case 'unsupported':
      return 'are not in the supported AICC script form (A & B, A | B, ~A, parentheses)';
    case 'unknown': {
      const { identifiers: ids } = problem;
      return `name ${ids.map((id) => `"${id}"`).join(', ')}, which ${ids.length === 1 ? 'is' : 'are'} not an item of the organisation`;
    }
  }
}

export function readOrganisation(
  organisation: XmlElement,
  resources: ResourceIndex,
  notes: Notes,
): PackageItem[] {
  const items: PackageItem[] = [];
  const seen = new Set<string>();
  const untyped = new Set<string>();

  function walk(parent: XmlElement, parentIdentifier: string | null, depth: number) {
    for (const element of parent.children) {
      if (element.local !== 'item') continue;
      let identifier = attribute(element, 'identifier')?.trim() ?? '';
      if (identifier === '') {
        identifier = `item-${items.length + 1}`;
        notes.warn(`An item without an identifier (position ${items.length + 1}) is called "${identifier}".`);
      }
      if (seen.has(identifier)) throw invalidManifest(`the item identifier "${identifier}" is used twice`);
      seen.add(identifier);
      for (const child of element.children)
        if (!ITEM_CHILDREN.has(child.local)) notes.ignore(child, `item "${identifier}"`);

      const ref = attribute(element, 'identifierref')?.trim();
      let kind: ItemKind = 'CONTAINER';
      let href: string | null = null;
      let launchFile: string | null = null;
      if (ref) {
        const resource = resources.byId.get(ref);
        if (!resource)
          throw invalidManifest(`the item "${identifier}" refers to the missing resource "${ref}"`);
        if (resource.external)
          throw new ScormError(
            'SCORM_LAUNCH_EXTERNAL',
            `The package launches the external address "${resource.href ?? ''}" (item "${identifier}"). Only packages whose launch files are inside the zip can be played.`,
          );
        if (resource.url) {
          launchFile = packagePath(resource.url);
          if (launchFile === null)
            throw invalidManifest(`the launch address "${resource.href ?? ''}" is not a valid path`);
          href = launchPathOf(resource.url, attribute(element, 'parameters') ?? '');
          kind = resource.scormType === 'asset' ? 'ASSET' : 'SCO';
          if (!resource.declaresType) untyped.add(ref);
        } else
          notes.warn(
            `The item "${identifier}" refers to the resource "${ref}", which has no href; it launches nothing.`,
          );
      }

      const prerequisitesElement = childNamed(element, 'prerequisites');
      let prerequisites: string | null = textOf(prerequisitesElement) || null;
      const scriptType =
        prerequisitesElement && attribute(prerequisitesElement, 'type')?.trim().toLowerCase();
      if (prerequisites !== null && scriptType && scriptType !== 'aicc_script') {
        notes.warn(
          `The prerequisites of the item "${identifier}" are of type "${scriptType}", not aicc_script; they are ignored.`,
        );
        prerequisites = null;
      }
      items.push({
        identifier,
        parentIdentifier,
        position: items.length,
        depth,
        title: textOf(childNamed(element, 'title')) || identifier,
        kind,
        href,
        launchFile,
        isVisible: attribute(element, 'isvisible')?.trim().toLowerCase() !== 'false',
        prerequisites,
        masteryScore: parseMasteryScore(textOf(childNamed(element, 'masteryscore')), identifier),
        ...timeLimits(element, identifier, notes),
        dataFromLms: textOf(childNamed(element, 'datafromlms')) || null,
      });
      walk(element, identifier, depth + 1);
    }
  }

  walk(organisation, null, 0);
  const known = new Set(items.map((item) => item.identifier));
  for (const item of items) {
    const script = item.prerequisites;
    const problem = script === null ? null : prerequisiteProblem(script, known);
    if (script === null || problem === null) continue;
    // One that cannot be read at all is neither quoted nor kept: every launch would carry it for nothing.
    const huge = problem.kind === 'tooLong' || problem.kind === 'tooDeep';
    if (huge) item.prerequisites = null;
    notes.warn(
      `The prerequisites ${huge ? '' : `"${script}" `}of the item "${item.identifier}" ${problemInWords(problem)}; they are ignored and the item can always be entered.`,
    );
  }
  const locked = neverEnterable(items);
  if (locked.length > 0) {
    const one = locked.length === 1;
    const names = locked.map((item) => `"${item.identifier}"`).join(', ');
    // The roll-up requires every SCO (the assets only of a course without SCOs).
    const required = locked.some((item) => item.kind === 'SCO' || !items.some((i) => i.kind === 'SCO'));
    notes.warn(
      `${one ? 'The item' : 'The items'} ${names} can never be entered: ${one ? 'its' : 'their'} prerequisites wait for each other or for items that can never be met${required ? ', so no learner can finish the course' : ''}. Correct adlcp:prerequisites and export again.`,
    );
  }
  if (untyped.size > 0)
    notes.warn(
      `The resources ${[...untyped].map((id) => `"${id}"`).join(', ')} declare no adlcp:scormtype "sco" or "asset"; they are taken as SCOs.`,
    );
  return items;
}
