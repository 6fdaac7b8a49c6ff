// First: the Trusted Types policy must exist before any library touches the DOM.
import './services/trustedTypes';
import { createRoot } from 'react-dom/client';
import { readAppInput } from './machines/appMachine';
import { App } from './views/App';
import { AppContext } from './views/AppProvider';
import './styles';

// The provider starts the root actor with what the page knows now (location, embedding, markers).
// No <StrictMode>: its development-only mount, unmount and mount again stops the root actor while
// its start-up calls are in flight, and the app then starts in its failure state under `npm run dev`.
createRoot(document.getElementById('root')!).render(
  <AppContext.Provider options={{ input: readAppInput() }}>
    <App />
  </AppContext.Provider>,
);
