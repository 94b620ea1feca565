/** Types of the build-time module from `schemas/build/settings-defaults-plugin.ts` (defaults without descriptions). */
declare module 'virtual:settings-defaults' {
  /** Kind and default of every catalogue key, keyed by `section.name`. */
  export const settingDefaults: Record<
    string,
    { kind: import('@schemas/settings/types').SettingKind; default: string }
  >;
}

/** Types of `schemas/build/settings-languages-plugin.ts`: the catalogue's other languages, texts loaded on demand. */
declare module 'virtual:settings-languages' {
  /** The catalogue's languages besides English (`es`, ...), sorted. */
  export const catalogueLanguages: readonly string[];
}

/** Types of `schemas/build/settings-languages-plugin.ts`: each language's texts, loaded on demand. */
declare module 'virtual:settings-language-texts' {
  /** The language's catalogue texts keyed by `section.name` (their own chunk); rejects for an unknown language. */
  export function loadLanguageTexts(language: string): Promise<Readonly<Record<string, string>>>;
}
