import { describe, expect, it } from 'vitest';
import { listSampleSummaries, summarizeSample } from './list-samples';

describe('listSampleSummaries', () => {
  it('lists every sample folder with the institution name and the README paragraph', () => {
    const summaries = listSampleSummaries();
    expect(summaries.map((s) => s.id)).toEqual(
      expect.arrayContaining(['default', 'large-lender', 'small-credit-union', 'sso-credit-union']),
    );
    const small = summaries.find((s) => s.id === 'small-credit-union');
    expect(small?.name).toBe('Harbor Point Credit Union');
    expect(small?.description).toMatch(/^A small credit union with the minimal portal/);
    for (const s of summaries) expect(s.description, s.id).not.toBe('');
  });
});

describe('summarizeSample', () => {
  const readme = '# Acme Loans (`acme`)\n\nFirst line\nsecond line.\n\n- `settings.json`: the sets.\n';
  it('takes the name from institution.json and the first paragraph of the README', () => {
    expect(summarizeSample('acme', '{"InstitutionName":" Acme Finance "}', readme)).toEqual({
      id: 'acme',
      name: 'Acme Finance',
      description: 'First line second line.',
    });
  });
  it('falls back to the README heading, then to the id, when institution.json has no usable name', () => {
    expect(summarizeSample('acme', '{not json', readme).name).toBe('Acme Loans');
    expect(summarizeSample('acme', undefined, undefined)).toEqual({ id: 'acme', name: 'acme', description: '' });
  });
});
