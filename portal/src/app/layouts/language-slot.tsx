/**
 * Where the language switch goes (decision 360): nothing unless the lender offers a language besides English;
 * then the switch, fetched as a chunk of its own, so the login route's JS does not carry it for lenders
 * without a second language.
 */
import { lazy, Suspense } from 'react';
import { catalogueLanguages } from 'virtual:settings-languages';
import { languageOffers } from '@schemas/settings/languages';
import { useSettings } from '@/settings/use-settings';

const LanguageSwitch = lazy(() => import('./language-switch').then((m) => ({ default: m.LanguageSwitch })));

/** The catalogue languages the lender offers besides English (by their flags). */
export function useOfferedLanguages(): string[] {
  const settings = useSettings();
  return catalogueLanguages.filter((language) => {
    const offer = languageOffers[language];
    return offer !== undefined && settings.flag(offer.flag);
  });
}

/**
 * The switch, in the logged-in header (`className`), or logged out in a banner of its own (`banner`); nothing
 * when there is no choice.
 */
export function LanguageSlot({ className, banner = false }: { className: string; banner?: boolean }) {
  const offered = useOfferedLanguages();
  if (offered.length === 0) return null;
  const slot = (
    <Suspense fallback={null}>
      <LanguageSwitch className={className} offered={offered} />
    </Suspense>
  );
  return banner ? <header className="public-language-bar">{slot}</header> : slot;
}
