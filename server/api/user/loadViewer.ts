// The caller's own row. A verified token whose account was deleted or deactivated since it was issued is
// refused like a bad token: the app then signs in again.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import type { ApiContext } from '../context';
import { unauthenticated } from '../errors';
import type { UserRow } from '../rows';

export async function loadViewer({ db, viewer }: Pick<ApiContext, 'db' | 'viewer'>): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, viewer.userId)).limit(1);
  if (!row || !row.isActive) throw unauthenticated('Your account no longer exists or was deactivated.');
  return row;
}
