// Pasting formatted text under Trusted Types. ProseMirror reads clipboard HTML by assigning it to innerHTML
// through the page's default policy, which lets no tag through, so a formatted paste arrived empty. Here the
// clipboard HTML is read by the view's allow-list tokenizer instead and rebuilt with createElement in an
// inert document (no innerHTML, no image loads, no handlers), then ProseMirror's own DOM parser fits it into
// the schema. Dropped formatted text goes the same way. Plain text needs none of this: ProseMirror builds
// that DOM itself, without a string sink.
import { DOMParser as SchemaParser, type ResolvedPos, type Schema, type Slice } from '@tiptap/pm/model';
import { Selection } from '@tiptap/pm/state';
import { dropPoint } from '@tiptap/pm/transform';
import type { EditorView } from '@tiptap/pm/view';
import { parse, type Node } from './RichTextView';

// Clipboard HTML carries a document around the fragment (meta, style, comments) and elements whose text is
// not content (script, style): those go whole, not just their tags as parse() would.
const DROP_WHOLE =
  /<(script|style|head|title|template|noscript|xml)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<![^>]*>/gi;
// Word, Google Docs and web pages spell the allowed formatting with other tags; map them to the allow-list.
const RENAME: Record<string, string> = {
  b: 'strong',
  i: 'em',
  h1: 'h2',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
  div: 'p',
};
const KEEP = new Set(['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'br', 'blockquote']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
// Characters that would be markup again once decoded stay as their entity (parse() decodes those).
const MARKUP = new Set(['<', '>', '&', '"']);

/**
 * Clipboard HTML in the form parse() reads: unknown tags dropped (their text kept), allowed tags with only
 * href/src/alt in double quotes, numeric entities decoded. parse() then applies the allow-list proper
 * (link schemes, image sources).
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(DROP_WHOLE, '')
    .replace(TAG, (_, close: string, name: string, rest: string) => {
      const tag = RENAME[name.toLowerCase()] ?? name.toLowerCase();
      if (!KEEP.has(tag)) return '';
      if (close) return `</${tag}>`;
      const attributes = [...rest.matchAll(ATTRIBUTE)]
        .filter(([, attribute]) => ['href', 'src', 'alt'].includes(attribute!.toLowerCase()))
        .map(
          ([, attribute, a, b, c]) =>
            ` ${attribute!.toLowerCase()}="${(a ?? b ?? c ?? '').replace(/"/g, '&quot;')}"`,
        );
      return `<${tag}${attributes.join('')}>`;
    })
    .replace(/&#(?:x([0-9a-f]+)|([0-9]+));/gi, (entity, hex?: string, dec?: string) => {
      const code = hex ? parseInt(hex, 16) : Number(dec);
      const char = code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      return MARKUP.has(char) ? entity : char;
    })
    .replace(/&(rsquo|lsquo|rdquo|ldquo|ndash|mdash|hellip);/g, (_, name: string) => NAMED[name]!);
}
const NAMED: Record<string, string> = {
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

/** The tokenizer's tree as DOM nodes of `doc`, attributes set one by one (no string ever parsed as HTML). */
function build(doc: Document, node: Node | string): globalThis.Node {
  if (typeof node === 'string') return doc.createTextNode(node);
  const element = node.tag ? doc.createElement(node.tag) : doc.createElement('div');
  for (const [name, value] of Object.entries(node.props)) element.setAttribute(name, value);
  for (const child of node.children) element.appendChild(build(doc, child));
  return element;
}

/** Clipboard HTML as a slice of `schema`, read in the context of `$context` (the paste position). */
export function pastedSlice(html: string, schema: Schema, context?: ResolvedPos): Slice {
  // An inert document: an <img> made here loads nothing, and nothing in it belongs to the page.
  const doc = document.implementation.createHTMLDocument('');
  const container = build(doc, parse(cleanPastedHtml(html)));
  return SchemaParser.fromSchema(schema).parseSlice(container, { context });
}

/**
 * The editor's paste DOM event (it runs before ProseMirror's own, which would parse the HTML first and hit
 * the refused sink): formatted text is pasted here, anything else is left to ProseMirror.
 */
export function handlePaste(view: EditorView, event: ClipboardEvent): boolean {
  const html = event.clipboardData?.getData('text/html') ?? '';
  if (!html.trim() || !view.editable) return false;
  event.preventDefault();
  const slice = pastedSlice(html, view.state.schema, view.state.selection.$from);
  // The same metadata ProseMirror's paste sets, so Tiptap's paste rules (autolink) see a paste.
  view.dispatch(
    view.state.tr.replaceSelection(slice).scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'),
  );
  return true;
}

/**
 * The same for formatted text dragged in from another page (ProseMirror's drop reads it the same refused
 * way). A drag inside the editor carries its own slice and stays with ProseMirror, as does plain text.
 */
export function handleDrop(view: EditorView, event: DragEvent): boolean {
  const html = event.dataTransfer?.getData('text/html') ?? '';
  const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
  if (view.dragging || !html.trim() || !view.editable || !at) return false;
  event.preventDefault();
  const $at = view.state.doc.resolve(at.pos);
  const slice = pastedSlice(html, view.state.schema, $at);
  const insertAt = dropPoint(view.state.doc, $at.pos, slice) ?? $at.pos;
  const tr = view.state.tr.replaceRange(insertAt, insertAt, slice);
  const end = tr.doc.resolve(tr.mapping.map(insertAt, 1));
  view.focus();
  view.dispatch(tr.setSelection(Selection.near(end, -1)).setMeta('uiEvent', 'drop'));
  return true;
}
