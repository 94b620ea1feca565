import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApplicationOptionsResponse } from '../src/settings/types';
import type { components } from './generated/api-types';
import { apiTypesFile, renderApiTypes } from './render-api-types';

// Type-level agreement with the settings contract: if either side renames or retypes a field,
// these assignments stop compiling and `npm test`'s typecheck fails.
type ContractOptions = components['schemas']['ApplicationOptionsResponse'];
export const settingsFitContract = (value: ApplicationOptionsResponse): ContractOptions => value;
export const contractFitsSettings = (value: ContractOptions): ApplicationOptionsResponse => value;

describe('generated API types', () => {
  it('are up to date with the contract (regenerate with the gen:api script)', async () => {
    // The same rendering `npm run gen:api` writes, from the same bundled document.
    const fresh = await renderApiTypes();
    const current = readFileSync(apiTypesFile, 'utf8');
    expect(current === fresh, 'schemas/api/generated/api-types.ts is stale: run npm run gen:api').toBe(true);
  }, 60_000);

  it('carry the spec field names, so a renamed field fails typecheck', () => {
    const login: components['schemas']['UserLoginRequest'] = { username: 'ann.lee', password: 'secret1' };
    // @ts-expect-error the spec names the field username; a misspelling must not compile
    const typo: components['schemas']['UserLoginRequest'] = { usernme: 'ann.lee', password: 'secret1' };
    expect(login.username).toBe('ann.lee');
    expect(typo).toBeDefined();
  });
});
