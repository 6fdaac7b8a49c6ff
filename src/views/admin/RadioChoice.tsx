// RadioChoice — one of a few choices, as a fieldset whose legend names it: arrow keys move between the
// radios, and a screen reader reads the legend with each one.
import { RadioGroup, Text } from '@radix-ui/themes';

export interface RadioChoiceProps<T extends string> {
  legend: string;
  value: T;
  /** [value, label] pairs, in the order shown. */
  choices: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}

export function RadioChoice<T extends string>({ legend, value, choices, onChange }: RadioChoiceProps<T>) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text as="div" size="2" weight="bold" asChild>
        <legend>{legend}</legend>
      </Text>
      <RadioGroup.Root value={value} onValueChange={(v) => onChange(v as T)} mt="1">
        {choices.map(([choice, label]) => (
          <RadioGroup.Item key={choice} value={choice}>
            {label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}
