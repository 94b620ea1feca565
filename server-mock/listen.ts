/** Starts an app on a port (0 = any free one) and hands back its URL and a close function. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** A running server. */
export interface RunningServer {
  server: Server;
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  /** Stops at once: open connections are cut (tests). */
  close(): Promise<void>;
  /**
   * Stops gracefully (SIGTERM): no new connections, requests in flight finish and their connections
   * close as they go idle; whatever is still open after `graceMs` is cut.
   */
  drain(graceMs: number): Promise<void>;
}

/** Listens on `host:port`; resolves once the port is bound. */
export function listen(app: Express, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => {
      if (error) return reject(error);
      const address = server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve({
        server,
        url: `http://${shownHost}:${address.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((err) => (err ? fail(err) : done()));
          }),
        drain: (graceMs) =>
          new Promise<void>((done, fail) => {
            // A keep-alive connection goes idle once its request is answered; close it then.
            const sweep = setInterval(() => server.closeIdleConnections(), 50);
            const cut = setTimeout(() => server.closeAllConnections(), graceMs);
            server.close((err) => {
              clearInterval(sweep);
              clearTimeout(cut);
              if (err) fail(err);
              else done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
