/** JSON for a `<script type="application/json">`: `<`, `>` and `&` escaped so no value can close the element or open a comment. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
