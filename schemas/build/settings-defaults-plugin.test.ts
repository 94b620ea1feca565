import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingDefaults } from 'virtual:settings-defaults';
import { readCatalogue } from '../src/settings/read-catalogue-files';
import { renderSettingDefaultsModule } from './settings-defaults-plugin';

describe('virtual:settings-defaults', () => {
  it('gives kind and default per key without descriptions', () => {
    expect(settingDefaults['dashboard.noAccounts']).toEqual({ kind: 'text', default: 'No Existing Accounts' });
    expect(settingDefaults['portal.useFAQOption']).toEqual({ kind: 'flag', default: 'false' });
  });
  it('unpacks to every catalogue key with its kind and default, in catalogue order', () => {
    const expected = readCatalogue().flatMap((section) =>
      Object.entries(section.keys).map(([key, def]) => [key, { kind: def.kind, default: def.default }]),
    );
    expect(Object.entries(settingDefaults)).toEqual(expected);
  });
  it('fails the build naming the key and file when a section file is invalid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    writeFileSync(
      join(dir, 'broken.json'),
      JSON.stringify({
        section: 'broken',
        description: 'x',
        keys: { on: { kind: 'flag', default: 'yes', description: 'd', screens: [] } },
      }),
    );
    expect(() => renderSettingDefaultsModule(dir)).toThrow(
      /broken\.json: key 'broken\.on': flag default must be 'true' or 'false'/,
    );
  });
});
