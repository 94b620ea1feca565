import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';
import { loadOpenApiDocument } from './openapi-document';

/** Where `npm run gen:api` writes the contract's types. */
export const apiTypesFile = new URL('./generated/api-types.ts', import.meta.url);

/**
 * The contract's TypeScript types as `openapi-typescript` writes them with its default options, from
 * the bundled document (the CLI given the split root would bundle with Redocly and could name types
 * differently; this keeps one bundler for the validator and the types).
 */
export async function renderApiTypes(): Promise<string> {
  const doc = loadOpenApiDocument() as unknown as Parameters<typeof openapiTS>[0];
  return COMMENT_HEADER + astToString(await openapiTS(doc, { silent: true }));
}
