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

/** The login screen's logo: its address, its alt text, and whether it is the screen's own image. */
export interface LoginLogo {
  src: string;
  alt: string;
  /** `loginPage.logo` is set (shown as it is); otherwise the full institution logo, sized as one. */
  own: boolean;
}

/**
 * The logo the login screen shows (access §2 "Login screen"): its own logo with its own alt text when set,
 * else the full institution logo with the header's; undefined when the screen hides its logo. The screen
 * and the server's boot view of the portal HTML both read it here.
 */
export function loginLogo(settings: SettingsReader): LoginLogo | undefined {
  if (settings.flag('loginPage.logoHidden')) return undefined;
  const own = settings.image('loginPage.logo');
  if (own) return { src: own, alt: settings.text('loginPage.logoAlt'), own: true };
  const { full, alt } = logoSources(settings);
  return { src: full, alt, own: false };
}
