import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readScreenFiles } from './read-screen-files';
import { renderScreenDataFile, renderScreenModulesFile } from './render-screen-types';
import type { ScreenFile } from './screen-file';

const source = (screen: ScreenFile) => ({ id: screen.schema.$id, file: `${screen.schema.$id}.json`, screen });

describe('screen form data types', () => {
  it('are up to date with schemas/screens/*.json (run `npm run gen:screens` if this fails)', () => {
    const screens = readScreenFiles();
    const dir = new URL('./generated/', import.meta.url);
    expect(readFileSync(new URL('screen-data.ts', dir), 'utf8')).toBe(renderScreenDataFile(screens));
    expect(readFileSync(new URL('screen-modules.d.ts', dir), 'utf8')).toBe(renderScreenModulesFile(screens));
  });

  it('a field is required in submitted data only when nothing can hide it or lift the requirement', () => {
    const screen: ScreenFile = {
      schema: {
        $id: 'probe',
        type: 'object',
        properties: {
          always: { type: 'string' },
          hideable: { type: 'string' },
          conditional: { type: 'string' },
          varied: { type: 'string' },
          ids: { type: 'array', items: { type: 'integer' } },
          agree: { type: 'boolean' },
        },
      },
      bind: {
        always: { label: 'forms.required', required: true },
        hideable: { label: 'forms.required', required: true, hidden: 'setting:access.noSsoUrl' },
        conditional: { label: 'forms.required', required: '!setting:access.noSsoUrl' },
        varied: {
          label: 'forms.required',
          required: true,
          variants: [{ when: 'setting:access.noSsoUrl', required: false }],
        },
        ids: { label: 'forms.required' },
        agree: { label: 'forms.required', required: true },
      },
    };
    expect(renderScreenDataFile([source(screen)])).toContain(
      'export type ProbeData = {\n  always: string;\n  hideable?: string;\n  conditional?: string;\n  varied?: string;\n  ids?: number[];\n  agree: boolean;\n};',
    );
  });

  it('fails naming the property whose type the generator does not know', () => {
    const screen = {
      schema: { $id: 'odd', type: 'object', properties: { nested: { type: 'object' } } },
      bind: {},
    } as ScreenFile;
    expect(() => renderScreenDataFile([source(screen)])).toThrow("odd.json: property 'nested'");
  });
});
