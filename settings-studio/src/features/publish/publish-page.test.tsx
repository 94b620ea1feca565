import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@schemas/studio/studio-api';
import { installFakeStudioApi, type FakeHandler } from '../../testing/fake-studio-api';
import { renderStudio } from '../../testing/studio-test-kit';
import { sessionOf, stateWithDrafts, testCatalogue } from '../../testing/studio-fixtures';
import { PublishPage } from './publish-page';

let restore = () => {};
afterEach(() => restore());

function setup(role: StaffRole, extra: Record<string, FakeHandler> = {}) {
  const fake = installFakeStudioApi({
    'GET session': () => ({ body: sessionOf(role) }),
    'GET state': () => ({ body: stateWithDrafts() }),
    'GET catalogue': () => ({ body: testCatalogue }),
    ...extra,
  });
  restore = fake.restore;
  renderStudio(<PublishPage />);
  return fake;
}

const row = (key: string) => screen.getByRole('heading', { level: 3, name: key }).closest('li') as HTMLElement;

describe('PublishPage', () => {
  it('when drafts exist, then each key shows its section, both values, who changed it and when; rich text as text, images as thumbnails', async () => {
    setup('publisher');
    expect(await screen.findByRole('heading', { level: 2, name: 'loginPage' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'header' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Institution options' })).toBeInTheDocument();
    expect(screen.getByText('4 keys differ from the published version.')).toBeInTheDocument();

    const heading = row('loginPage.heading');
    const [publishedSide, draftSide] = heading.querySelectorAll('.diff-sides > div');
    // What a screen reader reads: the change is spoken, not only coloured.
    expect(publishedSide).toHaveTextContent('PublishedWelcome [removed: back]');
    expect(draftSide).toHaveTextContent('DraftWelcome [added: home]');
    expect(heading.querySelector('del')).toHaveTextContent('back');
    expect(heading.querySelector('ins')).toHaveTextContent('home');
    expect(within(heading).getByText(/Changed by staff\.editor, 24 Nov 2026/)).toBeInTheDocument();

    // Rich text is compared as the words a borrower reads: no tags in the diff, only the added words marked.
    const welcome = row('loginPage.welcome');
    expect(welcome).not.toHaveTextContent('<b>');
    expect(welcome.querySelector('ins')).toHaveTextContent('online, any day.');
    expect(welcome.querySelector('b')).toBeNull();

    const logo = row('header.logo');
    expect(within(logo).getByRole('img', { name: 'Published value of header.logo' })).toHaveAttribute(
      'src',
      '/media/old.png',
    );
    expect(within(logo).getByRole('img', { name: 'Draft value of header.logo' })).toHaveAttribute(
      'src',
      '/media/new.png',
    );

    const option = row('PasswordMinimumLength');
    expect(within(option).getByText('8')).toBeInTheDocument();
    expect(within(option).getByText('12')).toBeInTheDocument();
  });

  it('when a Spanish text is in the draft, then its row is the key labelled Español, in its section, compared as text', async () => {
    const base = stateWithDrafts();
    const at = '2026-11-24T16:05:00.000Z';
    const state = {
      ...base,
      published: { ...base.published, settings: { ...base.published.settings, 'loginPage.heading@es': 'Hola' } },
      draft: {
        ...base.draft,
        settings: {
          'loginPage.heading@es': { value: 'Hola de nuevo', revision: 1, updatedBy: 'staff.editor', updatedAt: at },
        },
        institutionOptions: {},
      },
    };
    setup('publisher', { 'GET state': () => ({ body: state }) });
    const spanish = (await screen.findByRole('heading', { level: 3, name: 'loginPage.heading Español' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(spanish).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { level: 2, name: 'loginPage' })).toBeInTheDocument();
    expect(spanish.querySelector('ins')).toHaveTextContent('de nuevo');
  });

  it('when a rich text changes only in its markup (a link address, a new tab, an image), then both sides show the old and the new value', async () => {
    const state = stateWithDrafts();
    state.published.settings['loginPage.welcome'] =
      '<p>Read the <a href="https://lender.example/terms">terms</a>.<img src="/media/a.png" alt="Seal"></p>';
    state.draft.settings['loginPage.welcome']!.value =
      '<p>Read the <a href="https://evil.example/terms" target="_blank">terms</a>.<img src="/media/b.png" alt="Seal"></p>';
    setup('publisher', { 'GET state': () => ({ body: state }) });
    await screen.findByRole('heading', { level: 3, name: 'loginPage.welcome' });
    const [publishedSide, draftSide] = row('loginPage.welcome').querySelectorAll('.diff-sides > div');
    // The words are the same; the markup is what changed, spoken as a change and never rendered as HTML.
    expect(publishedSide).toHaveTextContent('[removed: link "terms": href="https://lender.example/terms"]');
    expect(publishedSide).toHaveTextContent('[removed: image "Seal": src="/media/a.png"]');
    expect(draftSide).toHaveTextContent('[added: link "terms": href="https://evil.example/terms" target="_blank"]');
    expect(draftSide).toHaveTextContent('[added: image "Seal": src="/media/b.png"]');
    expect(within(draftSide as HTMLElement).queryByRole('link')).toBeNull();
    expect(draftSide!.querySelector('img')).toBeNull();
  });

  it('when the note is empty, then Publish says the note is required and sends nothing; with a note it publishes with If-Match of the draft etag', async () => {
    const user = userEvent.setup();
    const fake = setup('publisher', { 'POST publish': () => ({ body: { version: 5 } }) });
    await user.click(await screen.findByRole('button', { name: 'Publish 4 changes' }));
    expect(screen.getByText('Write a note: the history shows it as the reason for this version.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note (required)')).toHaveAttribute('aria-invalid', 'true');
    // Focus moves to the note, whose description is the message: a screen reader reads both.
    expect(screen.getByLabelText('Note (required)')).toHaveFocus();
    expect(screen.getByLabelText('Note (required)')).toHaveAccessibleDescription(
      'Write a note: the history shows it as the reason for this version.',
    );
    expect(fake.calls.some((c) => c.path === 'publish')).toBe(false);

    await user.type(screen.getByLabelText('Note (required)'), 'Warmer login texts');
    await user.click(screen.getByRole('button', { name: 'Publish 4 changes' }));
    expect(await screen.findByText('Published version 5. Borrowers get it on their next visit.')).toBeInTheDocument();
    // The button was disabled while publishing; focus goes to the outcome, not to the body.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    const publish = fake.calls.find((c) => c.path === 'publish');
    expect(publish?.method).toBe('POST');
    expect(publish?.headers.get('If-Match')).toBe('"d-17"');
    expect(publish?.headers.get('X-CSRF-Token')).toBe('csrf-test-token');
    expect(publish?.body).toEqual({ note: 'Warmer login texts' });
  });

  it('when four eyes refuses (403), then the message names the rule and the keys the publisher edited last', async () => {
    const user = userEvent.setup();
    setup('publisher', { 'POST publish': () => ({ status: 403, body: { message: 'Four eyes.' } }) });
    await user.type(await screen.findByLabelText('Note (required)'), 'Try');
    await user.click(screen.getByRole('button', { name: 'Publish 4 changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not published: four eyes is on, and a publisher may not publish a draft in which they were the last editor of a key (loginPage.welcome). Ask another publisher to publish it.',
    );
  });

  it('when the draft moved (412), then it says so and reloads the diff', async () => {
    const user = userEvent.setup();
    const fake = setup('publisher', { 'POST publish': () => ({ status: 412, body: { message: 'Draft changed.' } }) });
    await user.type(await screen.findByLabelText('Note (required)'), 'Go');
    await user.click(screen.getByRole('button', { name: 'Publish 4 changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the draft changed since you loaded it');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    await waitFor(() => expect(fake.calls.filter((c) => c.path === 'state').length).toBeGreaterThanOrEqual(2));
  });

  it('when an editor discards a key, then DELETE carries the key and its revision as If-Match, and the diff reloads', async () => {
    const user = userEvent.setup();
    const fake = setup('editor', {
      'DELETE draft/settings/loginPage.heading': () => ({
        body: { key: 'loginPage.heading', entry: null, storedValue: 'Welcome back', draftEtag: '"d-18"' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard draft of loginPage.heading' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.path === 'state').length).toBeGreaterThanOrEqual(2));
    const discard = fake.calls.find((c) => c.method === 'DELETE');
    expect(discard?.headers.get('If-Match')).toBe('"2"');
    // An editor reviews but does not publish: no form, a sentence instead; four eyes is read-only.
    expect(screen.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(screen.getByText(/Only publishers can publish\. You are signed in as an editor\./)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('when a viewer opens the page, then no key can be discarded', async () => {
    setup('viewer');
    await screen.findByRole('heading', { level: 3, name: 'loginPage.heading' });
    expect(screen.queryByRole('button', { name: /Discard/ })).toBeNull();
  });

  it('when a publisher turns four eyes off, then the config is saved', async () => {
    const user = userEvent.setup();
    const fake = setup('publisher', { 'PUT config': (call) => ({ body: call.body }) });
    const toggle = await screen.findByRole('switch', { name: /Four eyes/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(fake.calls.find((c) => c.path === 'config')?.body).toEqual({ fourEyes: false }));
  });

  it('when four eyes waits for a second publisher (202), then the switch stays on and the page says another publisher must agree', async () => {
    const user = userEvent.setup();
    setup('publisher', {
      'PUT config': () => ({
        status: 202,
        body: {
          message:
            'Four eyes: another publisher must make the same change (switch four eyes off) before it takes effect.',
          pending: {
            kind: 'fourEyes',
            value: 'false',
            requestedBy: 'staff.publisher',
            requestedAt: '2026-11-24T17:00:00.000Z',
          },
        },
      }),
    });
    const toggle = await screen.findByRole('switch', { name: /Four eyes/ });
    await user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Four eyes: another publisher must make the same change (switch four eyes off) before it takes effect.',
    );
    expect(toggle).toBeChecked();
  });
});
