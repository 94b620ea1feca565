/** A stored setting key as staff read it: a text in another language is its key and the language's own name. */
import { languageName, splitLanguageKey } from '@schemas/settings/languages';

/** Props: the key as stored (`loginPage.heading` or `loginPage.heading@es`). */
export interface KeyLabelProps {
  storedKey: string;
}

/** `loginPage.heading@es` → `loginPage.heading Español`, the language's name marked with its `lang`. */
export function KeyLabel({ storedKey }: KeyLabelProps) {
  const { key, language } = splitLanguageKey(storedKey);
  if (language === 'en') return <>{storedKey}</>;
  return (
    <>
      {key} <span lang={language}>{languageName(language)}</span>
    </>
  );
}
