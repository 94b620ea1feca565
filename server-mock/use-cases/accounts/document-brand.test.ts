import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsSamples } from '../../store/sample-source.ts';
import { iconLogoPath } from './document-brand.ts';
import { readSvgLogo } from './render/svg-logo.ts';

describe('document letterhead: the institution logo', () => {
  it.each(settingsSamples.ids())(
    "when sample '%s' is the institution then its icon logo is found by LogoFolder and can be drawn in PDFs",
    (id) => {
      const path = iconLogoPath(settingsSamples, String(settingsSamples.load(id).institutionOptions.LogoFolder));
      expect(path).toMatch(new RegExp(`settings-samples/${id}/images/logo-icon\\.svg$`));
      expect(readSvgLogo(readFileSync(path!, 'utf8'))).toBeDefined();
    },
  );

  it('when no sample uses the LogoFolder then there is no logo path', () => {
    expect(iconLogoPath(settingsSamples, 'no-such-folder')).toBeUndefined();
  });
});
