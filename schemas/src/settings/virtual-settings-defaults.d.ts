/** Types of the build-time module from `schemas/build/settings-defaults-plugin.ts` (defaults without descriptions). */
declare module 'virtual:settings-defaults' {
  /** Kind and default of every catalogue key, keyed by `section.name`. */
  export const settingDefaults: Record<
    string,
    { kind: import('@schemas/settings/types').SettingKind; default: string }
  >;
}
