import type { CSSProperties, ReactNode } from 'react';

const cell: CSSProperties = {
  padding: 'var(--space-1) var(--space-2)',
  borderBottom: '1px solid var(--gray-a5)',
  textAlign: 'left',
  verticalAlign: 'top',
};
const dataCell: CSSProperties = { ...cell, whiteSpace: 'pre-line', overflowWrap: 'anywhere' };

export interface SimpleTableProps {
  label: string;
  headers: ReactNode[];
  rows: Array<{ key: string | number; cells: ReactNode[] }>;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: number;
}

/**
 * A plain table for the import's previews and reports (read only: no sorting, no selection, so not the
 * kit's DataTable). Wider than the screen, it scrolls inside its own focusable region, never the page.
 */
export function SimpleTable({ label, headers, rows, rowHeader }: SimpleTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{
        overflowX: 'auto',
        maxWidth: '100%',
        border: '1px solid var(--gray-a5)',
        borderRadius: 'var(--radius-2)',
      }}
    >
      <table
        aria-label={label}
        style={{ borderCollapse: 'collapse', width: '100%', fontSize: 'var(--font-size-2)' }}
      >
        <thead style={{ background: 'var(--gray-a2)' }}>
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" style={{ ...cell, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((content, i) =>
                i === rowHeader ? (
                  <th key={i} scope="row" style={{ ...dataCell, fontWeight: 500 }}>
                    {content}
                  </th>
                ) : (
                  <td key={i} style={dataCell}>
                    {content}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
