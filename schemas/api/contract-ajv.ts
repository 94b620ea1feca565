/**
 * ajv over the bundled contract, the way express-openapi-validator checks it: OpenAPI 3.1 schemas are
 * JSON Schema 2020-12, and any schema taken out of the document keeps resolving its `#/components/...`
 * references. Used by the sandbox's contract fuzzing (requests) and by the conformance kit (answers).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './openapi-document.ts';

const CONTRACT_ID = 'contract.json';

/** Follows a local `$ref` (`#/components/...`) in the document. */
export function derefContract<T>(doc: OpenApiDocument, node: T): T {
  let current = node as { $ref?: string };
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], doc) as { $ref?: string };
  }
  return current as T;
}

/** Rewrites `#/components/...` to the registered contract document, so ajv resolves it from any schema. */
export function rebaseOnContract<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${CONTRACT_ID}#/`)) as T;
}

/** An ajv instance that knows the document's components; compile `rebaseOnContract(schema)` with it. */
export function contractAjv(doc: OpenApiDocument, options: { coerceTypes: boolean; allErrors?: boolean }): Ajv2020 {
  // multipleOfPrecision: the sandbox checks whole cents with a tolerance (server-mock/http/openapi-validation.ts).
  const ajv = new Ajv2020({
    strict: false,
    validateFormats: false,
    allErrors: options.allErrors ?? false,
    coerceTypes: options.coerceTypes,
    multipleOfPrecision: 6,
  });
  ajv.addSchema({ $id: CONTRACT_ID, components: doc.components });
  return ajv;
}
