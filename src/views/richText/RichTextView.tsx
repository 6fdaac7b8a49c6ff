// RichTextView — formatted text as the server stored it (news: sanitised on the server to an allow-list,
// server/api/news/sanitize.ts), so it is rendered as it is. Only ever give it HTML that came from the server
// or from the rich-text editor itself (whose schema knows only the allowed marks and nodes).
import './richText.css';

export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // Sanitised on the server; see the comment above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
