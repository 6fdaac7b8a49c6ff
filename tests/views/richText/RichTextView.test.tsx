// The read-only renderer builds elements from the stored HTML (no innerHTML under Trusted Types) and keeps
// only the allow-list: a script, a bad link target or a foreign image never becomes an element.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from '../../../src/views/richText/RichTextView';

describe('RichTextView', () => {
  it('renders the allowed formatting and drops the rest', () => {
    const { container } = render(
      <RichTextView
        html={
          '<h2>Head</h2><p><strong>b</strong> &amp; <em>i</em><br /></p><ul><li><p>one</p></li></ul>' +
          '<p><a href="https://x.org" rel="x" target="_blank">web</a> <a href="javascript:alert(1)">bad</a></p>' +
          '<img src="/files/0b8e4a4e-1111-4222-8333-444455556666" alt="Team" /><img src="https://t.example/p.gif" />' +
          '<p>&lt;script&gt;x&lt;/script&gt;</p><script>alert(1)</script><p onclick="x">c</p>'
        }
      />,
    );
    const root = container.firstElementChild!;
    expect(root.innerHTML).toBe(
      '<h2>Head</h2><p><strong>b</strong> &amp; <em>i</em><br></p><ul><li><p>one</p></li></ul>' +
        '<p><a href="https://x.org" rel="noopener noreferrer nofollow" target="_blank">web</a> <a rel="noopener noreferrer nofollow" target="_blank">bad</a></p>' +
        '<img alt="Team" src="/files/0b8e4a4e-1111-4222-8333-444455556666">' +
        '<p>&lt;script&gt;x&lt;/script&gt;</p>alert(1)<p>c</p>',
    );
  });
});
