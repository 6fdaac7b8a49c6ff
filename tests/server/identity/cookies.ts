// A browser's cookie store for one host, for tests that walk the provider's pages over fetch.

/** Cookies by name and path, sent only where their path matches, as a browser does (one host). */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  /** Takes the Set-Cookie headers of a response to `url`; an expired cookie is removed. */
  store(response: Response, url: string): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const attribute = (key: string) =>
        attributes.map((a) => new RegExp(`^\\s*${key}=(.*)$`, 'i').exec(a)?.[1]?.trim()).find(Boolean);
      const requestPath = new URL(url).pathname;
      const path = attribute('path') ?? (requestPath.slice(0, requestPath.lastIndexOf('/')) || '/');
      const expires = attribute('expires');
      const expired = (expires && Date.parse(expires) <= Date.now()) || attribute('max-age') === '0';
      const key = `${path}|${name}`;
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  /** The Cookie header for a request to `url`. */
  header(url: string): string {
    const { pathname } = new URL(url);
    const matches = (path: string) =>
      path === '/' || pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    return [...this.cookies.values()]
      .filter((cookie) => matches(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return [...this.cookies.values()].some((cookie) => cookie.name === name);
  }
}

/** One request with the jar's cookies, never following redirects. */
export async function send(
  jar: CookieJar,
  url: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Response> {
  const cookie = jar.header(url);
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
  });
  jar.store(response, url);
  return response;
}
