// LinkDialog — the toolbar's link button and its small dialog: the address (http, https or mailto only, the
// same as the server keeps), apply, remove. What is typed is the dialog's own state until it is applied.
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { nativeField } from '../admin/fieldStyle';
import { rt } from './messages';

const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

export function LinkDialog({
  href,
  onApply,
  onRemove,
}: {
  href: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const valid = ALLOWED.test(value.trim());
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue(href ?? 'https://');
          setTried(false);
        }
      }}
    >
      <Dialog.Trigger>
        <Button type="button" size="1" variant={href ? 'solid' : 'soft'} aria-pressed={href !== null}>
          {intl.formatMessage(rt.link)}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>{intl.formatMessage(rt.linkTitle)}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="2">
          {intl.formatMessage(rt.linkUrl)}
        </Dialog.Description>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (!valid) return;
            onApply(value.trim());
            setOpen(false);
          }}
        >
          <Flex direction="column" gap="2">
            <Text as="label" htmlFor={id} size="2" weight="bold">
              {intl.formatMessage(rt.linkTitle)}
            </Text>
            <input
              id={id}
              type="url"
              inputMode="url"
              style={{ ...nativeField, width: '100%' }}
              value={value}
              aria-invalid={tried && !valid ? true : undefined}
              aria-describedby={tried && !valid ? `${id}-error` : undefined}
              onChange={(e) => setValue(e.target.value)}
            />
            {tried && !valid ? (
              <Text id={`${id}-error`} size="2" color="red">
                {intl.formatMessage(rt.linkInvalid)}
              </Text>
            ) : null}
            <Flex gap="2" justify="end" wrap="wrap" mt="2">
              {href ? (
                <Button
                  type="button"
                  variant="soft"
                  color="red"
                  onClick={() => {
                    onRemove();
                    setOpen(false);
                  }}
                >
                  {intl.formatMessage(rt.linkRemove)}
                </Button>
              ) : null}
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {intl.formatMessage(rt.cancel)}
                </Button>
              </Dialog.Close>
              <Button type="submit">{intl.formatMessage(rt.linkApply)}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
