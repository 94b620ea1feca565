/**
 * Bundles the contract split by area (decision 122) into the one document the validator, the type
 * generator and the checks read. The root `openapi.yaml` lists every path as a `$ref` into
 * `paths/<area>.yaml` and names its component files in `components.x-component-files`; each of those
 * holds `parameters`, `responses` and `schemas` maps. Bundling gathers the component maps into
 * `components` in the listed order, inlines every path item, and turns each reference to a gathered
 * component into the local `#/components/<kind>/<name>` form, so the result is a plain single-file
 * OpenAPI document, the same one the former single file parsed to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The component kinds the area files may hold, in the document's order. */
const COMPONENT_KINDS = ['parameters', 'responses', 'schemas'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads YAML files once per bundle. */
function fileReader(): (file: string) => Json {
  const cache = new Map<string, Json>();
  return (file) => {
    if (!cache.has(file)) cache.set(file, parse(readFileSync(file, 'utf8')) as Json);
    return cache.get(file) as Json;
  };
}

/** The node a JSON pointer ("/a/b~1c") names inside `doc`; throws with the reference when absent. */
function atPointer(doc: Json, pointer: string, ref: string): Json {
  let node = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolved $ref ${ref}`);
    node = node[key] as Json;
  }
  return node;
}

/** `file#pointer` of a reference written in `base` (a bare `#pointer` stays in `base`). */
function absoluteRef(ref: string, base: string): { file: string; pointer: string } {
  const [target = '', pointer = ''] = ref.split('#');
  return { file: target === '' ? base : path.resolve(path.dirname(base), target), pointer };
}

/** Bundles the root contract file into one document (see the module comment). */
export function bundleOpenApi(rootFile: string): JsonObject {
  const read = fileReader();
  const root = read(rootFile);
  if (!isObject(root) || !isObject(root.paths) || !isObject(root.components))
    throw new Error(`${rootFile} is not an OpenAPI root`);
  const { 'x-component-files': listed, ...rootComponents } = root.components;
  const componentFiles = (Array.isArray(listed) ? listed : []).map((file) =>
    path.resolve(path.dirname(rootFile), String(file)),
  );

  // Where each gathered component lives, so references to it become local ones.
  const localRef = new Map<string, string>();
  const gatheredNames = new Set<string>();
  for (const file of componentFiles) {
    const doc = read(file);
    for (const kind of COMPONENT_KINDS) {
      const entries = isObject(doc) && isObject(doc[kind]) ? doc[kind] : {};
      for (const name of Object.keys(entries)) {
        const local = `#/components/${kind}/${name}`;
        if (gatheredNames.has(local)) throw new Error(`Component ${kind}/${name} is defined twice (again in ${file})`);
        gatheredNames.add(local);
        localRef.set(`${file}#/${kind}/${name}`, local);
      }
    }
  }

  const resolveIn = (node: Json, base: string, seen: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => resolveIn(item, base, seen));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref' || typeof value !== 'string') {
        out[key] = resolveIn(value, base, seen);
        continue;
      }
      const { file, pointer } = absoluteRef(value, base);
      const id = `${file}#${pointer}`;
      const local = localRef.get(id);
      if (local) {
        out.$ref = local;
        continue;
      }
      if (seen.includes(id)) throw new Error(`Circular $ref ${value} in ${base}`);
      // Anything else is inlined (a path item); its own siblings of $ref win, as in OpenAPI 3.1.
      const target = resolveIn(atPointer(read(file), pointer, value), file, [...seen, id]);
      if (!isObject(target)) throw new Error(`$ref ${value} in ${base} does not name an object`);
      Object.assign(out, target, { ...out });
    }
    return out;
  };

  const components: JsonObject = { ...(resolveIn(rootComponents, rootFile, []) as JsonObject) };
  for (const kind of COMPONENT_KINDS) {
    for (const file of componentFiles) {
      const doc = read(file);
      const entries = isObject(doc) && isObject(doc[kind]) ? doc[kind] : undefined;
      if (!entries) continue;
      const gathered = (components[kind] ??= {}) as JsonObject;
      for (const [name, value] of Object.entries(entries)) gathered[name] = resolveIn(value, file, []);
    }
  }
  return { ...root, paths: resolveIn(root.paths, rootFile, []), components };
}
