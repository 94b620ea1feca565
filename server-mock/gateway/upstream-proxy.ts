/**
 * Gateway mode's `/api/*`: every call goes to the lender's host unchanged (method, path, query, body,
 * `UserToken`, `Idempotency-Key` and every other end-to-end header) through http-proxy-middleware,
 * streaming both ways, so a 10 MB upload or a large PDF never sits in this process's memory. Hop-by-hop
 * headers stop here; `X-Forwarded-For`, `-Proto` and `-Host` say who asked. A host that does not connect
 * or does not answer in time gets the borrower a 502 or 504 in the contract's error body, which the
 * portal shows as the institution's offline text (decision 300).
 */
import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { errorBody } from '../errors/app-error.ts';

/** How long the host may take to accept a connection. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** How long the host may take to start answering once the request is sent, and stay silent mid-answer. */
export const ANSWER_TIMEOUT_MS = 30_000;

/** RFC 9110 §7.6.1: these describe one connection, not the message, so a proxy must not pass them on. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** The codes of the error body the gateway answers with itself. */
export const UPSTREAM_UNREACHABLE = 'UpstreamUnreachable';
export const UPSTREAM_TIMEOUT = 'UpstreamTimeout';

/** Where and how to forward. */
export interface UpstreamProxyOptions {
  /** The host's origin (and base path), e.g. `https://host.example`. */
  target: string;
  logger: Logger;
  connectTimeoutMs?: number;
  answerTimeoutMs?: number;
  /** Called with each host answer before it streams to the borrower (the contract observer). */
  onAnswer?: (req: IncomingMessage, answer: IncomingMessage) => void;
}

/** A time limit the gateway cut the exchange at. */
class UpstreamTimeout extends Error {
  readonly code = 'UPSTREAM_TIMEOUT';
}

/** Hop-by-hop names: the fixed list plus any the message's own `Connection` header names. */
function hopByHop(connection: string | string[] | undefined): string[] {
  const named = (Array.isArray(connection) ? connection.join(',') : (connection ?? ''))
    .split(',')
    .map((n) => n.trim().toLowerCase());
  return [...HOP_BY_HOP, ...named.filter(Boolean)];
}

/** Who asked, as the host should see it: the chain Express trusts (TRUST_PROXY), then the peer. */
function forwardedHeaders(req: Request): Record<string, string> {
  const chain = [...req.ips, req.socket.remoteAddress ?? ''].filter(Boolean);
  return {
    'X-Forwarded-For': chain.join(', '),
    'X-Forwarded-Proto': req.protocol,
    'X-Forwarded-Host': req.get('host') ?? '',
  };
}

/** Starts the connect and answer clocks of one forwarded request. */
function watchTimes(proxyReq: ClientRequest, connectMs: number, answerMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  const cut = (what: string, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => proxyReq.destroy(new UpstreamTimeout(`The host did not ${what} within ${ms} ms`)), ms);
  };
  const answerClock = () => cut('answer', answerMs);
  proxyReq.once('socket', (socket: Socket) => {
    if (socket.connecting) {
      cut('accept the connection', connectMs);
      socket.once('connect', () => clearTimeout(timer));
    }
  });
  proxyReq.once('finish', answerClock);
  proxyReq.once('response', () => clearTimeout(timer));
  proxyReq.once('close', () => clearTimeout(timer));
}

/** Answers a failed exchange, unless the answer already began (then the borrower's connection is cut). */
function answerFailure(
  logger: Logger,
  error: Error & { code?: string },
  req: IncomingMessage,
  res: ServerResponse | Socket,
): void {
  const timedOut = error instanceof UpstreamTimeout;
  if (!('setHeader' in res)) return void res.destroy();
  const path = (req.url ?? '').split('?')[0];
  // The borrower went away: nothing to answer, nothing wrong with the host.
  if (!res.socket || res.socket.destroyed) return;
  logger.warn(
    { method: req.method, path, code: error.code, reason: error.message },
    timedOut ? 'host timed out' : 'host unreachable',
  );
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify(errorBody(timedOut ? UPSTREAM_TIMEOUT : UPSTREAM_UNREACHABLE));
  res.writeHead(timedOut ? 504 : 502, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** The proxy for `/api/*`, mounted at the root after the routes the gateway answers itself. */
export function upstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const connectMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const answerMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  const secure = options.target.startsWith('https:');
  // Kept-alive connections: a new TCP (and TLS) handshake per call would cost more than the forwarding itself.
  const agent = secure
    ? new HttpsAgent({ keepAlive: true, maxFreeSockets: 64 })
    : new HttpAgent({ keepAlive: true, maxFreeSockets: 64 });
  return createProxyMiddleware<Request, ServerResponse>({
    target: options.target,
    pathFilter: (path) => /^\/api(\/|$)/i.test(path),
    changeOrigin: true,
    xfwd: false,
    agent,
    // A silent socket mid-exchange; a little longer than the answer clock, so a host that never answers gets the 504.
    proxyTimeout: answerMs + 1_000,
    on: {
      proxyReq: (proxyReq, req) => {
        // Transfer-Encoding is kept: Node frames the outgoing body by it (a chunked DELETE body would lose its
        // framing).
        for (const name of hopByHop(req.headers.connection))
          if (name !== 'transfer-encoding') proxyReq.removeHeader(name);
        for (const [name, value] of Object.entries(forwardedHeaders(req))) proxyReq.setHeader(name, value);
        watchTimes(proxyReq, connectMs, answerMs);
      },
      proxyRes: (proxyRes, req) => {
        for (const name of hopByHop(proxyRes.headers.connection)) delete proxyRes.headers[name];
        options.onAnswer?.(req, proxyRes);
      },
      error: (error, req, res) => answerFailure(options.logger, error as Error & { code?: string }, req, res),
    },
  });
}
