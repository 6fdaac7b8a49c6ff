import { Flex, RadioGroup, Text } from '@radix-ui/themes';
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
  lang?: string;
}

interface ChoiceGroupProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  error?: string | null;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A labelled radio group (arrow keys move between choices) with its error announced to assistive tech. */
export function ChoiceGroup({ label, value, choices, error, disabled, onChange }: ChoiceGroupProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Flex direction="column" gap="2">
      <Text as="div" id={labelId} weight="bold" size="2">
        {label}
      </Text>
      <RadioGroup.Root
        value={value}
        onValueChange={onChange}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
      >
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {error ? (
        <Text id={errorId} size="2" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
