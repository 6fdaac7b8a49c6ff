import { asc, eq } from 'drizzle-orm';
import { modulePreferences as table } from '../../db/schema/preferences';
import { forbidden } from '../errors';
import type { ModulePreferenceQueriesResolvers } from '../generated/resolvers';
import { mayReadModule } from './access';

export const modulePreferences: ModulePreferenceQueriesResolvers['modulePreferences'] = async (
  _parent,
  { moduleName },
  { db, viewer },
) => {
  if (!mayReadModule(moduleName, viewer.roles)) {
    throw forbidden(
      `You are not allowed to read the settings of module ${moduleName}: it needs the role ADMIN.`,
    );
  }
  return db.select().from(table).where(eq(table.moduleName, moduleName)).orderBy(asc(table.key));
};
