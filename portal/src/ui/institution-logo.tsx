import type { SettingsReader } from '@schemas/settings/reader';
import { useSettings } from '@/settings/use-settings';
import { LogoImage } from './logo-image';

/** Image addresses of the two logos. */
export interface LogoSources {
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

/** Props of {@link InstitutionLogo}. */
export interface InstitutionLogoProps {
  /** `full` on wide screens, `icon` where space is short, `responsive` swaps them by CSS. */
  variant: 'full' | 'icon' | 'responsive';
  /** Overrides the alt text (for example when the logo is not inside a link). */
  alt?: string;
}

/** The institution logo read from settings. */
export function InstitutionLogo({ variant, alt }: InstitutionLogoProps) {
  const sources = logoSources(useSettings());
  const text = alt ?? sources.alt;
  if (variant === 'responsive') {
    return (
      <>
        <LogoImage className="logo logo--full" src={sources.full} alt={text} />
        <LogoImage className="logo logo--icon" src={sources.icon} alt={text} />
      </>
    );
  }
  return (
    <LogoImage
      className={`logo logo--${variant}-only`}
      src={variant === 'full' ? sources.full : sources.icon}
      alt={text}
    />
  );
}
