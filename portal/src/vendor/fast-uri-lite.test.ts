import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import lite from './fast-uri-lite';

// The shapes @rjsf/utils passes: makeAllReferencesAbsolute(schema, schema.$id ?? '#') and
// findSchemaDefinition's resolve(baseURI, $ref) / equal($id, refId).
const resolveCases: [string, string][] = [
  ['#', '#/definitions/address'],
  ['#', 'address'],
  ['login', '#/definitions/a'],
  ['login', 'other#/definitions/a'],
  ['/schemas/login', 'address.json#/x'],
  ['https://example.com/schemas/login', '#/$defs/a'],
  ['https://example.com/schemas/login', 'address'],
  ['https://example.com/schemas/a/b', '../c'],
  ['https://Example.COM/root/', 'https://other.example/x#y'],
  ['#', 'https://example.com/s#/$defs/a'],
  ['urn:example:root', '#/$defs/a'],
];

describe('fast-uri-lite (the stand-in the portal build gives @rjsf/utils)', () => {
  it.each(resolveCases)('resolve(%j, %j) gives what fast-uri gives', (base, ref) => {
    expect(lite.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });
  it.each([
    ['https://example.com/a', 'https://EXAMPLE.com/a', true],
    ['https://example.com/a', 'https://example.com/b', false],
    ['https://example.com:443/a', 'https://example.com/a', true],
    ['login', 'login', true],
    ['login', 'other', false],
  ] as const)('equal(%j, %j) is %s, as in fast-uri', (a, b, same) => {
    expect(lite.equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});
