import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readAppInput } from './machines/appMachine';
import { App } from './views/App';
import { AppContext } from './views/AppProvider';
import './styles';

// The provider starts the root actor with what the page knows now (location, embedding, markers).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppContext.Provider options={{ input: readAppInput() }}>
      <App />
    </AppContext.Provider>
  </StrictMode>,
);
