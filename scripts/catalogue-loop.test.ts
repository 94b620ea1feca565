/**
 * The settings catalogue's closed loop (decision 125), over the whole repository: every key the code reads
 * is declared, every declared key is read (or allow-listed for the screen that will read it), and every
 * key's `screens` names real screen files and routes. Here rather than in schemas/src because route ids
 * live in the portal.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../portal/src/app/route-table.ts';
import { catalogue, isSettingKey, settingKeys } from '../schemas/src/settings/catalogue.ts';
import { checkedForms, readKeys } from '../schemas/src/settings/key-extractor.ts';
import { scanRepository } from '../schemas/src/settings/scan-key-references.ts';
import { checkScreensField } from '../schemas/src/settings/screen-refs.ts';
import { checkUnreadKeys, unreadAllowances } from '../schemas/src/settings/unread-keys.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const { references, screenIds } = scanRepository(root);
const where = (r: { file: string; line: number }) => `${r.file}${r.line ? `:${r.line}` : ''}`;

describe('settings catalogue loop', () => {
  it('finds the code that reads settings and the screen files', () => {
    // Finding none would mean the scanner looks in the wrong place, and every check below would pass vacuously.
    expect(references.filter((r) => r.file.startsWith('portal/')).length).toBeGreaterThan(100);
    expect(screenIds).toContain('login');
  });

  it('every key the code reads is in the catalogue', () => {
    const missing = references
      .filter((r) => checkedForms.includes(r.form) && !isSettingKey(r.key))
      .map((r) => `${where(r)} reads '${r.key}'`);
    expect(missing).toEqual([]);
  });

  it('every declared key is read by something, or allow-listed for the screen that will read it', () => {
    expect(checkUnreadKeys(settingKeys, readKeys(references, settingKeys), unreadAllowances)).toEqual([]);
  });

  it("every key's screens names real screen files, routes, the shell or the studio", () => {
    const vocabulary = { screenIds, routeIds: routeTable.map((r) => r.id) };
    expect(settingKeys.flatMap((key) => checkScreensField(key, catalogue[key].screens, vocabulary))).toEqual([]);
  });

  it('a key a screen file reads names that screen, so the studio shows every screen using it', () => {
    const unnamed = references
      .filter((r) => r.screen && isSettingKey(r.key) && !catalogue[r.key].screens.includes(`screen:${r.screen}`))
      .map((r) => `${r.key} is read by ${r.file} but its screens lack 'screen:${r.screen}'`);
    expect([...new Set(unnamed)]).toEqual([]);
  });
});
