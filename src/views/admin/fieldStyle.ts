// Radix's trimmed CSS carries no text field or select styles (they would grow the first load); the
// kit's native controls get the same frame as the learner screens' (src/views/learning/fields.tsx).
export const nativeField = {
  font: 'inherit',
  padding: 'var(--space-1) var(--space-2)',
  border: '1px solid var(--gray-a7)',
  borderRadius: 'var(--radius-2)',
  background: 'var(--color-surface)',
  color: 'var(--gray-12)',
  minHeight: 'var(--space-6)',
  maxWidth: '100%',
  boxSizing: 'border-box',
} as const;

export const invalidField = { ...nativeField, borderColor: 'var(--red-9)' } as const;
