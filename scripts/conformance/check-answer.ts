/**
 * Checks one answer of a host against the contract: its status must be one the operation declares,
 * its media type one the status declares, and a JSON body must satisfy the status's schema (with
 * ajv over the bundled contract, as the sandbox's validator does; formats are not checked).
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { contractAjv, derefContract, rebaseOnContract } from '../../schemas/api/contract-ajv.ts';
import type { OpenApiDocument } from '../../schemas/api/openapi-document.ts';
import type { Deviation, Outcome } from './outcome.ts';

/** An answer as the kit received it. */
export interface Answer {
  status: number;
  contentType: string;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

/** Statuses that say the host has no such call, unless the operation declares them itself. */
const NOT_IMPLEMENTED = new Set([404, 405, 501]);
/** Values at these pointers are never printed: an answer may hold a token or a secret. */
const SECRET = /token|password|secret|answer|ssn|social/i;
const MAX_SHOWN = 60;

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;

/** Shows a value for the report, briefly, never a secret. */
function shown(value: unknown, pointer: string): string {
  if (value === undefined) return 'missing';
  if (SECRET.test(pointer) && typeof value === 'string') return `string (${value.length} characters, not shown)`;
  const text = JSON.stringify(value);
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `${kind} ${text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}...` : text}`;
}

function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (at, part) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined),
      body,
    );
}

/** One ajv error as a deviation, pointing at the value that is wrong or missing. */
function deviationOf(error: ErrorObject, body: unknown): Deviation {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const pointer = `${error.instancePath}/${String(params.missingProperty)}`;
      return { pointer, expected: 'present (required)', got: 'missing' };
    }
    case 'additionalProperties': {
      const pointer = `${error.instancePath}/${String(params.additionalProperty)}`;
      return { pointer, expected: 'no such property', got: shown(valueAt(body, pointer), pointer) };
    }
    case 'type':
      return {
        pointer: error.instancePath,
        expected: `type ${String(params.type)}`,
        got: shown(valueAt(body, error.instancePath), error.instancePath),
      };
    case 'enum':
      return {
        pointer: error.instancePath,
        expected: `one of ${JSON.stringify(params.allowedValues)}`,
        got: shown(valueAt(body, error.instancePath), error.instancePath),
      };
    default:
      return {
        pointer: error.instancePath,
        expected: error.message ?? error.keyword,
        got: shown(valueAt(body, error.instancePath), error.instancePath),
      };
  }
}

/** The checker for one contract document; validators are compiled once per status. */
export function answerChecker(doc: OpenApiDocument): (method: string, path: string, answer: Answer) => Outcome {
  const check = statusAndBodyChecker(doc);
  return (method, path, answer) => {
    const outcome = check(method, path, answer);
    // A 404 the operation declares, but not in the contract's shape, is the host's own "no such path".
    if (outcome.kind === 'deviates' && NOT_IMPLEMENTED.has(answer.status))
      return { kind: 'not-implemented', status: answer.status };
    return outcome;
  };
}

function statusAndBodyChecker(doc: OpenApiDocument): (method: string, path: string, answer: Answer) => Outcome {
  const ajv = contractAjv(doc, { coerceTypes: false, allErrors: true });
  const compiled = new Map<string, ValidateFunction>();
  return (method, path, answer) => {
    const operation = doc.paths[path]?.[method.toLowerCase()] as { responses?: Responses } | undefined;
    if (!operation) throw new Error(`${method} ${path} is not in the contract`);
    const responses = operation.responses ?? {};
    const declared = derefContract(doc, responses[String(answer.status)] ?? responses.default);
    if (!declared) {
      const expected = `status ${Object.keys(responses).join(' or ')}`;
      return {
        kind: 'deviates',
        status: answer.status,
        deviations: [{ pointer: '', expected, got: `status ${answer.status}` }],
      };
    }
    const media = Object.keys(declared.content ?? {});
    if (media.length === 0) return { kind: 'conforms', status: answer.status };
    const type = answer.contentType.split(';')[0]!.trim().toLowerCase();
    if (!media.includes(type)) {
      return {
        kind: 'deviates',
        status: answer.status,
        deviations: [
          { pointer: '', expected: `media type ${media.join(' or ')}`, got: `media type ${type || 'none'}` },
        ],
      };
    }
    const schema = declared.content![type]!.schema;
    if (type !== 'application/json' || schema === undefined) return { kind: 'conforms', status: answer.status };
    const key = `${method} ${path} ${answer.status}`;
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(rebaseOnContract(schema as object))));
    if (validate(answer.body)) return { kind: 'conforms', status: answer.status };
    const deviations = (validate.errors ?? []).map((e) => deviationOf(e, answer.body));
    const unique = [...new Map(deviations.map((d) => [`${d.pointer} ${d.expected}`, d])).values()];
    return { kind: 'deviates', status: answer.status, deviations: unique };
  };
}
