// CSV as spreadsheets read it: UTF-8 with a byte order mark (Excel otherwise guesses the encoding), comma
// separated, CRLF line ends, fields quoted when they hold a comma, quote or line break. A field starting
// with = + - @ (or a tab/CR) is prefixed with ' so a spreadsheet never runs it as a formula.
export const BOM = '\ufeff';

export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => values.map(csvField).join(',');

/** A whole CSV document with a header line; `bom` for files people open in a spreadsheet. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[], bom = true): string {
  return (bom ? BOM : '') + [csvLine(header), ...rows.map(csvLine)].join('\r\n') + '\r\n';
}
