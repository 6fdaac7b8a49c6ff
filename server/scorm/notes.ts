// What the importer ignored or assumed, in plain words for the import report. Elements it does not read
// (metadata, sequencing, ...) are grouped by name, so a manifest with metadata on every item gives one
// line, not hundreds.
import type { XmlElement } from './xml';

const MAX_PLACES = 5;

export class Notes {
  private readonly warnings: string[] = [];
  private readonly ignored = new Map<string, { name: string; places: string[] }>();

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  /** Records an element the importer does not read, and where it was. */
  ignore(element: XmlElement, place: string): void {
    const entry = this.ignored.get(element.local) ?? { name: element.name, places: [] };
    entry.places.push(place);
    this.ignored.set(element.local, entry);
  }

  list(): string[] {
    const ignored = [...this.ignored.values()].map(({ name, places }) => {
      const shown = places.slice(0, MAX_PLACES).join(', ');
      const more = places.length > MAX_PLACES ? ` and ${places.length - MAX_PLACES} more` : '';
      return `<${name}> is ignored (${shown}${more}): the platform does not use it.`;
    });
    return [...this.warnings, ...ignored];
  }
}
