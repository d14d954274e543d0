// For tests that a request's database work does not grow with what it lists (no N+1 queries).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Counts the SQL statements sent to the database (PGlite or PostgreSQL) until stopped. */
export function countStatements(): { count: number; stop(): void } {
  const counter = { count: 0, stop: () => {} };
  const patches = [pg.Client.prototype, ownerOf(PGlite.prototype, 'query')].map((proto) => {
    const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>).query!;
    (proto as unknown as Record<string, unknown>).query = function counting(this: unknown, ...args: unknown[]) {
      counter.count++;
      return original.apply(this, args);
    };
    return () => ((proto as unknown as Record<string, unknown>).query = original);
  });
  counter.stop = () => patches.forEach((restore) => restore());
  return counter;
}

function ownerOf(proto: object, method: string): object {
  let current: object | null = proto;
  while (current && !Object.prototype.hasOwnProperty.call(current, method)) current = Object.getPrototypeOf(current) as object | null;
  return current ?? proto;
}
