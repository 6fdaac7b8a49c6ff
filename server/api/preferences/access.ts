// Which modules' settings each role may read. DESIGN is needed by every user at start-up (colours);
// other modules hold administration settings.
import type { Role } from '../../roles';

const READABLE_BY_EVERYONE = new Set(['DESIGN']);
const READABLE_BY_ROLES: Role[] = ['ADMIN'];

export const mayReadModule = (moduleName: string, roles: readonly Role[]): boolean =>
  READABLE_BY_EVERYONE.has(moduleName) || READABLE_BY_ROLES.some((role) => roles.includes(role));
