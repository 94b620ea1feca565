import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { bundleOpenApi } from './bundle-openapi';
import { httpMethods, listOperations, loadOpenApiDocument, openApiPath } from './openapi-document';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const doc = loadOpenApiDocument();
const rootText = parse(readFileSync(openApiPath, 'utf8')) as { paths: Record<string, { $ref?: string }> };

/** Every $ref string in a node. */
function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsIn(value, out);
    }
  }
  return out;
}

/** Components kept although no operation names them, with the reason. */
const UNREFERENCED_ON_PURPOSE: Record<string, string> = {
  'schemas/SessionUser': 'the portal session user, listed for the generated types (access.yaml says so)',
};

describe('the contract split by area, bundled', () => {
  it('when bundled then every $ref is local and names a component that exists', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(600);
    const broken = refs.filter((ref) => {
      const [, kind, name] = /^#\/components\/(\w+)\/([\w.-]+)$/.exec(ref) ?? [];
      return !kind || !name || !(name in (doc.components[kind] ?? {}));
    });
    expect(broken).toEqual([]);
  });

  it('when a path file holds a path item then the root lists it under the same path', () => {
    const listed = Object.entries(rootText.paths).map(([key, item]) => {
      const [file = '', pointer = ''] = String(item.$ref).split('#');
      return {
        key,
        file: path.basename(file, '.yaml'),
        target: pointer.slice(1).replace(/~1/g, '/').replace(/~0/g, '~'),
      };
    });
    expect(listed.filter((l) => l.key !== l.target)).toEqual([]);
    for (const file of readdirSync(path.join(apiDir, 'paths'))) {
      const area = path.basename(file, '.yaml');
      const items = parse(readFileSync(path.join(apiDir, 'paths', file), 'utf8')) as Record<string, unknown>;
      expect(
        Object.keys(items).filter((p) => !listed.some((l) => l.key === p && l.file === area)),
        `unlisted in ${file}`,
      ).toEqual([]);
    }
  });

  it('when an operation sits in paths/<area>.yaml then it carries that area as a tag', () => {
    const misplaced = listed().filter(({ area, op }) => !op.tags.includes(area));
    expect(misplaced.map(({ area, op }) => `${area}: ${op.method} ${op.path}`)).toEqual([]);
  });

  it('when a component is declared then an operation or another component uses it, or it is kept on purpose', () => {
    const used = new Set(refsIn(doc).map((ref) => ref.replace('#/components/', '')));
    const unused = Object.entries(doc.components)
      .filter(([kind]) => kind !== 'securitySchemes')
      .flatMap(([kind, entries]) => Object.keys(entries).map((name) => `${kind}/${name}`))
      .filter((id) => !used.has(id) && !(id in UNREFERENCED_ON_PURPOSE));
    expect(unused).toEqual([]);
  });

  it('when every operation is read then each declares the 400 answer the sandbox gives to a request off the contract', () => {
    const without = listOperations(doc).filter(
      (op) => !('400' in (doc.paths[op.path]?.[op.method.toLowerCase()]?.responses as object)),
    );
    expect(without.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('when two component files define the same name then bundling fails naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    writeFileSync(path.join(dir, 'a.yaml'), 'schemas:\n  Same: { type: string }\n');
    writeFileSync(path.join(dir, 'b.yaml'), 'schemas:\n  Same: { type: number }\n');
    writeFileSync(
      path.join(dir, 'root.yaml'),
      'openapi: 3.1.0\npaths: {}\ncomponents:\n  x-component-files: [./a.yaml, ./b.yaml]\n',
    );
    expect(() => bundleOpenApi(path.join(dir, 'root.yaml'))).toThrow(/schemas\/Same is defined twice/);
  });

  it('when a path file refers to a component by file then the bundle refers to it locally, siblings kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    writeFileSync(
      path.join(dir, 'c.yaml'),
      "schemas:\n  Money: { type: number }\n  Total: { $ref: '#/schemas/Money', description: Sum }\n",
    );
    writeFileSync(
      path.join(dir, 'p.yaml'),
      "/x:\n  get:\n    responses:\n      '200': { description: ok, content: { application/json: { schema: { $ref: './c.yaml#/schemas/Total' } } } }\n",
    );
    writeFileSync(
      path.join(dir, 'root.yaml'),
      "openapi: 3.1.0\npaths:\n  /x: { $ref: './p.yaml#/~1x' }\ncomponents:\n  x-component-files: [./c.yaml]\n",
    );
    const bundled = bundleOpenApi(path.join(dir, 'root.yaml'));
    expect(bundled).toEqual({
      openapi: '3.1.0',
      paths: {
        '/x': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Total' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: { Money: { type: 'number' }, Total: { $ref: '#/components/schemas/Money', description: 'Sum' } },
      },
    });
  });
});

/** Each operation with the area file it is written in. */
function listed(): { area: string; op: ReturnType<typeof listOperations>[number] }[] {
  const areaOf = new Map(
    Object.entries(rootText.paths).map(([key, item]) => [
      key,
      path.basename(String(item.$ref).split('#')[0] ?? '', '.yaml'),
    ]),
  );
  return listOperations(doc).map((op) => ({ area: areaOf.get(op.path) ?? '', op }));
}

// httpMethods is re-read here so a new method name in the document is not silently skipped by listOperations.
it('when the document is bundled then path items hold only HTTP methods and shared keys', () => {
  const allowed = new Set<string>([...httpMethods, 'parameters', 'summary', 'description', 'servers']);
  const odd = Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.keys(item)
      .filter((k) => !allowed.has(k))
      .map((k) => `${p} ${k}`),
  );
  expect(odd).toEqual([]);
});
