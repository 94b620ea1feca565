/**
 * Where the institution logos come from, read the same way by the portal (header and login screen) and
 * by the server (the login logo's preload header on the portal HTML).
 */
import type { SettingsReader } from './reader.ts';

/** Image addresses of the two logos. */
interface LogoSources {
  full: string;
  icon: string;
  alt: string;
}

/**
 * The logos: the institution's own images when set, otherwise paths built from the institution
 * LogoFolder (the sandbox serves `settings-samples/<id>/images` under `/logos/<folder>/`).
 */
export function logoSources(settings: SettingsReader): LogoSources {
  const folder = encodeURIComponent(settings.institution.LogoFolder);
  return {
    full: settings.image('header.fullLogo') ?? settings.text('shell.fullLogoPath', { folder }),
    icon: settings.image('header.iconLogo') ?? settings.text('shell.iconLogoPath', { folder }),
    alt: settings.text('header.logoAltText', { institution: settings.institution.InstitutionName }),
  };
}

/**
 * The image the login screen shows (access §2 "Login screen"): its own logo when set, else the full
 * institution logo; undefined when the screen hides its logo.
 */
export function loginLogoSource(settings: SettingsReader): string | undefined {
  if (settings.flag('loginPage.logoHidden')) return undefined;
  return settings.image('loginPage.logo') ?? logoSources(settings).full;
}
