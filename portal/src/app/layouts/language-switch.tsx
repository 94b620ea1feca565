/**
 * The header's language switch (decision 360), loaded by language-slot.tsx when the lender offers a second
 * language. A native select, so keyboards and screen readers work it as they know; each option's name is
 * written in its own language and marked so.
 */
import { useId } from 'react';
import { languageOffers } from '@schemas/settings/languages';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { chooseLanguage } from '../show-language';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  className: string;
  /** The languages the lender offers besides English. */
  offered: readonly string[];
}

/** A select of English and the offered languages; a choice is kept and shown (show-language.ts). */
export function LanguageSwitch({ className, offered }: LanguageSwitchProps) {
  const settings = useSettings();
  const language = useLanguage();
  const id = useId();
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
