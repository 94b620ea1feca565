/**
 * What each contract operation accepts (JSON or multipart body, query and header parameters) and an
 * ajv check mirroring express-openapi-validator's, so the fuzz test can keep only inputs the contract
 * refuses: a generated request that happens to be valid would be allowed to change state.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { contractAjv, derefContract, rebaseOnContract } from '../../schemas/api/contract-ajv.ts';
import type { OpenApiDocument, OperationInfo } from '../../schemas/api/openapi-document.ts';

/** A JSON Schema fragment of the contract (typed only as deep as the generators look). */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  $ref?: string;
  [keyword: string]: unknown;
}

/** A query or header parameter. */
export interface ParameterShape {
  name: string;
  in: 'query' | 'header';
  required: boolean;
  schema: SchemaNode;
}

/** The request side of one operation. */
export interface RequestShape {
  operation: OperationInfo;
  body?: {
    mediaType: 'application/json' | 'multipart/form-data';
    required: boolean;
    schema: SchemaNode;
    validate: ValidateFunction;
  };
  query: ParameterShape[];
  headers: ParameterShape[];
  /**
   * All query parameters as one closed object, validated with the validator's coercion of text to numbers and booleans.
   */
  validateQuery: ValidateFunction;
}

/** The request shapes of every operation of the document. */
export function requestShapes(doc: OpenApiDocument, operations: OperationInfo[]): RequestShape[] {
  const bodies = contractAjv(doc, { coerceTypes: false });
  const params = contractAjv(doc, { coerceTypes: true });
  return operations.map((operation) => {
    const item = doc.paths[operation.path] ?? {};
    const op = item[operation.method.toLowerCase()] ?? {};
    const parameters = [
      ...((item.parameters as unknown as unknown[] | undefined) ?? []),
      ...((op.parameters as unknown[] | undefined) ?? []),
    ]
      .map((p) => derefContract(doc, p) as { name: string; in: string; required?: boolean; schema: SchemaNode })
      .filter((p) => p.in === 'query' || p.in === 'header')
      .map((p) => ({ name: p.name, in: p.in as 'query' | 'header', required: p.required === true, schema: p.schema }));
    const query = parameters.filter((p) => p.in === 'query');
    const querySchema = {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(query.map((p) => [p.name, rebaseOnContract(p.schema)])),
      required: query.filter((p) => p.required).map((p) => p.name),
    };
    const shape: RequestShape = {
      operation,
      query,
      headers: parameters.filter((p) => p.in === 'header'),
      validateQuery: params.compile(querySchema),
    };
    const requestBody = op.requestBody
      ? derefContract(doc, op.requestBody as { required?: boolean; content: Record<string, { schema: SchemaNode }> })
      : undefined;
    const mediaType =
      requestBody && (['application/json', 'multipart/form-data'] as const).find((m) => requestBody.content[m]);
    if (requestBody && mediaType) {
      const schema = requestBody.content[mediaType]!.schema;
      shape.body = {
        mediaType,
        required: requestBody.required === true,
        schema: derefContract(doc, schema),
        validate: bodies.compile(rebaseOnContract(schema)),
      };
    }
    return shape;
  });
}

/** Validates one header value against its parameter schema (headers arrive as text; the validator coerces them). */
export function headerValidator(
  doc: OpenApiDocument,
  headers: ParameterShape[],
): (name: string, value: string) => boolean {
  const ajv = contractAjv(doc, { coerceTypes: true });
  const checks = new Map(
    headers.map((h) => [h.name, ajv.compile({ type: 'object', properties: { v: rebaseOnContract(h.schema) } })]),
  );
  return (name, value) => checks.get(name)?.({ v: value }) ?? true;
}

/** The object schema's property schemas, dereferenced (empty for other schemas). */
export function propertiesOf(doc: OpenApiDocument, schema: SchemaNode): Record<string, SchemaNode> {
  const resolved = derefContract(doc, schema);
  return Object.fromEntries(Object.entries(resolved.properties ?? {}).map(([k, v]) => [k, derefContract(doc, v)]));
}
