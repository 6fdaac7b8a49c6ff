// Who sees what at /relatives (DESIGN §4: the route lists ADMIN but has no sign-in guard). Pure.
// - A link's token in the fragment (`#token=...`): the relative's read-only view, signed in or not.
// - No token, a signed-in ADMIN: the management of the links.
// - Anybody else: a plain page saying the page opens through a personal link (ADMINs may sign in).
export type RelativesMode = 'public' | 'manage' | 'explain';

/** The token of a `#token=<base64url>` fragment (other fragment parameters are ignored); null when none. */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token')?.trim() ?? '';
  return token ? token : null;
}

export function relativesMode(
  token: string | null,
  signedIn: boolean,
  roles: readonly string[],
): RelativesMode {
  if (token) return 'public';
  return signedIn && roles.includes('ADMIN') ? 'manage' : 'explain';
}
