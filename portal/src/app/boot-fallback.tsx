import { settingDefaults } from 'virtual:settings-defaults';
import { Spinner } from '@/ui/spinner';

/** Shown while the settings load on first visit; settings are not there yet, so the default text is used. */
export function BootFallback() {
  return (
    <main className="boot-screen">
      <Spinner variant="page" label={settingDefaults['shell.loadingText']?.default ?? 'Loading…'} />
    </main>
  );
}
