// Clipboard HTML read without innerHTML: the allow-list's formatting survives (also as Word/Docs spell it),
// scripts, styles, comments, handlers and foreign images do not, and the editor gets a slice of its schema.
import { getSchema } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, pastedSlice } from '../../../src/views/richText/pasteHtml';

const schema = getSchema([StarterKit.configure({ heading: { levels: [2, 3] } }), Image]);

describe('cleanPastedHtml', () => {
  it('keeps the allow-list in parse() form and drops whole non-content elements', () => {
    expect(
      cleanPastedHtml(
        "<html><head><meta charset='utf-8'><style>p{color:red}</style></head><body><!--StartFragment-->" +
          '<p class="x" style="margin:0">Hi <b>bold</b> <i>it</i> <a href=https://x.org onclick="y">web</a></p>' +
          "<h1>Top</h1><h4>Low</h4><script>alert(1)</script><img src=x onerror=alert(1)><img src='/files/a' alt='A \"q\"'>" +
          '<span>&#8217;&#x2014;&#60;&amp;&rsquo;</span><!--EndFragment--></body></html>',
      ),
    ).toBe(
      '<p>Hi <strong>bold</strong> <em>it</em> <a href="https://x.org">web</a></p>' +
        '<h2>Top</h2><h3>Low</h3><img src="x"><img src="/files/a" alt="A &quot;q&quot;">' +
        '’—&#60;&amp;’',
    );
  });
});

describe('pastedSlice', () => {
  it('turns formatted clipboard HTML into the editor schema and nothing else', () => {
    const slice = pastedSlice(
      '<meta charset="utf-8"><p>Hello <strong>bold</strong> <a href="https://example.org">link</a></p>' +
        '<ul><li>one</li></ul><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<p><a href="javascript:alert(1)">bad</a> &lt;b&gt;</p>',
      schema,
    );
    expect(slice.content.toJSON()).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Hello ' },
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' ' },
          {
            type: 'text',
            text: 'link',
            marks: [{ type: 'link', attrs: expect.objectContaining({ href: 'https://example.org' }) }],
          },
        ],
      },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'bad <b>' }] },
    ]);
  });

  it('gives an empty slice for clipboard HTML without content', () => {
    expect(pastedSlice('<meta charset="utf-8"><script>alert(1)</script>', schema).size).toBe(0);
  });
});
