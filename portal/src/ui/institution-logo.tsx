import { logoSources } from '@schemas/settings/logo-sources';
import { useSettings } from '@/settings/use-settings';
import { LogoImage } from './logo-image';

/** Props of {@link InstitutionLogo}. */
export interface InstitutionLogoProps {
  /** `full` on wide screens, `icon` where space is short, `responsive` swaps them by CSS. */
  variant: 'full' | 'icon' | 'responsive';
  /** Overrides the alt text (for example when the logo is not inside a link). */
  alt?: string;
  /** `high` where the logo is the screen's largest paint (the login screen). */
  fetchPriority?: 'high';
}

/** The institution logo read from settings. */
export function InstitutionLogo({ variant, alt, fetchPriority }: InstitutionLogoProps) {
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
      fetchPriority={fetchPriority}
    />
  );
}
