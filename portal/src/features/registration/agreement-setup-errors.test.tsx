import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/api/testing/fake-api-adapter';
import { LogonInfoSection } from './logon-info-section';
import { resetSettings } from '@/settings/settings-store';
import { renderWithSettings } from '@/testing/render-with-settings';

let restore = () => {};
afterEach(() => {
  restore();
  resetSettings();
});

function fakeApi() {
  const fake = installFakeApi({ 'POST ClientError': () => ({ status: 204 }) });
  restore = fake.restore;
  return () => fake.calls.filter((c) => c.url === 'ClientError').map((c) => (c.body as { Message: string }).Message);
}

describe('malformed agreement set-up strings in registration (access spec §3, §8)', { timeout: 20_000 }, () => {
  it('registration shows each spec text where the agreements are listed and reports each once to api/ClientError', async () => {
    const reports = fakeApi();
    function Harness() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return (
        <LogonInfoSection
          data={data}
          onChange={setData}
          onSubmit={vi.fn()}
          disabled={false}
          ssn=""
          email=""
          agreements={[]}
        />
      );
    }
    renderWithSettings(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Harness />
      </QueryClientProvider>,
      {
        settings: {
          'agreements.agreement2': 'https://example.com/terms.pdf|01/01/2024|Terms of Use',
          'agreements.agreement3': 'https://example.com/esign.pdf|01/01/2024|E-Sign Consent|registraton',
        },
      },
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'GAC Setup Error: Incorrect number of parameters',
      'Invalid agreement type',
    ]);
    // Typing re-renders the section: still one report per malformed slot.
    await userEvent.type(screen.getByLabelText('Login Name'), 'emily.chen');
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports()[0]).toMatch(/^GAC Setup Error: Incorrect number of parameters \(agreements\.agreement2\): /);
    expect(reports()[1]).toMatch(/^Invalid agreement type \(agreements\.agreement3\): unknown trigger 'registraton'/);
  });
});
