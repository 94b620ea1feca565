/**
 * Finds what a request may carry without a size limit: every string, array, integer and number schema
 * reachable from an operation's parameters and request body (component references followed), the way
 * Spectral's OWASP rules api4:2023-string-limit, -array-limit and -integer-limit judge them (numbers are
 * held to the integer rule too: an amount is input as much as a count). Answers are left out: the host
 * decides what it sends (decision 296).
 */
import { httpMethods, type OpenApiDocument } from './openapi-document';

type Schema = Record<string, unknown>;

/** One request-side schema that lacks a bound, with where it is and what it lacks. */
export interface UnboundedSchema {
  /** `METHOD /path` of the first operation that reaches it. */
  operation: string;
  /** JSON pointer of the schema in the bundled document. */
  at: string;
  lacks: 'maxLength' | 'maxItems' | 'minimum and maximum';
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (schema: Schema, key: string) => schema[key] !== undefined;
const types = (schema: Schema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** Subschema keywords whose schemas validate the same request value's parts. */
const MAP_KEYWORDS = ['properties', 'patternProperties', '$defs'] as const;
const ONE_KEYWORDS = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
] as const;
const LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

/** The bound a schema lacks, judged as the OWASP rules judge it (enum and const bound a string too). */
function missingBound(schema: Schema): UnboundedSchema['lacks'] | undefined {
  const kinds = types(schema);
  if (kinds.includes('string') && !has(schema, 'maxLength') && !has(schema, 'enum') && !has(schema, 'const'))
    return 'maxLength';
  if (kinds.includes('array') && !has(schema, 'maxItems')) return 'maxItems';
  const bothEnds =
    (has(schema, 'minimum') || has(schema, 'exclusiveMinimum')) &&
    (has(schema, 'maximum') || has(schema, 'exclusiveMaximum'));
  if ((kinds.includes('integer') || kinds.includes('number')) && !bothEnds) return 'minimum and maximum';
  return undefined;
}

/** The node a local `#/a/b` reference names in the document. */
function follow(doc: OpenApiDocument, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isSchema(node) ? node[key] : undefined), doc);
}

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every request-side schema without its bound, each location once. */
export function findUnboundedRequestSchemas(doc: OpenApiDocument): UnboundedSchema[] {
  const found: UnboundedSchema[] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();

  const walk = (node: unknown, at: string, operation: string): void => {
    if (!isSchema(node)) return;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (!seen.has(ref)) {
        seen.add(ref);
        walk(follow(doc, ref), ref.slice(1), operation);
      }
    }
    const lacks = missingBound(node);
    if (lacks && !reported.has(at)) found.push({ operation, at, lacks });
    reported.add(at);
    for (const keyword of MAP_KEYWORDS) {
      const map = node[keyword];
      if (isSchema(map))
        for (const [key, value] of Object.entries(map)) walk(value, `${at}/${keyword}/${pointerPart(key)}`, operation);
    }
    for (const keyword of ONE_KEYWORDS) walk(node[keyword], `${at}/${keyword}`, operation);
    for (const keyword of LIST_KEYWORDS) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((value, index) => walk(value, `${at}/${keyword}/${index}`, operation));
    }
  };

  /** A parameter, request body or media object with its own $ref followed, and where it then is. */
  const resolved = (node: unknown, at: string): [Schema | undefined, string] => {
    if (!isSchema(node)) return [undefined, at];
    return typeof node.$ref === 'string' ? resolved(follow(doc, node.$ref), node.$ref.slice(1)) : [node, at];
  };

  for (const [path, item] of Object.entries(doc.paths)) {
    const itemAt = `/paths/${pointerPart(path)}`;
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const parameters = [
        ...((item.parameters as unknown[] | undefined) ?? []).map((p, i) => [p, `${itemAt}/parameters/${i}`] as const),
        ...((operation.parameters as unknown[] | undefined) ?? []).map(
          (p, i) => [p, `${itemAt}/${method}/parameters/${i}`] as const,
        ),
      ];
      for (const [parameter, at] of parameters) {
        const [param, paramAt] = resolved(parameter, at);
        walk(param?.schema, `${paramAt}/schema`, name);
      }
      const [body, bodyAt] = resolved(operation.requestBody, `${itemAt}/${method}/requestBody`);
      if (!isSchema(body?.content)) continue;
      for (const [mediaType, media] of Object.entries(body.content)) {
        walk(isSchema(media) ? media.schema : undefined, `${bodyAt}/content/${pointerPart(mediaType)}/schema`, name);
      }
    }
  }
  return found;
}
