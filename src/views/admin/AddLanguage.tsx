// AddLanguage — "add a translation": a picker of the languages not yet used and the button that adds the
// picked one. Which one is picked is only what the picker displays, so it is the view's own state; when
// the picked language is taken meanwhile, the first free one shows instead.
import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { FormField } from './FormField';
import { nativeField } from './fieldStyle';

export interface AddLanguageProps {
  /** The languages that may be added (codes), in the order shown. */
  languages: readonly string[];
  /** A code's name in the user's language. */
  nameOf: (code: string) => string;
  label: string;
  addLabel: string;
  /** The button can't be used (e.g. the record is read-only). */
  disabled?: boolean;
  onAdd: (code: string) => void;
}

export function AddLanguage({ languages, nameOf, label, addLabel, disabled, onAdd }: AddLanguageProps) {
  const [adding, setAdding] = useState('');
  const picked = languages.includes(adding) ? adding : (languages[0] ?? '');
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <FormField label={label}>
        {(control) => (
          <select {...control} style={nativeField} value={picked} onChange={(e) => setAdding(e.target.value)}>
            {languages.map((code) => (
              <option key={code} value={code}>
                {nameOf(code)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="button" variant="soft" disabled={disabled || !picked} onClick={() => onAdd(picked)}>
        {addLabel}
      </Button>
    </Flex>
  );
}
