/**
 * The store backends a repository test runs on: PGlite always, a PostgreSQL server when TEST_DATABASE_URL
 * is set (the PostgreSQL pass of `npm test`), each a fresh empty database closed (and dropped) by `close`.
 */
import type { Database } from './database.ts';
import { openPg } from './pg-database.ts';
import { withDatabase } from './pg-sandbox-database.ts';
import { openPglite } from './pglite-database.ts';

/** One backend: its name for the test title, and how to open an empty database on it. */
export interface TestBackend {
  name: string;
  open(): Promise<{ db: Database; close(): Promise<void> }>;
}

const ADMIN_URL = process.env.TEST_DATABASE_URL;

/** PGlite, and PostgreSQL when the run has a server. */
export const testBackends: TestBackend[] = [
  {
    name: 'PGlite',
    open: async () => {
      const db = await openPglite();
      return { db, close: () => db.close() };
    },
  },
  ...(ADMIN_URL
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const name = `sandbox_test_backend_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
            const admin = await openPg(ADMIN_URL, { max: 1 });
            await admin.exec(`create database ${name}`);
            const db = await openPg(withDatabase(ADMIN_URL, name), { max: 4 });
            return {
              db,
              close: async () => {
                await db.close();
                await admin.exec(`drop database ${name}`);
                await admin.close();
              },
            };
          },
        },
      ]
    : []),
];
