// The stored HTML as a Tiptap (ProseMirror) JSON document: the page enforces Trusted Types, and Tiptap
// parses an HTML string through a sink the policy refuses, so the editor gets JSON read by the same
// allow-list tokenizer the read-only view uses.
import { parse, type Node } from './RichTextView';

type Json = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: Json[];
  text?: string;
  marks?: Json[];
};

const MARKS: Record<string, Json> = { strong: { type: 'bold' }, em: { type: 'italic' } };

function inline(node: Node | string, marks: Json[]): Json[] {
  if (typeof node === 'string')
    return node === '' ? [] : [{ type: 'text', text: node, ...(marks.length ? { marks } : {}) }];
  if (node.tag === 'br') return [{ type: 'hardBreak' }];
  if (node.tag === 'img') return [];
  const mark =
    node.tag === 'a' && node.props.href
      ? { type: 'link', attrs: { href: node.props.href } }
      : node.tag
        ? MARKS[node.tag]
        : undefined;
  return node.children.flatMap((c) => inline(c, mark ? [...marks, mark] : marks));
}

function blocks(children: Array<Node | string>): Json[] {
  const out: Json[] = [];
  let loose: Json[] = [];
  const flush = () => {
    if (loose.some((j) => j.type !== 'text' || j.text?.trim()))
      out.push({ type: 'paragraph', content: loose });
    loose = [];
  };
  for (const child of children) {
    if (
      typeof child !== 'string' &&
      child.tag &&
      ['p', 'h2', 'h3', 'ul', 'ol', 'blockquote', 'img', 'li'].includes(child.tag)
    ) {
      flush();
      if (child.tag === 'p') out.push({ type: 'paragraph', content: inline(child, []) });
      else if (child.tag === 'h2' || child.tag === 'h3')
        out.push({
          type: 'heading',
          attrs: { level: child.tag === 'h2' ? 2 : 3 },
          content: inline(child, []),
        });
      else if (child.tag === 'ul' || child.tag === 'ol')
        out.push({
          type: child.tag === 'ul' ? 'bulletList' : 'orderedList',
          content: child.children
            .filter((c): c is Node => typeof c !== 'string' && c.tag === 'li')
            .map((li) => ({
              type: 'listItem',
              content: blocks(li.children).length ? blocks(li.children) : [{ type: 'paragraph' }],
            })),
        });
      else if (child.tag === 'blockquote') out.push({ type: 'blockquote', content: blocks(child.children) });
      else if (child.tag === 'img')
        out.push({ type: 'image', attrs: { src: child.props.src, alt: child.props.alt ?? '' } });
      else out.push(...blocks(child.children));
    } else loose.push(...inline(child, []));
  }
  flush();
  return out;
}

export function htmlToDoc(html: string): Json {
  const content = blocks(parse(html).children);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}
