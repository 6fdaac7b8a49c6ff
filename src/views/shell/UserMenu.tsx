import { Button, DropdownMenu } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { appMessages } from '../messages/appMessages';
import { languageName } from './languageNames';
import { UserMenuFace } from './UserMenuPlaceholder';

export interface UserMenuProps {
  name: string;
  locale: string;
  allowedLocales: readonly string[];
  onLocaleChange: (locale: string) => void;
  onSignOut: () => void;
}

export function UserMenu({ name, locale, allowedLocales, onLocaleChange, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" aria-label={intl.formatMessage(appMessages.shellUserMenu, { name })}>
          <UserMenuFace name={name} />
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item onSelect={() => navigate('/my-profile')}>
          {intl.formatMessage(appMessages.shellProfile)}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Label>{intl.formatMessage(appMessages.shellLanguage)}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={locale} onValueChange={onLocaleChange}>
          {allowedLocales.map((code) => (
            <DropdownMenu.RadioItem key={code} value={code} lang={code}>
              {languageName(code)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={onSignOut}>
          {intl.formatMessage(appMessages.shellSignOut)}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
