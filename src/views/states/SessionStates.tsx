import { Button } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { appMessages } from '../messages/appMessages';
import { StatusPage } from './StatusPage';

export function SigningIn() {
  const intl = useIntl();
  return <StatusPage busy title={intl.formatMessage(appMessages.authSigningIn)} />;
}

export function SignedOut({ onSignIn }: { onSignIn: () => void }) {
  const intl = useIntl();
  return (
    <StatusPage
      title={intl.formatMessage(appMessages.authSignedOutTitle)}
      body={intl.formatMessage(appMessages.authSignedOutBody)}
    >
      <Button size="3" onClick={onSignIn}>
        {intl.formatMessage(appMessages.shellSignIn)}
      </Button>
    </StatusPage>
  );
}

export function SessionExpired({ onSignIn }: { onSignIn: () => void }) {
  const intl = useIntl();
  return (
    <StatusPage
      role="alert"
      title={intl.formatMessage(appMessages.authSessionExpiredTitle)}
      body={intl.formatMessage(appMessages.authSessionExpiredBody)}
    >
      <Button size="3" onClick={onSignIn}>
        {intl.formatMessage(appMessages.shellSignIn)}
      </Button>
    </StatusPage>
  );
}

/** Inside a frame the provider's login page cannot be shown, so sign-in happens in a popup. */
export function EmbeddedSignInRequired({ onOpenPopup }: { onOpenPopup: () => void }) {
  const intl = useIntl();
  return (
    <StatusPage
      title={intl.formatMessage(appMessages.authEmbeddedTitle)}
      body={intl.formatMessage(appMessages.authEmbeddedBody)}
    >
      <Button size="3" onClick={onOpenPopup}>
        {intl.formatMessage(appMessages.authEmbeddedOpenPopup)}
      </Button>
    </StatusPage>
  );
}

export function StartupError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <StatusPage
      role="alert"
      title={intl.formatMessage(appMessages.startupErrorTitle)}
      body={intl.formatMessage(appMessages.startupErrorBody)}
    >
      <Button size="3" onClick={onRetry}>
        {intl.formatMessage(appMessages.startupErrorRetry)}
      </Button>
    </StatusPage>
  );
}
