// Reads a SCORM 1.2 imsmanifest.xml: checks it is a usable 1.2 manifest, imports the default organisation
// (else the first) with all its items, and reports what it found and what it ignored. The first launchable
// item is the package's launch path for single-SCO players and the media list.
import { attribute, childNamed, childrenNamed, parseXml, XmlError, type XmlElement } from './xml';
import { ScormError } from './errors';
import { Notes } from './notes';
import { readOrganisation, textOf, type PackageItem } from './organisation';
import { invalidManifest, launchPathOf, packagePath, readResources } from './resources';

export type { PackageItem } from './organisation';

export interface ManifestItem {
  identifier: string;
  title: string;
  href: string | null;
}

export interface ManifestSummary {
  identifier: string | null;
  schemaVersion: string | null;
  defaultOrganization: string | null;
  items: ManifestItem[];
  resourceCount: number;
  scoCount: number;
}

/** The import report (scorm_packages.report, ScormImportReport in the API). */
export interface ImportReport {
  organisations: { identifier: string; title: string; itemCount: number; isDefault: boolean }[];
  importedOrganisation: string | null;
  itemCount: number;
  scoCount: number;
  assetCount: number;
  missingFiles: string[];
  warnings: string[];
}

export interface ParsedManifest {
  title: string;
  /** The first launchable item's file inside the package, without query or fragment. */
  launchFile: string;
  /** launchFile plus the href's query and the item's parameters, as the player opens it. */
  launchPath: string;
  /** adlcp:masteryscore of the first launchable item. */
  masteryScore: number | null;
  summary: ManifestSummary;
  /** The imported organisation's items in document order. */
  items: PackageItem[];
  /** Paths inside the package the manifest names (resource hrefs and <file href>). */
  referencedFiles: string[];
  /** The report without missingFiles, which needs the zip's listing. */
  report: Omit<ImportReport, 'missingFiles'>;
}

const MANIFEST_CHILDREN = new Set(['metadata', 'organizations', 'resources']);

function isVersion12(schemaVersion: string | null, manifest: XmlElement): boolean {
  if (schemaVersion !== null) return /^(scorm\s*)?1\.2$/i.test(schemaVersion);
  // Many 1.2 packages omit the metadata; the ADL namespace still tells a 2004 package apart.
  const namespaces = Object.entries(manifest.attributes).filter(([key]) => key.startsWith('xmlns'));
  return !namespaces.some(([, value]) => /adlcp_v1p3|imsss|adlseq|adlnav/i.test(value));
}

const countItems = (element: XmlElement): number =>
  childrenNamed(element, 'item').reduce((sum, item) => sum + 1 + countItems(item), 0);

function summariseItems(items: XmlElement[], resources: Map<string, XmlElement>, out: ManifestItem[]) {
  for (const item of items) {
    const ref = attribute(item, 'identifierref');
    const resource = ref === undefined ? undefined : resources.get(ref);
    out.push({
      identifier: attribute(item, 'identifier') ?? '',
      title: textOf(childNamed(item, 'title')),
      href: (resource && attribute(resource, 'href')) || null,
    });
    summariseItems(childrenNamed(item, 'item'), resources, out);
  }
}

function chooseOrganisation(list: XmlElement[], defaultId: string | null, notes: Notes) {
  const named = defaultId === null ? undefined : list.find((o) => attribute(o, 'identifier') === defaultId);
  const chosen = named ?? list[0];
  const chosenId = chosen ? (attribute(chosen, 'identifier') ?? '') : '';
  if (chosen && !named)
    notes.warn(
      defaultId === null
        ? `The organisations name no default organisation; the first, "${chosenId}", is imported.`
        : `The default organisation "${defaultId}" does not exist; the first, "${chosenId}", is imported.`,
    );
  const others = list.filter((o) => o !== chosen).map((o) => `"${attribute(o, 'identifier') ?? ''}"`);
  if (others.length > 0)
    notes.warn(
      `Only the organisation "${chosenId}" is imported; ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} not.`,
    );
  return chosen;
}

