// The route table and constants against seed-spec.md §2 and §9, written out literally here.
import { describe, expect, it } from 'vitest';
import { ROUTES, visibleRoutes } from '../../src/machines/routes';
import * as C from '../../src/machines/constants';
import { SILENT_REFRESH_PATH, normaliseScope, userManagerSettings } from '../../src/services/oidc';
import { parseRuntimeConfig } from '../../src/services/config';

const A = 'ADMIN';
const EM = 'EDUCATION_MANAGER';
const L = 'LEARNER';

// [path, roles, requires sign-in] — seed-spec §2, row by row.
const SPEC_TABLE: Array<[string, string[], boolean]> = [
  ['/dashboard', [], true],
  ['/media', [L], true],
  ['/catalogue', [L], true],
  ['/media-management', [A, EM], true],
  ['/category-management', [A], true],
  ['/media-statistics', [A, EM], true],
  ['/user-statistics', [A, EM], true],
  ['/unit-management', [A, EM], true],
  ['/user-management', [A, EM], true],
  ['/import-management', [A, EM], true],
  ['/assignments', [A, EM], true],
  ['/mailtemplates', [A], true],
  ['/certificates', [A], true],
  ['/system', [A], true],
  ['/my-profile', [], true],
  ['/my-certificates', [], true],
  ['/my-units', [], true],
  ['/my-ratings', [], true],
  ['/design-configuration', [A], true],
  ['/super-console', [], true],
  ['/help-and-legal', [A], true],
  ['/using-sitos', [], true],
  ['/assistant', [A, EM, L], true],
  ['/system-badges', [A], true],
  ['/course-badges', [A], true],
  ['/badges-collection', [], true],
  ['/communication', [A, EM], true],
  ['/learning-path', [A, EM], true],
  ['/relatives', [A], false],
  ['/task-management', [A, EM], true],
  ['/task-statistics', [A, EM], true],
  ['/menu-configuration', [A], true],
  ['/mail-log', [A], true],
  ['/error-page', [], false],
];

describe('route table (seed-spec §2)', () => {
  it('has exactly the specified paths, roles and sign-in guards', () => {
    const actual = ROUTES.map((r) => [r.path, [...r.roles].sort(), r.requiresAuth]);
    const expected = SPEC_TABLE.map(([path, roles, auth]) => [path, [...roles].sort(), auth]);
    expect(actual).toEqual(expected);
  });

  it('derives message ids from the path', () => {
    for (const r of ROUTES) expect(r.id).toBe(r.path.slice(1));
  });

  it('shows each role only the menu entries it may open', () => {
    const paths = (roles: string[]) => visibleRoutes(roles).map((r) => r.path);
    expect(paths([L])).toContain('/media');
    expect(paths([L])).not.toContain('/system');
    expect(paths([EM])).toContain('/media-management');
    expect(paths([EM])).not.toContain('/category-management');
    expect(paths([A])).toContain('/relatives');
    expect(paths([A])).not.toContain('/catalogue');
    expect(paths([])).not.toContain('/error-page');
  });
});

describe('constants (seed-spec §1, §5, §7, §9)', () => {
  it('match the specification', () => {
    expect(C.ALLOWED_LOCALES).toEqual(['en', 'de', 'sw']);
    expect(C.DEFAULT_LOCALE).toBe('en');
    expect(C.DEFAULT_PRIMARY_COLOR).toBe('#5761ee');
    expect(C.DEFAULT_DATE_FORMAT).toBe('dd.MM.yyyy');
    expect(C.TIME_FORMAT).toBe('HH:mm');
    expect(C.EMBEDDED_TOKEN_CHECK_MS).toBe(60000);
    expect(C.SILENT_REFRESH_PATH).toBe('/silent-refresh.html');
    expect(SILENT_REFRESH_PATH).toBe('/silent-refresh.html');
    expect(C.RESPONSE_TYPE).toBe('code');
    expect(C.RECOMMENDATION_COUNT).toBe(4);
    expect(C.BUILD_VERSION).toBe('3.1.0');
    expect(C.MISSING_ISSUER_MESSAGE).toBe('invalid config - IDM_ISSUER not set');
  });

  it('requests response type code, the silent-refresh page and a scope with openid profile email', () => {
    const settings = userManagerSettings({
      issuer: 'https://idp.example.org',
      clientId: 'lms-app',
      scope: 'offline_access',
      origin: 'https://app.example.org',
    });
    expect(settings.response_type).toBe('code');
    expect(settings.silent_redirect_uri).toBe('https://app.example.org/silent-refresh.html');
    expect(settings.scope.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    expect(normaliseScope('')).toBe('openid profile email');
  });

  it('defaults the runtime configuration to the specified values', () => {
    const config = parseRuntimeConfig({});
    expect(config.ALLOWED_LOCALES).toEqual([...C.ALLOWED_LOCALES]);
    expect(config.DEFAULT_LOCALE).toBe(C.DEFAULT_LOCALE);
    expect(config.EMBEDDED_TOKEN_CHECK_MS).toBe(C.EMBEDDED_TOKEN_CHECK_MS);
    expect(config.RECOMMENDER_COUNT).toBe(C.RECOMMENDATION_COUNT);
    expect(config.RECOMMENDER_SCENARIO).toBe('kurs_cf');
  });

  it('matches the package version', async () => {
    const pkg = (await import('../../package.json')).default as { version: string };
    expect(pkg.version).toBe(C.BUILD_VERSION);
  });
});
