import { IntlProvider, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, DEFAULT_PRIMARY_COLOR } from '../machines/constants';
import { selectAppStatus } from '../machines/appMachine';
import { selectLocale, selectLocaleReady, selectMessages } from '../machines/localeMachine';
import { selectAccentHex, selectAppearance, selectGrayScale } from '../machines/themeMachine';
import { AppContext, useChild } from './AppProvider';
import { Session } from './Session';
import { Booting, StartupError } from './states/SessionStates';
import { ThemeRoot } from './ThemeRoot';

const NO_MESSAGES: Record<string, string> = {};

// Until a dictionary is loaded only the boot texts show, from their English defaults; that is
// expected and not worth a console error. Anything else is reported.
const onIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/** The shell's root: theme and language from their machines, then the session's state. */
export function App() {
  const app = AppContext.useActorRef();
  const status = AppContext.useSelector(selectAppStatus);
  const appearance = useChild('theme', selectAppearance, 'light');
  const grayColor = useChild('theme', selectGrayScale, 'gray');
  const accentHex = useChild('theme', selectAccentHex, DEFAULT_PRIMARY_COLOR);
  const locale = useChild('locale', selectLocale, DEFAULT_LOCALE);
  const messages = useChild('locale', selectMessages, NO_MESSAGES);
  const localeReady = useChild('locale', selectLocaleReady, false);
  return (
    <ThemeRoot appearance={appearance} grayColor={grayColor} accentHex={accentHex}>
      <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE} onError={onIntlError}>
        {status === 'failed' ? (
          <StartupError onRetry={() => app.send({ type: 'app.retry' })} />
        ) : status === 'loading' || !localeReady ? (
          <Booting />
        ) : (
          <Session />
        )}
      </IntlProvider>
    </ThemeRoot>
  );
}
