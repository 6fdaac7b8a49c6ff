// Landing page of the prompt=none iframe and of the sign-in popup: it only hands the response URL
// back to the window that opened it. The settings are placeholders; the callbacks do not read them.
import { UserManager } from 'oidc-client-ts';

const manager = new UserManager({
  authority: location.origin,
  client_id: 'callback',
  redirect_uri: location.href,
});
void (window.opener ? manager.signinPopupCallback() : manager.signinSilentCallback());
