import { Avatar, Button, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { appMessages } from '../messages/appMessages';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** Avatar and name, as the user menu's trigger shows them. */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <Avatar size="1" radius="full" fallback={initials(name) || '?'} aria-hidden />
      <Text size="2" className="app-user-name">
        {name}
      </Text>
    </>
  );
}

/** The trigger's look while the menu itself loads; it cannot open anything yet. */
export function UserMenuPlaceholder({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <Button variant="ghost" disabled aria-label={intl.formatMessage(appMessages.shellUserMenu, { name })}>
      <UserMenuFace name={name} />
    </Button>
  );
}
