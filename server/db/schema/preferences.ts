// Settings per module (e.g. DESIGN/PRIMARY_COLOR), edited by administrators and read by the app.
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const modulePreferences = pgTable(
  'module_preferences',
  {
    moduleName: text('module_name').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.moduleName, t.key] })],
);

export type ModulePreferenceRow = typeof modulePreferences.$inferSelect;
