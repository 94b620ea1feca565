import { useNavigation } from 'react-router';
import { useSettings } from '@/settings/use-settings';
import { Spinner } from '@/ui/spinner';

/** The loading animation while react-router loads the next page (lazy chunk or loader). */
export function NavigationStatus() {
  const navigation = useNavigation();
  const settings = useSettings();
  if (navigation.state === 'idle') return null;
  return (
    <div className="navigation-status">
      <Spinner label={settings.text('shell.loadingText')} />
    </div>
  );
}

/** True while a navigation is in progress; layouts dim the old page meanwhile. */
export function useIsNavigating(): boolean {
  return useNavigation().state !== 'idle';
}
