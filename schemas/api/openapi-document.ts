import { fileURLToPath } from 'node:url';
import { bundleOpenApi } from './bundle-openapi';

/**
 * Absolute path of the contract's root file. The contract is split by area (paths/, components/), so
 * tools get the bundled document from loadOpenApiDocument, not this path; Redocly lints the root.
 */
export const openApiPath = fileURLToPath(new URL('./openapi.yaml', import.meta.url));

/** The HTTP methods an OpenAPI path item may hold. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The parts of an operation the checks (and the sandbox's handler-coverage test) need. */
export interface OperationInfo {
  method: Uppercase<(typeof httpMethods)[number]>;
  path: string;
  operationId: string;
  tags: string[];
  /** True when the spec does not show this call and the contract designed it. */
  designed: boolean;
  /** The operation's own security requirements (undefined when it inherits, which the checks forbid). */
  security: Record<string, string[]>[] | undefined;
}

/**
 * Root of the settings studio's own API. The contract describes it (tag `studio`) so both sides are typed from
 * it, but the sandbox does not validate its requests at run time: its routes check what they read (decision 400).
 */
export const studioApiPrefix = '/studio/api/';

/** Operations the sandbox validates against the contract at run time: all but the studio's. */
export function isValidatedAtRunTime(op: Pick<OperationInfo, 'path'>): boolean {
  return !op.path.startsWith(studioApiPrefix);
}

/** A parsed OpenAPI document, typed only as deep as the checks look. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** The contract as one document: `schemas/api/openapi.yaml` (or another root) with its area files bundled in. */
export function loadOpenApiDocument(file: string = openApiPath): OpenApiDocument {
  return bundleOpenApi(file) as unknown as OpenApiDocument;
}

/** Every operation in the document, in file order. */
export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase() as OperationInfo['method'],
        path,
        operationId: String(operation.operationId ?? ''),
        tags: (operation.tags as string[] | undefined) ?? [],
        designed: operation['x-designed'] === true,
        security: operation.security as OperationInfo['security'],
      });
    }
  }
  return operations;
}
