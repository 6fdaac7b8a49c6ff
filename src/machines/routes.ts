// The route table of seed-spec §2 as data. Navigation guards, the menu and the lazy screens read it.
export type Role = 'ADMIN' | 'EDUCATION_MANAGER' | 'LEARNER';
export const ROLES: readonly Role[] = ['ADMIN', 'EDUCATION_MANAGER', 'LEARNER'];

export type MenuGroup = 'learning' | 'teaching' | 'administration' | 'personal';

export interface RouteDef {
  path: string;
  /** Roles of which the user needs at least one; empty means any signed-in user. */
  roles: Role[];
  requiresAuth: boolean;
  menu: MenuGroup | null;
  /** The path without its leading slash; message ids are `route.<id>.title` / `route.<id>.purpose`. */
  id: string;
}

const A: Role = 'ADMIN';
const EM: Role = 'EDUCATION_MANAGER';
const L: Role = 'LEARNER';

const route = (path: string, roles: Role[], menu: MenuGroup | null, requiresAuth = true): RouteDef => ({
  path,
  roles,
  requiresAuth,
  menu,
  id: path.slice(1),
});

export const ROUTES: readonly RouteDef[] = [
  route('/dashboard', [], 'personal'),
  route('/media', [L], 'learning'),
  route('/catalogue', [L], 'learning'),
  route('/media-management', [A, EM], 'teaching'),
  route('/category-management', [A], 'administration'),
  route('/media-statistics', [A, EM], 'teaching'),
  route('/user-statistics', [A, EM], 'teaching'),
  route('/unit-management', [A, EM], 'administration'),
  route('/user-management', [A, EM], 'administration'),
  route('/import-management', [A, EM], 'administration'),
  route('/assignments', [A, EM], 'teaching'),
  route('/mailtemplates', [A], 'administration'),
  route('/certificates', [A], 'administration'),
  route('/system', [A], 'administration'),
  route('/my-profile', [], 'personal'),
  route('/my-certificates', [], 'personal'),
  route('/my-units', [], 'personal'),
  route('/my-ratings', [], 'personal'),
  route('/design-configuration', [A], 'administration'),
  // The API decides what the super console shows; the app only asks for a signed-in user. It is
  // reached by address, not from the menu, since most users have nothing to see there.
  route('/super-console', [], null),
  route('/help-and-legal', [A], 'administration'),
  route('/using-sitos', [], 'personal'),
  route('/assistant', [A, EM, L], 'learning'),
  route('/system-badges', [A], 'administration'),
  route('/course-badges', [A], 'administration'),
  route('/badges-collection', [], 'personal'),
  route('/communication', [A, EM], 'teaching'),
  route('/learning-path', [A, EM], 'teaching'),
  // Opened by relatives through a personal link, so it has no sign-in guard (DESIGN §4).
  route('/relatives', [A], 'administration', false),
  route('/task-management', [A, EM], 'teaching'),
  route('/task-statistics', [A, EM], 'teaching'),
  route('/menu-configuration', [A], 'administration'),
  route('/mail-log', [A], 'administration'),
  route('/error-page', [], null, false),
];

/**
 * Routes beyond the specification's table (which ROUTES mirrors and a test checks): the public
 * certificate verification page (issue 12), at /verify and at /verify/<code>, the address in a
 * certificate's QR code. Open like /relatives: anybody may check a certificate.
 */
export const VERIFY_PATH = '/verify';
export const EXTRA_ROUTES: readonly RouteDef[] = [route(VERIFY_PATH, [], null, false)];

/** /verify/<code>: one more segment of letters and digits (the code; the page says when it is unknown). */
const isVerifyWithCode = (path: string) => /^\/verify\/[A-Za-z0-9-]{1,64}$/.test(path);

export const findRoute = (path: string): RouteDef | undefined =>
  ROUTES.find((r) => r.path === path) ??
  EXTRA_ROUTES.find((r) => r.path === path || (r.path === VERIFY_PATH && isVerifyWithCode(path)));

export const hasRouteRole = (routeDef: RouteDef, roles: readonly string[]): boolean =>
  routeDef.roles.length === 0 || routeDef.roles.some((role) => roles.includes(role));

/** Menu entries the roles may open, in table order. */
export function visibleRoutes(roles: readonly string[]): RouteDef[] {
  return ROUTES.filter((r) => r.menu !== null && hasRouteRole(r, roles));
}
