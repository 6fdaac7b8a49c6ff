// The <resources> of a manifest: each resource's launch address resolved against the xml:base values
// above it, its SCORM type, and every file it names, so the importer can check them against the zip.
import { attribute, childrenNamed, type XmlElement } from './xml';
import { ScormError } from './errors';
import type { Notes } from './notes';

const PACKAGE_ROOT = 'https://package.invalid/';

export interface Resource {
  identifier: string;
  /** adlcp:scormtype; a resource without one is taken as a SCO (the importer says so). */
  scormType: 'sco' | 'asset';
  declaresType: boolean;
  /** The href as written, or null when the resource names none. */
  href: string | null;
  /** The resolved address inside the package, or null without href or when it points outside. */
  url: URL | null;
  external: boolean;
}

export const invalidManifest = (detail: string) =>
  new ScormError(
    'SCORM_MANIFEST_INVALID',
    `The package's imsmanifest.xml is not a usable SCORM 1.2 manifest: ${detail}. Export the course again as SCORM 1.2.`,
  );

// A manifest may hold any text where an address belongs; the message quotes only its start.
const MAX_QUOTED = 200;
const quoted = (value: string) => `"${value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value}"`;

/** `new URL`, but an unusable address refuses the package (TypeError from the URL parser otherwise). */
function address(value: string, base: URL, what: string, place: string): URL {
  try {
    return new URL(value, base);
  } catch {
    throw invalidManifest(`${what} ${quoted(value)} ${place} is not a valid address`);
  }
}

/** Joins xml:base values and an href the way URLs resolve; `place` names where the href is written. */
function resolveHref(bases: (string | undefined)[], href: string, place: string): URL {
  let url = new URL(PACKAGE_ROOT);
  for (const base of bases) if (base) url = address(base, url, 'the xml:base', `for ${place}`);
  return address(href, url, 'the href', `of ${place}`);
}

const isInside = (url: URL) => url.href.startsWith(PACKAGE_ROOT);

/** The path inside the package, or null when it cannot be decoded. */
export function packagePath(url: URL): string | null {
  try {
    return decodeURIComponent(url.pathname.slice(1));
  } catch {
    return null;
  }
}

/** The launch path as the player opens it: path, the href's query, the item's parameters, the fragment. */
export function launchPathOf(url: URL, parameters: string): string {
  let search = url.search;
  let hash = url.hash;
  const extra = parameters.trim();
  if (extra.startsWith('#')) {
    if (!hash) hash = extra;
  } else if (extra) {
    const query = extra.replace(/^[?&]/, '');
    search = search ? `${search}&${query}` : `?${query}`;
  }
  return `${url.pathname.slice(1)}${search}${hash}`;
}

export interface ResourceIndex {
  byId: Map<string, Resource>;
  list: Resource[];
  /** Paths inside the package the manifest names (hrefs and <file href>), in document order. */
  referencedFiles: string[];
}

export function readResources(manifest: XmlElement, resources: XmlElement, notes: Notes): ResourceIndex {
  const byId = new Map<string, Resource>();
  const list: Resource[] = [];
  const referenced = new Set<string>();
  const refer = (url: URL) => {
    const path = isInside(url) ? packagePath(url) : null;
    if (path) referenced.add(path);
  };

  for (const element of childrenNamed(resources, 'resource')) {
    const identifier = attribute(element, 'identifier') ?? '';
    const bases = [attribute(manifest, 'base'), attribute(resources, 'base'), attribute(element, 'base')];
    const href = attribute(element, 'href')?.trim() || null;
    const place = `the resource ${quoted(identifier)}`;
    const url = href === null ? null : resolveHref(bases, href, place);
    const declared = attribute(element, 'scormtype')?.trim().toLowerCase();
    const resource: Resource = {
      identifier,
      scormType: declared === 'asset' ? 'asset' : 'sco',
      declaresType: declared === 'sco' || declared === 'asset',
      href,
      url: url && isInside(url) ? url : null,
      external: url !== null && !isInside(url),
    };
    if (url) refer(url);
    for (const child of element.children) {
      if (child.local === 'file') {
        const fileHref = attribute(child, 'href')?.trim();
        if (fileHref) refer(resolveHref(bases, fileHref, `a <file> of ${place}`));
        for (const inner of child.children) notes.ignore(inner, `file "${fileHref ?? ''}"`);
      } else if (child.local !== 'dependency') notes.ignore(child, `resource "${identifier}"`);
    }
    if (identifier && !byId.has(identifier)) byId.set(identifier, resource);
    list.push(resource);
  }
  return { byId, list, referencedFiles: [...referenced] };
}