export function parseManifest(source: string, fallbackTitle: string): ParsedManifest {
  let manifest: XmlElement;
  try {
    manifest = parseXml(source);
  } catch (error) {
    if (error instanceof XmlError) throw invalidManifest(`it is not well-formed XML (${error.message})`);
    throw error;
  }
  if (manifest.local !== 'manifest')
    throw invalidManifest(`its root element is <${manifest.name}> instead of <manifest>`);

  const metadata = childNamed(manifest, 'metadata');
  const schemaVersionText = metadata ? textOf(childNamed(metadata, 'schemaversion')) : '';
  const schemaVersion = schemaVersionText === '' ? null : schemaVersionText;
  if (!isVersion12(schemaVersion, manifest)) {
    throw new ScormError(
      'SCORM_VERSION_UNSUPPORTED',
      `The package declares SCORM version "${schemaVersion ?? '2004'}", but only SCORM 1.2 packages are supported. Export the course as SCORM 1.2.`,
    );
  }

  const organizations = childNamed(manifest, 'organizations');
  const resourcesElement = childNamed(manifest, 'resources');
  if (!organizations) throw invalidManifest('it has no <organizations> element');
  if (!resourcesElement) throw invalidManifest('it has no <resources> element');

  const notes = new Notes();
  for (const child of manifest.children)
    if (!MANIFEST_CHILDREN.has(child.local)) notes.ignore(child, 'manifest');
  for (const child of organizations.children)
    if (child.local !== 'organization') notes.ignore(child, 'organizations');
  const resources = readResources(manifest, resourcesElement, notes);
  const organisationList = childrenNamed(organizations, 'organization');
  const defaultId = attribute(organizations, 'default')?.trim() || null;
  const organisation = chooseOrganisation(organisationList, defaultId, notes);

  let items: PackageItem[] = [];
  if (organisation) {
    const id = attribute(organisation, 'identifier') ?? '';
    for (const child of organisation.children)
      if (child.local !== 'title' && child.local !== 'item') notes.ignore(child, `organisation "${id}"`);
    items = readOrganisation(organisation, resources, notes);
  } else {
    // A package without organisations is still playable through its first SCO with a launch file.
    const sco = resources.list.find((r) => r.scormType === 'sco' && r.declaresType && r.url);
    const file = sco?.url ? packagePath(sco.url) : null;
    if (sco?.url && file !== null) {
      notes.warn(
        `The package has no organisation; its first SCO resource, "${sco.identifier}", is imported as its only item.`,
      );
      items = [
        {
          identifier: sco.identifier || 'sco',
          parentIdentifier: null,
          position: 0,
          depth: 0,
          title: fallbackTitle,
          kind: 'SCO',
          href: launchPathOf(sco.url, ''),
          launchFile: file,
          isVisible: true,
          prerequisites: null,
          masteryScore: null,
          maxTimeAllowed: null,
          timeLimitAction: null,
          dataFromLms: null,
        },
      ];
    }
  }

  const launchItem = items.find((item) => item.kind !== 'CONTAINER');
  if (!launchItem?.href || launchItem.launchFile === null) {
    throw new ScormError(
      'SCORM_NO_LAUNCH',
      'The package has no SCO or asset with a launch file (href) to start. Check the organisation items and resources in imsmanifest.xml.',
    );
  }

  const rawResources = new Map<string, XmlElement>();
  for (const element of childrenNamed(resourcesElement, 'resource')) {
    const id = attribute(element, 'identifier');
    if (id && !rawResources.has(id)) rawResources.set(id, element);
  }
  const summaryItems: ManifestItem[] = [];
  if (organisation) summariseItems(childrenNamed(organisation, 'item'), rawResources, summaryItems);
  const defaultOrganization = organisation ? (attribute(organisation, 'identifier') ?? null) : null;

  return {
    title: textOf(organisation && childNamed(organisation, 'title')) || launchItem.title || fallbackTitle,
    launchFile: launchItem.launchFile,
    launchPath: launchItem.href,
    masteryScore: launchItem.masteryScore,
    summary: {
      identifier: attribute(manifest, 'identifier') ?? null,
      schemaVersion,
      defaultOrganization,
      items: summaryItems,
      resourceCount: resources.list.length,
      scoCount: resources.list.filter((r) => r.scormType === 'sco' && r.declaresType).length,
    },
    items,
    referencedFiles: resources.referencedFiles,
    report: {
      organisations: organisationList.map((o) => ({
        identifier: attribute(o, 'identifier') ?? '',
        title: textOf(childNamed(o, 'title')),
        itemCount: countItems(o),
        // The one the manifest names as default (the imported one is importedOrganisation).
        isDefault: defaultId !== null && attribute(o, 'identifier') === defaultId,
      })),
      importedOrganisation: defaultOrganization,
      itemCount: items.length,
      scoCount: items.filter((item) => item.kind === 'SCO').length,
      assetCount: items.filter((item) => item.kind === 'ASSET').length,
      warnings: notes.list(),
    },
  };
}
