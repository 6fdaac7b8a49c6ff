// Work that must wait until a transaction has committed: a live notice, waking a background worker. A
// notice sent before the commit could announce a row that a rollback takes back, or reach a client that
// reads before the row is visible. The root database's `transaction` is wrapped once (openDatabase) so
// that what a transaction registered runs after its commit and is dropped on a rollback.
import type { Db } from './client';

const pending = new WeakMap<object, (() => void)[]>();
const tracked = new WeakSet<object>();

/**
 * Runs `fn` after the transaction `db` belongs to commits; outside a transaction (the root database),
 * right after the current statement's caller continues. Inside a nested transaction (a savepoint) it
 * runs when the savepoint is released, which is earlier than the outer commit: register on the outer one.
 */
export function afterCommit(db: Db, fn: () => void): void {
  const list = pending.get(db);
  if (list) list.push(fn);
  else queueMicrotask(fn);
}

/** Makes `afterCommit` work for transactions opened on this database. Idempotent. */
export function trackCommits(db: Db): Db {
  if (tracked.has(db)) return db;
  tracked.add(db);
  const original = db.transaction.bind(db);
  db.transaction = (async (callback: (tx: Db) => Promise<unknown>, config?: unknown) => {
    let registered: (() => void)[] = [];
    const result = await original(async (tx) => {
      registered = [];
      pending.set(tx, registered);
      return callback(tx as unknown as Db);
    }, config as never);
    for (const fn of registered) {
      try {
        fn();
      } catch (error) {
        console.warn('after commit:', error);
      }
    }
    return result;
  }) as Db['transaction'];
  return db;
}
