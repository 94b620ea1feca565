/**
 * A host that gets the contract wrong on purpose, for the conformance kit's own test: its account
 * list drops a required field, its profile changes a field's type, its maintenance call answers a
 * status the contract does not declare, and it has no other call at all.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/** A running fixture host. */
export interface WrongHost {
  url: string;
  close(): Promise<void>;
}

export const FIXTURE_USER = 'kit.user';
export const FIXTURE_PASSWORD = 'Fixture-pass1!';

/** Starts the wrong host on a free port. */
export async function startWrongHost(): Promise<WrongHost> {
  const app = express();
  app.use(express.json());
  app.post('/api/login/userlogin', (req, res) => {
    const { username, password } = req.body as { username?: string; password?: string };
    if (username !== FIXTURE_USER || password !== FIXTURE_PASSWORD)
      return void res.status(403).json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'InvalidLogin' }] });
    res.json({ IsLoggedIn: true, UserToken: 'fixture-user-token' });
  });
  // Required `Comment` dropped from the account.
  app.get(
    '/api/accountList',
    (_req, res) => void res.json({ Accounts: [{ Number: '0001-204518-3', Type: 0 }], HasNoErrors: true, Errors: [] }),
  );
  // `HasNoErrors` is a string here, a boolean in the contract.
  app.get('/api/Profile', (_req, res) => void res.json({ HasNoErrors: 'yes', Errors: [] }));
  // 202 where the contract says 200.
  app.get('/api/MaintenanceMode', (_req, res) => void res.status(202).json({ isEnabled: false }));
  app.use((_req, res) => void res.status(404).json({ message: 'no such call' }));
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
