/**
 * Which items the logged-in control bar, the mobile menu and the header links show. Pure rules over
 * the portal.* flags (access spec §2 Layouts, accounts spec §2 Navigation visibility).
 */
import type { SettingsReader } from '@schemas/settings/reader';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { DASHBOARD_PATH } from '@/ui/route-paths';

/** The settings the menus depend on, read once so the rules below stay pure. */
export interface MenuFlags {
  useFAQOption: boolean;
  useBranchLocatorOption: boolean;
  useRemoteBranchLocatorOption: boolean;
  hideContactUsOption: boolean;
  useDocumentCenterOption: boolean;
  requireAchDraftAgreementOption: boolean;
  forceManualCifChangesOption: boolean;
  disableEZPayOption: boolean;
  /** Apply For Loan is offered (the settings and the loan-application service: useApplyForLoanOffered). */
  applyForLoan: boolean;
}

/** What choosing an item does. */
export type MenuAction =
  | { kind: 'link'; to: string }
  | { kind: 'applyForLoan' }
  | { kind: 'remoteBranchLocator' }
  | { kind: 'logout' };

/** One visible item. */
export interface MenuItem {
  id: string;
  labelKey: SettingKey;
  action: MenuAction;
}

/** Reads the flags from settings; `applyForLoan` comes from useApplyForLoanOffered. */
export function readMenuFlags(settings: SettingsReader, applyForLoan: boolean): MenuFlags {
  return {
    useFAQOption: settings.flag('portal.useFAQOption'),
    useBranchLocatorOption: settings.flag('portal.useBranchLocatorOption'),
    useRemoteBranchLocatorOption: settings.flag('portal.useRemoteBranchLocatorOption'),
    hideContactUsOption: settings.flag('portal.hideContactUsOption'),
    useDocumentCenterOption: settings.flag('portal.useDocumentCenterOption'),
    requireAchDraftAgreementOption: settings.flag('portal.requireAchDraftAgreementOption'),
    forceManualCifChangesOption: settings.flag('portal.forceManualCifChangesOption'),
    disableEZPayOption: settings.flag('portal.disableEZPayOption'),
    applyForLoan,
  };
}

/** Locations goes to the outside locator when the remote option is on, else to the built-in page. */
function locationsAction(flags: MenuFlags): MenuAction {
  return flags.useRemoteBranchLocatorOption
    ? { kind: 'remoteBranchLocator' }
    : { kind: 'link', to: '/myaccount/locations' };
}

/** Control bar and mobile menu items, in the spec's order, filtered by their settings. */
export function controlBarItems(flags: MenuFlags): MenuItem[] {
  const items: Array<MenuItem | false> = [
    { id: 'dashboard', labelKey: 'menu.dashboardLabel', action: { kind: 'link', to: DASHBOARD_PATH } },
    flags.applyForLoan && { id: 'applyForLoan', labelKey: 'menu.applyForLoanLabel', action: { kind: 'applyForLoan' } },
    !flags.disableEZPayOption && {
      id: 'makePayment',
      labelKey: 'menu.makePaymentLabel',
      action: { kind: 'link', to: '/myaccount/payment' },
    },
    { id: 'profile', labelKey: 'menu.profileLabel', action: { kind: 'link', to: '/myaccount/profile' } },
    flags.requireAchDraftAgreementOption && {
      id: 'documents',
      labelKey: 'menu.documentsLabel',
      action: { kind: 'link', to: '/myaccount/documents' },
    },
    flags.useDocumentCenterOption && {
      id: 'documentCenter',
      labelKey: 'menu.documentCenterLabel',
      action: { kind: 'link', to: '/myaccount/document-center' },
    },
    flags.forceManualCifChangesOption && {
      id: 'contactInfoChange',
      labelKey: 'menu.contactInfoChangeLabel',
      action: { kind: 'link', to: '/myaccount/requestChange' },
    },
    !flags.hideContactUsOption && {
      id: 'messages',
      labelKey: 'menu.messagesLabel',
      action: { kind: 'link', to: '/myaccount/messages' },
    },
    flags.useBranchLocatorOption && {
      id: 'locations',
      labelKey: 'menu.locationsLabel',
      action: locationsAction(flags),
    },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

/** Header links FAQ | Find Us | Logout; Logout is always there. */
export function headerLinks(flags: MenuFlags): MenuItem[] {
  const items: Array<MenuItem | false> = [
    flags.useFAQOption && { id: 'faq', labelKey: 'header.faqLinkText', action: { kind: 'link', to: '/myaccount/faq' } },
    flags.useBranchLocatorOption && { id: 'findUs', labelKey: 'header.findUsLinkText', action: locationsAction(flags) },
    { id: 'logout', labelKey: 'header.logoutLinkText', action: { kind: 'logout' } },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
