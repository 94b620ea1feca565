import { describe, expect, it } from 'vitest';
import { controlBarItems, headerLinks, type MenuFlags } from './menu-items';

const off: MenuFlags = {
  useFAQOption: false,
  useBranchLocatorOption: false,
  useRemoteBranchLocatorOption: false,
  hideContactUsOption: false,
  useDocumentCenterOption: false,
  requireAchDraftAgreementOption: false,
  forceManualCifChangesOption: false,
  disableEZPayOption: false,
  applyForLoan: false,
};
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('control bar items (accounts spec §2 Navigation visibility)', () => {
  it('shows Dashboard, Make Payment, Profile and Messages when every option is off', () => {
    expect(ids(controlBarItems(off))).toEqual(['dashboard', 'makePayment', 'profile', 'messages']);
  });

  it('shows every item, in the spec order, when every showing option is on', () => {
    const on = {
      ...off,
      applyForLoan: true,
      requireAchDraftAgreementOption: true,
      useDocumentCenterOption: true,
      forceManualCifChangesOption: true,
      useBranchLocatorOption: true,
    };
    expect(ids(controlBarItems(on))).toEqual([
      'dashboard',
      'applyForLoan',
      'makePayment',
      'profile',
      'documents',
      'documentCenter',
      'contactInfoChange',
      'messages',
      'locations',
    ]);
  });

  it('hides Messages with hideContactUsOption and Make Payment with disableEZPayOption', () => {
    const items = ids(controlBarItems({ ...off, hideContactUsOption: true, disableEZPayOption: true }));
    expect(items).not.toContain('messages');
    expect(items).not.toContain('makePayment');
  });

  it('sends Locations to the remote branch locator dialog when that option is on', () => {
    const locations = controlBarItems({
      ...off,
      useBranchLocatorOption: true,
      useRemoteBranchLocatorOption: true,
    }).find((i) => i.id === 'locations');
    expect(locations?.action).toEqual({ kind: 'remoteBranchLocator' });
  });

  it('links Locations to the built-in page otherwise', () => {
    const locations = controlBarItems({ ...off, useBranchLocatorOption: true }).find((i) => i.id === 'locations');
    expect(locations?.action).toEqual({ kind: 'link', to: '/myaccount/locations' });
  });
});

describe('header links FAQ | Find Us | Logout (access spec §2 Layouts)', () => {
  it('always shows Logout', () => {
    expect(ids(headerLinks(off))).toEqual(['logout']);
  });

  it('shows FAQ with useFAQOption and Find Us with useBranchLocatorOption', () => {
    expect(ids(headerLinks({ ...off, useFAQOption: true, useBranchLocatorOption: true }))).toEqual([
      'faq',
      'findUs',
      'logout',
    ]);
  });
});
