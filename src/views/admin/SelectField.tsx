import { Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { nativeField } from './fieldStyle';

/** A labelled native select or date input: the platform's own controls for keyboards and screen readers. */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      <select
        id={id}
        style={{ ...nativeField, width: '100%' }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Flex>
  );
}

export function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      <input
        id={id}
        type="date"
        style={{ ...nativeField, width: '100%' }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Flex>
  );
}
