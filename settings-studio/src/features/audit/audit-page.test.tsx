import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, AuditPage as AuditPageBody } from '@schemas/studio/staff-audit';
import { installFakeStudioApi, type FakeHandler } from '../../testing/fake-studio-api';
import { renderStudio } from '../../testing/studio-test-kit';
import { AuditPage } from './audit-page';

let restore = () => {};
afterEach(() => restore());

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-24T09:00:00.000Z',
  actor: 'staff.editor',
  action: 'sign-in',
  address: '203.0.113.7',
  key: null,
  oldValue: null,
  newValue: null,
  detail: {},
  ...over,
});
const pageOf = (entries: AuditEntry[], nextBefore: number | null = null): AuditPageBody => ({ entries, nextBefore });

function setup(handlers: Record<string, FakeHandler>) {
  const fake = installFakeStudioApi(handlers);
  restore = fake.restore;
  renderStudio(<AuditPage />);
  return fake;
}

describe('AuditPage', () => {
  it('when entries exist, then they are a table with column headers, the values before and after, and older pages on request', async () => {
    const user = userEvent.setup();
    setup({
      'GET audit': () => ({
        body: pageOf(
          [
            entry(3, {
              action: 'draft-save',
              key: 'loginPage.heading',
              oldValue: 'Sign in',
              newValue: '',
              detail: { scope: 'setting' },
            }),
          ],
          3,
        ),
      }),
      'GET audit?before=3': () => ({ body: pageOf([entry(1)]) }),
    });
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Person', 'Action', 'Address', 'Key', 'Before', 'After', 'Details']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      expect.stringContaining('24 Nov 2026'),
      'staff.editor',
      'Saved a draft value',
      '203.0.113.7',
      'loginPage.heading',
      'Sign in',
      '(empty)',
      'scope: setting',
    ]);
    expect(screen.getByText('Showing 1 entry; older entries follow.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await within(table).findByText('Signed in')).toBeDefined();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(screen.getByText('Showing 2 entries.')).toHaveFocus();
  });

  it('when filters are applied, then the log is asked again with them and the export links carry them', async () => {
    const user = userEvent.setup();
    const fake = setup({
      'GET audit': () => ({ body: pageOf([entry(2), entry(1, { actor: 'staff.publisher', action: 'publish' })]) }),
      'GET audit?actor=staff.publisher&action=publish&from=2026-11-01&to=2026-11-30': () => ({
        body: pageOf([entry(1, { actor: 'staff.publisher', action: 'publish' })]),
      }),
    });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Person (user name)'), 'staff.publisher');
    await user.selectOptions(screen.getByLabelText('Action'), 'Published');
    await user.type(screen.getByLabelText('From (day, UTC)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (day, UTC)'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Showing 1 entry.')).toBeDefined();
    expect(fake.calls.at(-1)?.path).toBe('audit?actor=staff.publisher&action=publish&from=2026-11-01&to=2026-11-30');
    expect(screen.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
      'href',
      '/studio/api/audit/export?actor=staff.publisher&action=publish&from=2026-11-01&to=2026-11-30&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Download as JSON' }).getAttribute('href')).toContain('format=json');
  });

  it('when the last day comes before the first, then the form says so at the field and asks nothing', async () => {
    const user = userEvent.setup();
    const fake = setup({ 'GET audit': () => ({ body: pageOf([]) }) });
    expect(await screen.findByText('No entries match these filters.')).toBeDefined();
    await user.type(screen.getByLabelText('From (day, UTC)'), '2026-11-10');
    await user.type(screen.getByLabelText('To (day, UTC)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText('To (day, UTC)')).toHaveAccessibleDescription('The last day comes before the first.');
    expect(fake.calls.filter((c) => c.path.startsWith('audit'))).toHaveLength(1);
  });

  it('when the server refuses the role, then the page says only publishers can read the log', async () => {
    setup({
      'GET audit': () => ({
        status: 403,
        body: { message: 'Only publishers may do this; you are signed in as an editor.' },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only publishers can read the audit log.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
