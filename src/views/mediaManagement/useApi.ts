import { selectConfig } from '../../machines/appMachine';
import type { ApiSettings } from '../../services/api';
import { AppContext } from '../AppProvider';

/** The API settings of the running app, for the screen machines' input. */
export function useApiSettings(): ApiSettings {
  const config = AppContext.useSelector(selectConfig);
  return {
    apiUrl: config?.API_URL ?? '',
    issuer: config?.IDM_ISSUER ?? '',
    clientId: config?.IDM_CLIENT_ID ?? '',
    scope: config?.IDM_SCOPE ?? '',
  };
}
