/**
 * `UPSTREAM_CONTRACT=observe` (decision 303): each JSON answer of the lender's host is checked against
 * the contract (`schemas/api/openapi.yaml`) with ajv, as the sandbox's validator checks its own, while
 * it streams to the borrower unchanged. A deviation is logged once per operation and JSON pointer (no
 * values: they may be a borrower's data), so a host that breaks a field on every call logs one line.
 */
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Logger } from 'pino';
import { loadOpenApiDocument, type OpenApiDocument } from '../../schemas/api/openapi-document.ts';

/** Answers larger than this are passed on without a check (a check must not hold a large body). */
export const OBSERVE_LIMIT_BYTES = 1024 * 1024;

const CONTRACT_ID = 'contract.json';

/** The response schema of one operation's status: validate, or null when the contract names none. */
type Check = { operationId: string; validate: ValidateFunction | null; documented: boolean };

/** Follows local `$ref`s (`#/components/...`). */
function deref(doc: OpenApiDocument, node: unknown): Record<string, unknown> | undefined {
  let current = node as { $ref?: string } | undefined;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc) as { $ref?: string };
  }
  return current as Record<string, unknown> | undefined;
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  const options = { maxOutputLength: 4 * OBSERVE_LIMIT_BYTES };
  if (encoding === 'br') return brotliDecompressSync(body, options);
  if (encoding === 'gzip') return gunzipSync(body, options);
  if (encoding === 'deflate') return inflateSync(body, options);
  return body;
}

/** Watches the host's answers; `watch` is the proxy's `onAnswer`. */
export interface ContractObserver {
  watch(req: IncomingMessage, answer: IncomingMessage): void;
}

/** Builds the observer over the contract (compiled lazily, per operation and status). */
export function contractObserver(logger: Logger, doc: OpenApiDocument = loadOpenApiDocument()): ContractObserver {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true, multipleOfPrecision: 6 });
  ajv.addSchema(
    JSON.parse(
      JSON.stringify({ $id: CONTRACT_ID, components: doc.components }).replaceAll(
        '"$ref":"#/',
        `"$ref":"${CONTRACT_ID}#/`,
      ),
    ),
  );
  const operations = new Map<string, { operationId: string; responses: Record<string, unknown> }>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op === 'object' && op && 'responses' in op) {
        operations.set(`${method.toUpperCase()} ${path.toLowerCase()}`, {
          operationId: String(op.operationId),
          responses: op.responses as Record<string, unknown>,
        });
      }
    }
  }
  const checks = new Map<string, Check | undefined>();
  const logged = new Set<string>();

  const checkFor = (method: string, path: string, status: number): Check | undefined => {
    const key = `${method} ${path.toLowerCase()} ${status}`;
    if (checks.has(key)) return checks.get(key);
    const operation = operations.get(`${method} ${path.toLowerCase()}`);
    let check: Check | undefined;
    if (operation) {
      const response = deref(
        doc,
        operation.responses[String(status)] ??
          operation.responses[`${String(status)[0]}XX`] ??
          operation.responses.default,
      );
      const schema = deref(doc, response)?.content as Record<string, { schema?: unknown }> | undefined;
      const json = schema?.['application/json']?.schema;
      const rebased =
        json === undefined
          ? undefined
          : JSON.parse(JSON.stringify(json).replaceAll('"$ref":"#/', `"$ref":"${CONTRACT_ID}#/`));
      check = {
        operationId: operation.operationId,
        documented: response !== undefined,
        validate: rebased === undefined ? null : ajv.compile(rebased),
      };
    }
    checks.set(key, check);
    return check;
  };

  const report = (operationId: string, status: number, pointer: string, problem: string) => {
    const key = `${operationId} ${pointer}`;
    if (logged.has(key)) return;
    logged.add(key);
    logger.warn({ operation: operationId, status, pointer, problem }, 'host answer deviates from the contract');
  };

  const inspect = (check: Check, status: number, body: Buffer, encoding: string | undefined) => {
    if (!check.validate) return;
    let value: unknown;
    try {
      value = JSON.parse(decode(body, encoding).toString('utf8'));
    } catch {
      return report(check.operationId, status, '', 'the answer is not JSON');
    }
    if (check.validate(value)) return;
    for (const error of check.validate.errors ?? []) {
      const params = error.params as { missingProperty?: string; additionalProperty?: string };
      const leaf = params.missingProperty ?? params.additionalProperty;
      report(
        check.operationId,
        status,
        leaf === undefined ? error.instancePath : `${error.instancePath}/${leaf}`,
        error.message ?? error.keyword,
      );
    }
  };

  return {
    watch: (req, answer) => {
      const [path] = (req.url ?? '').split('?');
      const status = answer.statusCode ?? 0;
      const check = checkFor(req.method ?? 'GET', path!, status);
      if (!check) return;
      if (!check.documented) return report(check.operationId, status, '', `status ${status} is not in the contract`);
      // Files (PDF, CSV) and empty answers: the contract gives no JSON schema, nothing to hold.
      if (!check.validate) return;
      if (!/^application\/(.+\+)?json/i.test(answer.headers['content-type'] ?? '')) {
        return report(
          check.operationId,
          status,
          '',
          `the answer is ${answer.headers['content-type'] ?? 'untyped'}, not JSON`,
        );
      }
      const parts: Buffer[] = [];
      let size = 0;
      answer.on('data', (part: Buffer) => {
        size += part.length;
        if (size <= OBSERVE_LIMIT_BYTES) parts.push(part);
      });
      answer.once('end', () => {
        try {
          if (size <= OBSERVE_LIMIT_BYTES)
            inspect(check, status, Buffer.concat(parts), answer.headers['content-encoding']);
        } catch (error) {
          logger.warn(
            { operation: check.operationId, reason: (error as Error).message },
            'host answer could not be checked',
          );
        }
      });
    },
  };
}
