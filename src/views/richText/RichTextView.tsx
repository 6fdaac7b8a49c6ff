// RichTextView — formatted text as the server stored it (news: sanitised on the server to an allow-list,
// server/api/news/sanitize.ts). The page enforces Trusted Types, so markup never reaches innerHTML: the
// stored HTML is read by a small tokenizer into React elements, and only the allow-list's tags and
// attributes become elements (anything else is dropped, its text kept), a second fence behind the server.
import { createElement, type ReactNode } from 'react';
import './richText.css';

const TAGS = new Set(['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'br', 'blockquote']);
const VOID = new Set(['img', 'br']);
const ATTRIBUTES: Record<string, string[]> = { a: ['href'], img: ['src', 'alt'] };
const SAFE_HREF = /^(https?:|mailto:)/i;
const SAFE_SRC = /^\/files\/[0-9a-f-]{36}$/;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

export interface Node {
  tag: string | null;
  props: Record<string, string>;
  children: Array<Node | string>;
}

export function parse(html: string): Node {
  const root: Node = { tag: null, props: {}, children: [] };
  const stack = [root];
  const token = /<(\/?)([a-zA-Z0-9]+)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)|</g;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const top = stack[stack.length - 1]!;
    if (m[4] !== undefined || m[0] === '<') {
      top.children.push(decode(m[4] ?? '<'));
      continue;
    }
    const tag = m[2]!.toLowerCase();
    if (!TAGS.has(tag)) continue;
    if (m[1]) {
      const at = stack.map((n) => n.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const props: Record<string, string> = {};
    for (const [, name, value] of (m[3] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g))
      if (ATTRIBUTES[tag]?.includes(name!.toLowerCase())) props[name!.toLowerCase()] = decode(value!);
    if (tag === 'a' && !(props.href && SAFE_HREF.test(props.href))) delete props.href;
    if (tag === 'img' && !(props.src && SAFE_SRC.test(props.src))) continue;
    const node: Node = { tag, props, children: [] };
    top.children.push(node);
    if (!VOID.has(tag)) stack.push(node);
  }
  return root;
}

function render(node: Node | string, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(render);
  if (node.tag === null) return children;
  const props: Record<string, unknown> = { key, ...node.props };
  if (node.tag === 'a') Object.assign(props, { rel: 'noopener noreferrer nofollow', target: '_blank' });
  if (node.tag === 'img') props.alt = node.props.alt ?? '';
  return VOID.has(node.tag) ? createElement(node.tag, props) : createElement(node.tag, props, ...children);
}

export function RichTextView({ html, className }: { html: string; className?: string }) {
  return <div className={['rich-text', className].filter(Boolean).join(' ')}>{render(parse(html), 0)}</div>;
}
