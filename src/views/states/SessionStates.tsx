import { Button } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { appMessages } from '../messages/appMessages';
import { bootMessages } from '../messages/bootMessages';
import { StatusPage } from './StatusPage';

/** Before the configuration and the dictionary are there: a spinner named by a default text. */
export function Booting() {
  const intl = useIntl();
  return <StatusPage busy title={intl.formatMessage(bootMessages.loading)} />;
}

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
      title={intl.formatMessage(bootMessages.startupErrorTitle)}
      body={intl.formatMessage(bootMessages.startupErrorBody)}
    >
      <Button size="3" onClick={onRetry}>
        {intl.formatMessage(bootMessages.startupErrorRetry)}
      </Button>
    </StatusPage>
  );
}
