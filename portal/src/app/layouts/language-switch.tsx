/**
 * The header's language switch (decision 360): shown only when the lender offers a language besides English,
 * on every page, logged in (header) and out (a bar of its own). A native select, so keyboards and screen
 * readers work it as they know; each option's name is written in its own language and marked so.
 */
import { useId } from 'react';
import { catalogueLanguages } from 'virtual:settings-languages';
import { languageOffers } from '@schemas/settings/languages';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { chooseLanguage } from '../show-language';

/** The catalogue languages the lender offers besides English (by their flags). */
export function useOfferedLanguages(): string[] {
  const settings = useSettings();
  return catalogueLanguages.filter((language) => {
    const offer = languageOffers[language];
    return offer !== undefined && settings.flag(offer.flag);
  });
}

/** The switch itself; nothing when the lender offers English alone. */
export function LanguageSwitch({ className }: { className: string }) {
  const settings = useSettings();
  const language = useLanguage();
  const offered = useOfferedLanguages();
  const id = useId();
  if (offered.length === 0) return null;
  return (
    <div className={className}>
      <label className="visually-hidden" htmlFor={id}>
        {settings.text('languages.switchLabel')}
      </label>
      <select
        id={id}
        className="language-switch"
        value={language}
        onChange={(event) => void chooseLanguage(event.target.value)}
      >
        <option value="en" lang="en">
          {settings.text('languages.englishName')}
        </option>
        {offered.map((code) => (
          <option key={code} value={code} lang={code}>
            {settings.text(languageOffers[code]?.name ?? 'languages.spanishName')}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Logged-out pages: the switch in a banner of its own, only when there is a choice. */
export function PublicLanguageBar() {
  const offered = useOfferedLanguages();
  if (offered.length === 0) return null;
  return (
    <header className="public-language-bar">
      <LanguageSwitch className="public-language-bar__switch" />
    </header>
  );
}
