// The filtered list as CSV for Excel and for the import (/import-management reads the same headers): UTF-8
// with a byte order mark (Excel otherwise reads it as Windows-1252 and breaks umlauts), comma-separated,
// quoted where needed (RFC 4180), CRLF line ends. Cells that start like a formula (= + - @, tab, CR) get a
// leading apostrophe so a name such as "=HYPERLINK(...)" is shown as text, never run (OWASP CSV injection):
// the writer of ../csv.ts, shared with the super console's exports.
import { asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { units, userUnits } from '../../db/schema/units';
import { BOM, csvLine } from '../csv';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { listCondition, listOrder } from './listQuery';

export const EXPORT_LIMIT = 50_000;
const BATCH = 2_000;
export const CSV_HEADERS = ['username', 'name', 'email', 'locale', 'roles', 'units', 'active', 'created'];

export const exportUsersCsv: QueryResolvers['exportUsersCsv'] = async (_parent, args, { db, viewer }) => {
  const where = listCondition(viewer, args);
  const order = listOrder(args);
  const lines = [csvLine(CSV_HEADERS)];
  // In batches by offset: the unit names are joined for one batch at a time, never for 50,000 rows at once.
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(BATCH + (offset + BATCH >= EXPORT_LIMIT ? 1 : 0))
      .offset(offset);
    if (offset + rows.length > EXPORT_LIMIT)
      throw badUserInput(
        'filter',
        `The list has more than ${EXPORT_LIMIT.toLocaleString('en')} people; narrow it with a search or filters and export again.`,
      );
    const memberships = rows.length
      ? await db
          .select({ userId: userUnits.userId, key: units.key })
          .from(userUnits)
          .innerJoin(units, eq(units.id, userUnits.unitId))
          .where(
            inArray(
              userUnits.userId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(units.key))
      : [];
    const keys = new Map<string, string[]>();
    for (const m of memberships) keys.set(m.userId, [...(keys.get(m.userId) ?? []), m.key]);
    for (const row of rows)
      lines.push(
        csvLine([
          row.username,
          row.name,
          row.email,
          row.locale ?? '',
          row.roles.join('|'),
          (keys.get(row.id) ?? []).join('|'),
          row.isActive ? 'yes' : 'no',
          row.createdAt.toISOString(),
        ]),
      );
    if (rows.length < BATCH) break;
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
};
