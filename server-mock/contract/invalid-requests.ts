/**
 * fast-check generators of requests the contract refuses, per operation: wrong types, missing and
 * extra fields, huge strings, malformed JSON, bodies over the body limit, broken multipart, bad query
 * and header parameters. Every generated request is checked invalid with the contract's own schemas
 * (request-shapes.ts), so a 2xx answer to one is a real validation gap, not a lucky valid input.
 */
import fc from 'fast-check';
import type { OpenApiDocument } from '../../schemas/api/openapi-document.ts';
import { headerValidator, propertiesOf, type RequestShape } from './request-shapes.ts';

/** One generated request; `label` says which part was made invalid, for failure messages. */
export interface InvalidRequest {
  label: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; contentType: string }
    | { kind: 'form'; fields: Record<string, string>; withFile: boolean };
}

/** Larger than the app's 100kb JSON limit. */
const OVER_BODY_LIMIT = 102_400;

const hugeString = (max: number) => fc.integer({ min: 200, max }).map((n) => 'x'.repeat(n));
const printableAscii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

/** Any JSON value, favouring the ones validators trip on. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e21,
    '',
    ' ',
    [],
    {},
    '0',
    '2024-02-30',
    '../../etc/passwd',
    '<script>x</script>',
  ),
  hugeString(30_000),
  fc.string(),
);

const extraKey = fc.string({ minLength: 1, maxLength: 20 }).map((k) => `x_${k}`);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function jsonBodies(doc: OpenApiDocument, shape: RequestShape): fc.Arbitrary<InvalidRequest> {
  const body = shape.body!;
  const keys = Object.keys(propertiesOf(doc, body.schema));
  const nearValid = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, oddValue])), { requiredKeys: [] }),
      fc.option(fc.tuple(extraKey, oddValue), { nil: undefined }),
    )
    .map(([fields, extra]) => (extra ? { ...fields, [extra[0]]: extra[1] } : fields) as Record<string, unknown>);
  const json = fc
    .oneof({ arbitrary: nearValid, weight: 4 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 })
    .filter((value) => !body.validate(structuredClone(value)))
    .map((value): InvalidRequest => ({ label: 'body (JSON)', query: {}, headers: {}, body: { kind: 'json', value } }));
  const malformed = fc
    .oneof(
      fc.constantFrom('{', '{"a":', "{'a':1}", '[1,', '{"a":1}}', 'nul', '\u0000', '{"a":"\\x"}'),
      fc.string().filter((s) => !isJson(s)),
    )
    // An empty body is "no body": invalid only where the contract requires one.
    .filter((text) => body.required || text.trim() !== '')
    .map(
      (text): InvalidRequest => ({
        label: 'body (malformed JSON)',
        query: {},
        headers: {},
        body: { kind: 'raw', text, contentType: 'application/json' },
      }),
    );
  const oversized = fc.integer({ min: 0, max: 50_000 }).map(
    (n): InvalidRequest => ({
      label: 'body (over the body limit)',
      query: {},
      headers: {},
      body: {
        kind: 'raw',
        text: JSON.stringify({ Filler: 'x'.repeat(OVER_BODY_LIMIT + n) }),
        contentType: 'application/json',
      },
    }),
  );
  const pollution = fc
    .constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}')
    .map(
      (text): InvalidRequest => ({
        label: 'body (prototype pollution)',
        query: {},
        headers: {},
        body: { kind: 'raw', text, contentType: 'application/json' },
      }),
    );
  const wrongMediaType = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml').map(
    (contentType): InvalidRequest => ({
      label: `body (${contentType})`,
      query: {},
      headers: {},
      body: { kind: 'raw', text: 'a=1', contentType },
    }),
  );
  return fc.oneof({ arbitrary: json, weight: 6 }, malformed, oversized, pollution, wrongMediaType);
}

function formBodies(doc: OpenApiDocument, shape: RequestShape): fc.Arbitrary<InvalidRequest> {
  const body = shape.body!;
  const keys = Object.keys(propertiesOf(doc, body.schema)).filter((k) => k !== 'file');
  const text = fc.oneof(fc.string(), fc.constantFrom('', 'abc', '-1', '3', '12-3456-7'), hugeString(5_000));
  const form = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, text])), { requiredKeys: [] }),
      fc.option(extraKey, { nil: undefined }),
      fc.boolean(),
    )
    .map(([fields, extra, withFile]) => ({
      fields: (extra ? { ...fields, [extra]: 'extra' } : fields) as Record<string, string>,
      withFile,
    }))
    .filter(({ fields, withFile }) => !body.validate({ ...fields, ...(withFile ? { file: '' } : {}) }))
    .map(
      ({ fields, withFile }): InvalidRequest => ({
        label: 'body (multipart fields)',
        query: {},
        headers: {},
        body: { kind: 'form', fields, withFile },
      }),
    );
  const broken = fc
    .tuple(fc.string(), fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=fuzz'))
    .map(
      ([text, contentType]): InvalidRequest => ({
        label: 'body (broken multipart)',
        query: {},
        headers: {},
        body: { kind: 'raw', text, contentType },
      }),
    );
  return fc.oneof({ arbitrary: form, weight: 3 }, broken);
}

function queries(shape: RequestShape): fc.Arbitrary<InvalidRequest> {
  // Kept under Node's 16 KB header limit: a longer URL is refused by the HTTP parser before Express.
  const value = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', 'abc', '-1', '0', '1e99', 'true', '2024-13-45'),
    hugeString(3_000),
  );
  return fc
    .tuple(
      fc.record(Object.fromEntries(shape.query.map((p) => [p.name, value])), { requiredKeys: [] }),
      fc.option(extraKey, { nil: undefined }),
    )
    .map(([query, extra]) => (extra ? { ...query, [extra]: '1' } : query) as Record<string, string>)
    .filter((query) => !shape.validateQuery({ ...query }))
    .map((query): InvalidRequest => ({ label: 'query', query, headers: {} }));
}

/** Probes for a header schema that refuses something; a header taking any string has no invalid value to draw. */
const HEADER_PROBES = ['abc', '%%%', '-1', 'x'.repeat(4_000)];

