import type { ReactNode } from 'react';
import { useSettings } from '@/settings/use-settings';
import { FooterImages } from './footer-images';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** Extra blocks between the copyright line and the images (rich text, disclosures). */
  children?: ReactNode;
  /** Injected clock for tests; defaults to now. */
  now?: Date;
}

/** Footer of both layouts: copyright with the current year, optional blocks, up to three images. */
export function SiteFooter({ children, now = new Date() }: SiteFooterProps) {
  const settings = useSettings();
  const copyright = settings.text('footer.copyrightText', {
    year: now.getFullYear(),
    institution: settings.institution.InstitutionName,
  });
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {children}
        <FooterImages />
        <p className="site-footer__copyright">{copyright}</p>
      </div>
    </footer>
  );
}
