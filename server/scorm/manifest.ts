// Reads a SCORM 1.2 imsmanifest.xml: checks it is a usable 1.2 manifest and resolves what the player
// launches (default organisation -> first item with a resource -> href with xml:base) and its mastery score.
import { attribute, childNamed, childrenNamed, parseXml, XmlError, type XmlElement } from './xml';
import { ScormError } from './errors';

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

export interface ParsedManifest {
  title: string;
  /** Launch file path inside the package, resolved against xml:base, without query or fragment. */
  launchFile: string;
  /** launchFile plus the href's query and the item's parameters, as the player opens it. */
  launchPath: string;
  masteryScore: number | null;
  summary: ManifestSummary;
}

const invalid = (detail: string) =>
  new ScormError(
    'SCORM_MANIFEST_INVALID',
    `The package's imsmanifest.xml is not a usable SCORM 1.2 manifest: ${detail}. Export the course again as SCORM 1.2.`,
  );

const textOf = (element: XmlElement | undefined) => element?.text.trim() ?? '';

/** Joins xml:base values and an href the way URLs resolve, staying inside the package. */
function resolveHref(bases: (string | undefined)[], href: string): string {
  let url = new URL('https://package.invalid/');
  for (const base of bases) if (base) url = new URL(base, url);
  return new URL(href, url).toString();
}

function isVersion12(schemaVersion: string | null, manifest: XmlElement): boolean {
  if (schemaVersion !== null) return /^(scorm\s*)?1\.2$/i.test(schemaVersion);
  // Many 1.2 packages omit the metadata; the ADL namespace still tells a 2004 package apart.
  const namespaces = Object.entries(manifest.attributes).filter(([key]) => key.startsWith('xmlns'));
  return !namespaces.some(([, value]) => /adlcp_v1p3|imsss|adlseq|adlnav/i.test(value));
}

function findLaunchItem(items: XmlElement[]): XmlElement | undefined {
  for (const item of items) {
    if (attribute(item, 'identifierref')) return item;
    const nested = findLaunchItem(childrenNamed(item, 'item'));
    if (nested) return nested;
  }
  return undefined;
}

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

function parseMasteryScore(item: XmlElement | undefined): number | null {
  const raw = item ? textOf(childNamed(item, 'masteryscore')) : '';
  if (raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new ScormError(
      'SCORM_MASTERY_INVALID',
      `The mastery score "${raw}" in imsmanifest.xml is not a number from 0 to 100. Correct adlcp:masteryscore and export again.`,
    );
  }
  return Math.round(value);
}

export function parseManifest(source: string, fallbackTitle: string): ParsedManifest {
  let manifest: XmlElement;
  try {
    manifest = parseXml(source);
  } catch (error) {
    if (error instanceof XmlError) throw invalid(`it is not well-formed XML (${error.message})`);
    throw error;
  }
  if (manifest.local !== 'manifest')
    throw invalid(`its root element is <${manifest.name}> instead of <manifest>`);

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
  if (!organizations) throw invalid('it has no <organizations> element');
  if (!resourcesElement) throw invalid('it has no <resources> element');

  const resourceList = childrenNamed(resourcesElement, 'resource');
  const resources = new Map<string, XmlElement>();
  for (const resource of resourceList) {
    const id = attribute(resource, 'identifier');
    if (id) resources.set(id, resource);
  }

  const organizationList = childrenNamed(organizations, 'organization');
  const defaultId = attribute(organizations, 'default') ?? null;
  const organization =
    organizationList.find((o) => attribute(o, 'identifier') === defaultId) ?? organizationList[0];

  let resource: XmlElement | undefined;
  let item: XmlElement | undefined;
  if (organization) {
    item = findLaunchItem(childrenNamed(organization, 'item'));
    const ref = item ? attribute(item, 'identifierref') : undefined;
    if (item && ref !== undefined) {
      resource = resources.get(ref);
      if (!resource) {
        const id = attribute(item, 'identifier') ?? '';
        throw invalid(`the item "${id}" refers to the missing resource "${ref}"`);
      }
    }
  } else {
    // A package without organisations is still playable through its first launchable SCO.
    resource = resourceList.find(
      (r) => attribute(r, 'scormtype')?.toLowerCase() === 'sco' && attribute(r, 'href'),
    );
  }
  const href = resource ? attribute(resource, 'href')?.trim() : undefined;
  if (!resource || !href) {
    throw new ScormError(
      'SCORM_NO_LAUNCH',
      'The package has no SCO or asset with a launch file (href) to start. Check the organisation items and resources in imsmanifest.xml.',
    );
  }

  const resolved = resolveHref(
    [attribute(manifest, 'base'), attribute(resourcesElement, 'base'), attribute(resource, 'base')],
    href,
  );
  if (!resolved.startsWith('https://package.invalid/')) {
    throw new ScormError(
      'SCORM_LAUNCH_EXTERNAL',
      `The package launches the external address "${href}". Only packages whose launch file is inside the zip can be played.`,
    );
  }
  const url = new URL(resolved);
  let launchFile: string;
  try {
    launchFile = decodeURIComponent(url.pathname.slice(1));
  } catch {
    throw invalid(`the launch address "${href}" is not a valid path`);
  }
  const parameters = item ? (attribute(item, 'parameters') ?? '').trim() : '';
  let search = url.search;
  if (parameters) {
    const extra = parameters.replace(/^[?&]/, '');
    search = search ? `${search}&${extra}` : `?${extra}`;
  }
  const launchPath = `${url.pathname.slice(1)}${search}${url.hash}`;

  const items: ManifestItem[] = [];
  if (organization) summariseItems(childrenNamed(organization, 'item'), resources, items);

  const title =
    textOf(organization && childNamed(organization, 'title')) ||
    textOf(item && childNamed(item, 'title')) ||
    fallbackTitle;

  return {
    title,
    launchFile,
    launchPath,
    masteryScore: parseMasteryScore(item),
    summary: {
      identifier: attribute(manifest, 'identifier') ?? null,
      schemaVersion,
      defaultOrganization: organization ? (attribute(organization, 'identifier') ?? null) : null,
      items,
      resourceCount: resourceList.length,
      scoCount: resourceList.filter((r) => attribute(r, 'scormtype')?.toLowerCase() === 'sco').length,
    },
  };
}
