import { visibleRoutes, type MenuGroup, type RouteDef } from '../../machines/routes';

export interface MenuSection {
  group: MenuGroup;
  routes: RouteDef[];
}

const groupOrder: readonly MenuGroup[] = ['learning', 'teaching', 'administration', 'personal'];

/** The navigation menu for a set of roles: exactly the routes the roles may open, grouped, no empty group. */
export function menuSections(roles: readonly string[]): MenuSection[] {
  const routes = visibleRoutes(roles);
  return groupOrder
    .map((group) => ({ group, routes: routes.filter((r) => r.menu === group) }))
    .filter((section) => section.routes.length > 0);
}
