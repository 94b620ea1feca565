import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setApplicationOptions } from '@/settings/settings-store';
import type { InstitutionOptionsRaw, SettingValues } from '@schemas/settings/types';

/** Settings for one rendered test: values as the lender's english set, plus institution options. */
export interface TestSettings {
  settings?: SettingValues;
  institution?: InstitutionOptionsRaw;
}

/**
 * Renders `ui` with `useSettings()` reading the given values (catalogue defaults for the rest).
 * Each call replaces the whole settings state, so tests do not leak values into one another.
 */
export function renderWithSettings(
  ui: ReactElement,
  { settings = {}, institution = {} }: TestSettings = {},
): RenderResult {
  setApplicationOptions({ gassySettings: { shared: {}, english: settings }, institutionOptions: institution });
  return render(ui);
}
