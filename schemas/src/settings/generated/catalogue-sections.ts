// GENERATED FILE, do not edit. Imports every catalogue section file.
// Source: schemas/settings/*.json. Regenerate with `npm run gen:settings` after changing the catalogue.
import section_access from '../../../settings/access.json';
import section_accountHistory from '../../../settings/accountHistory.json';
import section_achPaymentOptions from '../../../settings/achPaymentOptions.json';
import section_activation from '../../../settings/activation.json';
import section_address from '../../../settings/address.json';
import section_agreements from '../../../settings/agreements.json';
import section_agreementsOptions from '../../../settings/agreementsOptions.json';
import section_alerts from '../../../settings/alerts.json';
import section_applicationDetails from '../../../settings/applicationDetails.json';
import section_cardPaymentOptions from '../../../settings/cardPaymentOptions.json';
import section_dashboard from '../../../settings/dashboard.json';
import section_depositDetails from '../../../settings/depositDetails.json';
import section_dialogs from '../../../settings/dialogs.json';
import section_documents from '../../../settings/documents.json';
import section_eStatements from '../../../settings/eStatements.json';
import section_faq from '../../../settings/faq.json';
import section_fileUpload from '../../../settings/fileUpload.json';
import section_footer from '../../../settings/footer.json';
import section_forms from '../../../settings/forms.json';
import section_generalPaymentOptions from '../../../settings/generalPaymentOptions.json';
import section_header from '../../../settings/header.json';
import section_hideAccount from '../../../settings/hideAccount.json';
import section_insurance from '../../../settings/insurance.json';
import section_languages from '../../../settings/languages.json';
import section_loanDetails from '../../../settings/loanDetails.json';
import section_locations from '../../../settings/locations.json';
import section_login from '../../../settings/login.json';
import section_loginErrors from '../../../settings/loginErrors.json';
import section_loginHistory from '../../../settings/loginHistory.json';
import section_loginPage from '../../../settings/loginPage.json';
import section_menu from '../../../settings/menu.json';
import section_messages from '../../../settings/messages.json';
import section_mobileApp from '../../../settings/mobileApp.json';
import section_notifications from '../../../settings/notifications.json';
import section_optOut from '../../../settings/optOut.json';
import section_passwordChange from '../../../settings/passwordChange.json';
import section_passwordRules from '../../../settings/passwordRules.json';
import section_payment from '../../../settings/payment.json';
import section_paymentAmount from '../../../settings/paymentAmount.json';
import section_paymentConfirmation from '../../../settings/paymentConfirmation.json';
import section_paymentForms from '../../../settings/paymentForms.json';
import section_paymentFrequency from '../../../settings/paymentFrequency.json';
import section_paymentInfoErrors from '../../../settings/paymentInfoErrors.json';
import section_paymentMethod from '../../../settings/paymentMethod.json';
import section_paymentSubmitErrors from '../../../settings/paymentSubmitErrors.json';
import section_payoffQuote from '../../../settings/payoffQuote.json';
import section_portal from '../../../settings/portal.json';
import section_profile from '../../../settings/profile.json';
import section_recovery from '../../../settings/recovery.json';
import section_recurringPaymentOptions from '../../../settings/recurringPaymentOptions.json';
import section_registration from '../../../settings/registration.json';
import section_registrationErrors from '../../../settings/registrationErrors.json';
import section_requestChange from '../../../settings/requestChange.json';
import section_resetPasswordErrors from '../../../settings/resetPasswordErrors.json';
import section_scheduledPaymentOptions from '../../../settings/scheduledPaymentOptions.json';
import section_secretQuestion from '../../../settings/secretQuestion.json';
import section_securityCode from '../../../settings/securityCode.json';
import section_session from '../../../settings/session.json';
import section_shell from '../../../settings/shell.json';
import section_ssnValidation from '../../../settings/ssnValidation.json';
import section_textMessages from '../../../settings/textMessages.json';
import section_titles from '../../../settings/titles.json';
import section_verifyEmail from '../../../settings/verifyEmail.json';

