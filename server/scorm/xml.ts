// A small, strict XML reader for package manifests. It builds an element tree and resolves only the
// five predefined entities and character references: a DOCTYPE is skipped and never expanded, so a
// manifest cannot pull in external files or blow up through entity expansion.

export interface XmlElement {
  /** Qualified name as written, e.g. `adlcp:masteryscore`. */
  name: string;
  /** Name without its prefix, lower-cased: manifests in the wild differ in case (scormtype/scormType). */
  local: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Concatenated text directly inside this element. */
  text: string;
}

export class XmlError extends Error {}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_:][\w.:-]*/;

function decodeEntities(raw: string, at: () => string): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    // Hand-written manifests often carry a bare "&" in titles; keep it as text rather than refuse them.
    if (!whole.endsWith(';')) return whole;
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff)
        throw new XmlError(`Bad character reference ${at()}`);
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[ref];
    if (value === undefined) throw new XmlError(`Unknown entity &${ref}; ${at()}`);
    return value;
  });
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1).toLowerCase();

/** Parses a whole document and returns its root element. */
export function parseXml(source: string): XmlElement {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  let pos = 0;
  const at = () => {
    const before = text.slice(0, pos);
    return `at line ${before.split('\n').length}`;
  };
  const expectEnd = (marker: string, what: string) => {
    const end = text.indexOf(marker, pos);
    if (end < 0) throw new XmlError(`Unterminated ${what} ${at()}`);
    return end;
  };

  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;

  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const chunk = text.slice(pos, lt < 0 ? text.length : lt);
    if (chunk.length > 0) {
      const parent = stack[stack.length - 1];
      if (parent) parent.text += decodeEntities(chunk, at);
      else if (chunk.trim()) throw new XmlError(`Text outside the root element ${at()}`);
    }
    if (lt < 0) break;
    pos = lt;

    if (text.startsWith('<!--', pos)) {
      pos = expectEnd('-->', 'comment') + 3;
    } else if (text.startsWith('<![CDATA[', pos)) {
      const end = expectEnd(']]>', 'CDATA section');
      const parent = stack[stack.length - 1];
      if (!parent) throw new XmlError(`CDATA outside the root element ${at()}`);
      parent.text += text.slice(pos + 9, end);
      pos = end + 3;
    } else if (text.startsWith('<?', pos)) {
      pos = expectEnd('?>', 'processing instruction') + 2;
    } else if (text.startsWith('<!DOCTYPE', pos)) {
      if (root || stack.length) throw new XmlError(`DOCTYPE after the root element ${at()}`);
      // Skip the declaration including an internal subset in brackets; its entities are never used.
      let depth = 0;
      let i = pos + 9;
      for (; i < text.length; i++) {
        const c = text[i];
        if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) break;
      }
      if (i >= text.length) throw new XmlError(`Unterminated DOCTYPE ${at()}`);
      pos = i + 1;
    } else if (text.startsWith('</', pos)) {
      const end = expectEnd('>', 'end tag');
      const name = text.slice(pos + 2, end).trim();
      const open = stack.pop();
      if (!open || open.name !== name) {
        throw new XmlError(`End tag </${name}> does not match <${open?.name ?? 'nothing'}> ${at()}`);
      }
      pos = end + 1;
    } else {
      pos = parseStartTag();
    }
  }
  if (stack.length) throw new XmlError(`Element <${stack[stack.length - 1]?.name}> is not closed`);
  if (!root) throw new XmlError('The document has no root element');
  return root;

  function parseStartTag(): number {
    let i = pos + 1;
    const nameMatch = NAME.exec(text.slice(i, i + 256));
    if (!nameMatch) throw new XmlError(`Invalid tag ${at()}`);
    const name = nameMatch[0];
    i += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      while (/\s/.test(text[i] ?? '')) i++;
      const c = text[i];
      if (c === undefined) throw new XmlError(`Unterminated tag <${name}> ${at()}`);
      if (c === '>' || text.startsWith('/>', i)) break;
      const attrMatch = NAME.exec(text.slice(i, i + 256));
      if (!attrMatch) throw new XmlError(`Invalid attribute in <${name}> ${at()}`);
      const attr = attrMatch[0];
      i += attr.length;
      while (/\s/.test(text[i] ?? '')) i++;
      if (text[i] !== '=') throw new XmlError(`Attribute ${attr} of <${name}> has no value ${at()}`);
      i++;
      while (/\s/.test(text[i] ?? '')) i++;
      const quote = text[i];
      if (quote !== '"' && quote !== "'")
        throw new XmlError(`Attribute ${attr} of <${name}> is not quoted ${at()}`);
      const close = text.indexOf(quote, i + 1);
      if (close < 0) throw new XmlError(`Unterminated attribute ${attr} ${at()}`);
      if (attr in attributes) throw new XmlError(`Duplicate attribute ${attr} in <${name}> ${at()}`);
      attributes[attr] = decodeEntities(text.slice(i + 1, close), at);
      i = close + 1;
    }
    const selfClosing = text[i] === '/';
    const element: XmlElement = { name, local: localName(name), attributes, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else if (root) throw new XmlError(`A second root element <${name}> ${at()}`);
    else root = element;
    if (!selfClosing) stack.push(element);
    return i + (selfClosing ? 2 : 1);
  }
}

/** Children with the given local name (case-insensitive, any prefix). */
export const childrenNamed = (element: XmlElement, local: string) =>
  element.children.filter((c) => c.local === local.toLowerCase());

export const childNamed = (element: XmlElement, local: string) => childrenNamed(element, local)[0];

/** An attribute by local name, whatever its prefix or case. */
export function attribute(element: XmlElement, local: string): string | undefined {
  const wanted = local.toLowerCase();
  for (const [key, value] of Object.entries(element.attributes)) {
    if (localName(key) === wanted) return value;
  }
  return undefined;
}
