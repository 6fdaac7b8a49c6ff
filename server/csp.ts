// The Content Security Policy of the app's pages. The access token lives in the page (sessionStorage),
// so the first rule is that no script runs but the app's own files: no inline script (the runtime
// configuration is a non-executed JSON data block), no eval, no plugins, no <base> rewriting, and Trusted
// Types so a DOM sink cannot be handed a string. The page talks only to the API, the provider and the
// content origin, frames only the provider (silent renew) and the content origin (SCORM), and may be
// framed only by itself and the configured parents.
//
// Styles allow 'unsafe-inline': the accent scale is generated at run time from the unit's colour into a
// <style> element, and Radix's primitives set style attributes and small <style> elements of their own.
// Injected CSS cannot run script or read the token; the strict part is script-src.
import type { ServerConfig } from './config';

const originOf = (url: string) => new URL(url).origin;
const socketOrigin = (url: string) => originOf(url).replace(/^http/, 'ws');

export function appContentSecurityPolicy(config: ServerConfig): string {
  const api = originOf(config.app.API_URL);
  const issuer = originOf(config.issuer);
  const content = originOf(config.contentOrigin);
  const recommender = originOf(config.app.RECOMMENDER_API_URL);
  const connect = new Set(["'self'", api, socketOrigin(config.app.API_URL), issuer, content, recommender]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': [...connect],
    // data: only for the mail log's preview of a sent mail: a sandboxed frame without scripts or an origin
    // (srcdoc would need a Trusted Types policy of its own for markup).
    'frame-src': ["'self'", issuer, content, 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", issuer],
    'frame-ancestors': ["'self'", ...config.app.PARENT_ORIGINS],
    'require-trusted-types-for': ["'script'"],
    // Only the app's own default policy (src/services/trustedTypes.ts) may be created.
    'trusted-types': ['default'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}
