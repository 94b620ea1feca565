import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSettings, setApplicationOptions } from './settings-store';
import { useSettings } from './use-settings';

function NoAccounts() {
  const settings = useSettings();
  return <p>{settings.text('dashboard.noAccounts')}</p>;
}

afterEach(resetSettings);

describe('useSettings', () => {
  it('shows the default text before load and the institution text after', () => {
    render(<NoAccounts />);
    expect(screen.getByText('No Existing Accounts')).toBeInTheDocument();
    act(() =>
      setApplicationOptions({
        gassySettings: { shared: {}, english: { 'dashboard.noAccounts': 'You have no accounts yet' } },
        institutionOptions: {},
      }),
    );
    expect(screen.getByText('You have no accounts yet')).toBeInTheDocument();
  });
});
