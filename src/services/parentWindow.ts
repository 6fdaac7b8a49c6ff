// The bridge to a parent page when the app runs in a frame. Origins are checked against the
// configured PARENT_ORIGINS; messages are posted to a validated origin only, never to '*'.
export type ParentCommand = { type: 'route_change'; route: string } | { type: 'log_out' };
export type ChildMessage = { type: 'session_expired' };

export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

export const isAllowedOrigin = (origin: string, allowed: readonly string[]): boolean =>
  allowed.some((a) => normaliseOrigin(a) === origin);

/** An in-app path: one leading slash, no scheme, no protocol-relative `//`, no backslash tricks. */
export function isInAppPath(route: unknown): route is string {
  if (typeof route !== 'string' || route.length === 0 || route.length > 2048) return false;
  if (!route.startsWith('/') || route.startsWith('//') || route.includes('\\')) return false;
  try {
    const base = 'https://app.invalid';
    return new URL(route, base).origin === base;
  } catch {
    return false;
  }
}

/** Parses a message event's data into a parent command, or null when it is none. */
export function toParentCommand(data: unknown): ParentCommand | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, route } = data as { type?: unknown; route?: unknown };
  if (type === 'log_out') return { type: 'log_out' };
  if (type === 'route_change' && isInAppPath(route)) return { type: 'route_change', route };
  return null;
}

/**
 * Posts to the known parent origin; when it is not known yet, to each allowed origin in turn, which
 * is safe because the browser delivers a message only if the target origin matches the parent.
 */
export function postToParent(
  message: ChildMessage,
  parentOrigin: string | null,
  allowed: readonly string[],
  win: Window = window,
): string[] {
  const targets = parentOrigin
    ? [parentOrigin]
    : allowed.map(normaliseOrigin).filter((o): o is string => o !== null);
  for (const origin of targets) win.parent.postMessage(message, origin);
  return targets;
}
