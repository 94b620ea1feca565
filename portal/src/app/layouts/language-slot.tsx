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

/** The switch in the logged-in header. */
export function LanguageSlot({ className }: { className: string }) {
  const offered = useOfferedLanguages();
  if (offered.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSwitch className={className} offered={offered} />
    </Suspense>
  );
}

/** Logged-out pages: the switch in a banner of its own, only when there is a choice. */
export function PublicLanguageBar() {
  const offered = useOfferedLanguages();
  if (offered.length === 0) return null;
  return (
    <header className="public-language-bar">
      <Suspense fallback={null}>
        <LanguageSwitch className="public-language-bar__switch" offered={offered} />
      </Suspense>
    </header>
  );
}
