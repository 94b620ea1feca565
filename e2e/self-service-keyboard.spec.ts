/**
 * Messages and uploads by keyboard only (WCAG 2.4.3, 3.3.1, 4.1.3): where focus is after each step and what
 * was announced, recorded with the a11y trail.
 */
import { expectAnnounced, expectFocus, pressKey, recordA11yTrail } from './a11y-trail.ts';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// The upload adds a document to the seeded account: the next spec in this worker starts from the seed.
test.use({ resetSandboxAfterTest: true });

test('when a question is sent without the captcha, then focus is on the captcha described by its message; once solved, the thanks take focus and are announced', async ({
  loggedInPage: page,
}) => {
  await recordA11yTrail(page);
  await page.goto('/#/myaccount/messages');
  // One Tab stop for the type group; an arrow key moves to Question and checks it.
  await tabTo(page, page.getByRole('radio', { name: 'Feedback' }), 40);
  await pressKey(page, 'ArrowDown');
  await expectFocus(page, 'radio "Question"');
  await tabTo(page, page.getByLabel('Subject'));
  await page.keyboard.type('Payoff letter');
  await pressKey(page, 'Tab');
  await page.keyboard.type('Please send my payoff letter.');
  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await pressKey(page, 'Enter');
  await expectFocus(page, 'group "Verification"');
  await expect(page.getByRole('group', { name: 'Verification' })).toHaveAccessibleDescription('Must Complete Captcha');

  await pressKey(page, 'Tab');
  await pressKey(page, 'Space');
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 15_000 });
  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await pressKey(page, 'Enter');
  const thanks = page
    .getByRole('status')
    .filter({ hasText: 'Thank you for your question. We will get back to you shortly.' });
  await expect(thanks).toBeFocused();
  await expectAnnounced(page, 'Thank you for your question. We will get back to you shortly.');
});

test('when files are added, removed and uploaded by keyboard, then each step is announced and focus never falls to the page', async ({
  loggedInPage: page,
}) => {
  await recordA11yTrail(page);
  await page.goto('/#/myaccount/document-center');
  const addFiles = page.getByRole('button', { name: 'Add Files' });
  await tabTo(page, addFiles, 40);
  const chooser = page.waitForEvent('filechooser');
  await pressKey(page, 'Enter');
  await (await chooser).setFiles([
    { name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    { name: 'b.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ]);
  await expectAnnounced(page, '2 file(s) added. Choose a file type for each, then Upload File(s).');

  // Upload with no type chosen: focus on the first file's type, described by its message.
  await tabTo(page, page.getByRole('button', { name: 'Upload File(s)' }));
  await pressKey(page, 'Enter');
  await expectFocus(page, 'combobox "File Type: a.pdf"');
  await expect(page.getByLabel('File Type: a.pdf')).toHaveAccessibleDescription('Choose a file type');

  await pressKey(page, 'Tab');
  await expectFocus(page, 'button "Remove a.pdf"');
  await pressKey(page, 'Enter');
  await expectFocus(page, 'button "Remove b.pdf"');

  await pressKey(page, 'Shift+Tab');
  await expectFocus(page, 'combobox "File Type: b.pdf"');
  await pressKey(page, 'ArrowDown');
  await tabTo(page, page.getByRole('button', { name: 'Upload File(s)' }));
  await pressKey(page, 'Enter');
  await expectAnnounced(page, 'Upload done: 1 uploaded, 0 not uploaded.');
  await expectFocus(page, 'button "Add Files"');
});
