// News HTML as it may be stored: the editor's formatting and nothing else. Whatever the client sent passes
// through sanitize-html's allow-list here, so the app can render what the server stored as it is. Links
// keep only http(s) and mailto targets and always open apart from the app (rel/target forced); images
// only from our own upload endpoint's file URLs (/files/<uuid>), so no tracking pixel or data: URL.
import { UUID_PATTERN } from '../../../src/schemas/ids';
import sanitizeHtml from 'sanitize-html';
import { plainParagraphs } from '../plainText';

/** Files served by /files/:id (server/files/store.ts fileUrl). */
export const NEWS_IMAGE_SRC = new RegExp(`^/files/${UUID_PATTERN.source.slice(1, -1)}$`, 'i');

const LINK = { rel: 'noopener noreferrer nofollow', target: '_blank' };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'br', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Dropped with their content: never text a reader should see.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), ...LINK },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !NEWS_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/** The allowed part of `html`, with empty paragraphs at the ends trimmed. */
export function sanitizeNewsHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // A link whose href was refused keeps its text, not a dead <a> with only rel/target.
  return clean.replace(/<a rel="[^"]*" target="_blank">([\s\S]*?)<\/a>/g, '$1');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of stored HTML, paragraphs separated by a blank line (digest mails, search, the old API). */
export function newsHtmlToText(html: string): string {
  const blocks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h2|h3|li|blockquote)>/gi, '\n\n');
  const text = sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} });
  return plainParagraphs(text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!));
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text (items written before the editor) as HTML paragraphs. */
export function newsTextToHtml(text: string): string {
  return text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br />')}</p>`)
    .join('');
}