/** The raw section files of the catalogue, sorted by file name; `catalogue.ts` validates them. */
export const catalogueSectionFiles: { file: string; json: unknown }[] = [
  { file: 'access.json', json: section_access as unknown },
  { file: 'accountHistory.json', json: section_accountHistory as unknown },
  { file: 'achPaymentOptions.json', json: section_achPaymentOptions as unknown },
  { file: 'activation.json', json: section_activation as unknown },
  { file: 'address.json', json: section_address as unknown },
  { file: 'agreements.json', json: section_agreements as unknown },
  { file: 'agreementsOptions.json', json: section_agreementsOptions as unknown },
  { file: 'alerts.json', json: section_alerts as unknown },
  { file: 'applicationDetails.json', json: section_applicationDetails as unknown },
  { file: 'cardPaymentOptions.json', json: section_cardPaymentOptions as unknown },
  { file: 'dashboard.json', json: section_dashboard as unknown },
  { file: 'depositDetails.json', json: section_depositDetails as unknown },
  { file: 'dialogs.json', json: section_dialogs as unknown },
  { file: 'documents.json', json: section_documents as unknown },
  { file: 'eStatements.json', json: section_eStatements as unknown },
  { file: 'faq.json', json: section_faq as unknown },
  { file: 'fileUpload.json', json: section_fileUpload as unknown },
  { file: 'footer.json', json: section_footer as unknown },
  { file: 'forms.json', json: section_forms as unknown },
  { file: 'generalPaymentOptions.json', json: section_generalPaymentOptions as unknown },
  { file: 'header.json', json: section_header as unknown },
  { file: 'hideAccount.json', json: section_hideAccount as unknown },
  { file: 'insurance.json', json: section_insurance as unknown },
  { file: 'languages.json', json: section_languages as unknown },
  { file: 'loanDetails.json', json: section_loanDetails as unknown },
  { file: 'locations.json', json: section_locations as unknown },
  { file: 'login.json', json: section_login as unknown },
  { file: 'loginErrors.json', json: section_loginErrors as unknown },
  { file: 'loginHistory.json', json: section_loginHistory as unknown },
  { file: 'loginPage.json', json: section_loginPage as unknown },
  { file: 'menu.json', json: section_menu as unknown },
  { file: 'messages.json', json: section_messages as unknown },
  { file: 'mobileApp.json', json: section_mobileApp as unknown },
  { file: 'notifications.json', json: section_notifications as unknown },
  { file: 'optOut.json', json: section_optOut as unknown },
  { file: 'passwordChange.json', json: section_passwordChange as unknown },
  { file: 'passwordRules.json', json: section_passwordRules as unknown },
  { file: 'payment.json', json: section_payment as unknown },
  { file: 'paymentAmount.json', json: section_paymentAmount as unknown },
  { file: 'paymentConfirmation.json', json: section_paymentConfirmation as unknown },
  { file: 'paymentForms.json', json: section_paymentForms as unknown },
  { file: 'paymentFrequency.json', json: section_paymentFrequency as unknown },
  { file: 'paymentInfoErrors.json', json: section_paymentInfoErrors as unknown },
  { file: 'paymentMethod.json', json: section_paymentMethod as unknown },
  { file: 'paymentSubmitErrors.json', json: section_paymentSubmitErrors as unknown },
  { file: 'payoffQuote.json', json: section_payoffQuote as unknown },
  { file: 'portal.json', json: section_portal as unknown },
  { file: 'profile.json', json: section_profile as unknown },
  { file: 'recovery.json', json: section_recovery as unknown },
  { file: 'recurringPaymentOptions.json', json: section_recurringPaymentOptions as unknown },
  { file: 'registration.json', json: section_registration as unknown },
  { file: 'registrationErrors.json', json: section_registrationErrors as unknown },
  { file: 'requestChange.json', json: section_requestChange as unknown },
  { file: 'resetPasswordErrors.json', json: section_resetPasswordErrors as unknown },
  { file: 'scheduledPaymentOptions.json', json: section_scheduledPaymentOptions as unknown },
  { file: 'secretQuestion.json', json: section_secretQuestion as unknown },
  { file: 'securityCode.json', json: section_securityCode as unknown },
  { file: 'session.json', json: section_session as unknown },
  { file: 'shell.json', json: section_shell as unknown },
  { file: 'ssnValidation.json', json: section_ssnValidation as unknown },
  { file: 'textMessages.json', json: section_textMessages as unknown },
  { file: 'titles.json', json: section_titles as unknown },
  { file: 'verifyEmail.json', json: section_verifyEmail as unknown },
];
