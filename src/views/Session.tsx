import { lazy, Suspense } from 'react';
import { Router } from 'wouter';
import { selectAuthStatus, selectUser } from '../machines/authMachine';
import { selectAllowedLocales, selectLocale } from '../machines/localeMachine';
import { selectLocation } from '../machines/navigationMachine';
import { findRoute } from '../machines/routes';
import { selectDefaultUnit, selectServerVersion, selectStartupError } from '../machines/startupMachine';
import { AppRoutes } from './AppRoutes';
import { useChild, useChildRef } from './AppProvider';
import { ShellLayout } from './shell/ShellLayout';
import {
  EmbeddedSignInRequired,
  SessionExpired,
  SignedOut,
  SigningIn,
  StartupError,
} from './states/SessionStates';
import { useMachineLocation, useMachineSearch } from './useMachineLocation';

const NO_LOCALES: string[] = [];

// The live badge notice, everywhere once signed in: its own chunk, so the entry stays small.
const BadgeAwardNotices = lazy(() =>
  import('./badges/collection/BadgeAwardNotices').then((m) => ({ default: m.BadgeAwardNotices })),
);

/** What the auth machine's state calls for: a sign-in state page, an open page, or the shell. */
export function Session() {
  const auth = useChildRef('auth');
  const status = useChild('auth', selectAuthStatus, 'checking');
  const path = useChild('navigation', (s) => selectLocation(s).path, '/');
  const signIn = () => auth?.send({ type: 'auth.signIn' });

  if (status === 'signedIn') return <SignedInShell />;
  // Open routes (the relatives' page, the error page) show without a session and without the shell.
  if (status !== 'checking' && status !== 'signingIn' && findRoute(path)?.requiresAuth === false) {
    return (
      <Router hook={useMachineLocation} searchHook={useMachineSearch}>
        <main id="main">
          <AppRoutes />
        </main>
      </Router>
    );
  }
  switch (status) {
    case 'signedOut':
      return <SignedOut onSignIn={signIn} />;
    case 'sessionExpired':
      return <SessionExpired onSignIn={signIn} />;
    case 'embeddedSignInRequired':
      return <EmbeddedSignInRequired onOpenPopup={() => auth?.send({ type: 'auth.signInPopup' })} />;
    default:
      return <SigningIn />;
  }
}

function SignedInShell() {
  const auth = useChildRef('auth');
  const locale = useChildRef('locale');
  const startup = useChildRef('startup');
  const user = useChild('auth', selectUser, null);
  const currentLocale = useChild('locale', selectLocale, 'en');
  const allowedLocales = useChild('locale', selectAllowedLocales, NO_LOCALES);
  const unit = useChild('startup', selectDefaultUnit, null);
  const serverVersion = useChild('startup', selectServerVersion, null);
  const startupError = useChild('startup', selectStartupError, null);

  if (startupError) return <StartupError onRetry={() => startup?.send({ type: 'startup.retry' })} />;
  return (
    <Router hook={useMachineLocation} searchHook={useMachineSearch}>
      <ShellLayout
        unit={unit}
        roles={user?.roles ?? []}
        serverVersion={serverVersion}
        name={user?.name || user?.username || ''}
        locale={currentLocale}
        allowedLocales={allowedLocales}
        onLocaleChange={(next) => locale?.send({ type: 'locale.change', locale: next })}
        onSignOut={() => auth?.send({ type: 'auth.signOut' })}
      >
        <AppRoutes />
        <Suspense fallback={null}>
          <BadgeAwardNotices />
        </Suspense>
      </ShellLayout>
    </Router>
  );
}