function headers(doc: OpenApiDocument, shape: RequestShape): fc.Arbitrary<InvalidRequest> | undefined {
  const valid = headerValidator(doc, shape.headers);
  // Without this, the filter below would reject every draw of such a header and fast-check would never finish.
  const names = shape.headers.map((h) => h.name).filter((name) => HEADER_PROBES.some((probe) => !valid(name, probe)));
  if (names.length === 0) return undefined;
  return (
    fc
      .tuple(fc.constantFrom(...names), fc.oneof(printableAscii, hugeString(4_000)))
      // fetch trims header values and drops empty ones, so judge what is actually sent.
      .map(([name, raw]) => [name, raw.trim()] as const)
      .filter(([name, value]) => value !== '' && !valid(name, value))
      .map(([name, value]): InvalidRequest => ({ label: `header ${name}`, query: {}, headers: { [name]: value } }))
  );
}

/** Short text of a request for failure messages: long strings cut (bodies may be 100 KB). */
export function describeRequest(req: InvalidRequest): string {
  return JSON.stringify(req, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 80)}…(${v.length} chars)` : v,
  );
}

/** Gives each request fast-check's printer hook, so counterexamples print short. */
function printable(req: InvalidRequest): InvalidRequest {
  return Object.defineProperty(req, fc.toStringMethod, { value: () => describeRequest(req), enumerable: false });
}

/** Requests the operation must refuse with a 4xx; undefined when the operation takes no input to break. */
export function invalidRequests(doc: OpenApiDocument, shape: RequestShape): fc.Arbitrary<InvalidRequest> | undefined {
  const parts: fc.Arbitrary<InvalidRequest>[] = [];
  if (shape.body?.mediaType === 'application/json') parts.push(jsonBodies(doc, shape));
  if (shape.body?.mediaType === 'multipart/form-data') parts.push(formBodies(doc, shape));
  if (shape.query.length > 0) parts.push(queries(shape));
  const badHeaders = shape.headers.length > 0 ? headers(doc, shape) : undefined;
  if (badHeaders) parts.push(badHeaders);
  return parts.length === 0 ? undefined : fc.oneof(...parts).map(printable);
}
