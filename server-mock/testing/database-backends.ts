/**
 * The backends store tests run on: PGlite always, a PostgreSQL server when TEST_DATABASE_URL is set
 * (the PostgreSQL pass of `npm test`), each opened as a fresh empty database.
 */
import type { Database } from '../store/database.ts';
import { openPg } from '../store/pg-database.ts';
import { withDatabase } from '../store/pg-sandbox-database.ts';
import { openPglite } from '../store/pglite-database.ts';

/** One backend: `open` answers a fresh empty database and how to drop it. */
export interface Backend {
  name: string;
  /** `url`: the server database's URL, for a second pool on it (PostgreSQL only). */
  open(): Promise<{ db: Database; close(): Promise<void>; url?: string }>;
}

const ADMIN_URL = process.env.TEST_DATABASE_URL;

/** PGlite, and PostgreSQL when the pass provides a server. */
export const backends: Backend[] = [
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
            const url = withDatabase(ADMIN_URL, name);
            const db = await openPg(url, { max: 4 });
            return {
              db,
              url,
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
