import { Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';

// Radix's trimmed CSS carries no text field or select styles; native controls get a matching frame.
export const nativeField = {
  font: 'inherit',
  padding: 'var(--space-1) var(--space-2)',
  border: '1px solid var(--gray-a7)',
  borderRadius: 'var(--radius-2)',
  background: 'var(--color-surface)',
  color: 'var(--gray-12)',
  minHeight: 'var(--space-6)',
} as const;

/** A labelled native select: keyboard and screen readers get the platform's own control. */
export function NativeSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      <select id={id} style={nativeField} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Flex>
  );
}
