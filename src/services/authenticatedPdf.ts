// A PDF the API serves only to the signed-in user it belongs to (a certificate as issued): fetched with the
// access token, since a plain link would carry none. One try and no HTTP cache, as both downloads had it.
// Only actors call it (the caller saves the blob); tests replace those actors.
import ky from 'ky';
import type { ApiSettings } from './api';
import { currentAccessToken, getUserManager } from './oidc';

export async function fetchAuthenticatedPdf(
  api: ApiSettings,
  url: string,
  signal: AbortSignal,
): Promise<Blob> {
  const token = await currentAccessToken(getUserManager(api));
  const blob = await ky
    .get(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
      retry: 0,
      cache: 'no-store',
    })
    .blob();
  return new Blob([blob], { type: 'application/pdf' });
}
