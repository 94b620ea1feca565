/**
 * Which module renders which route. Each screen is a lazy chunk, so the login route's initial JS
 * holds only React, the router and the login form. A route not listed here shows the placeholder
 * page that names it; a feature registers its screen by adding one line.
 */
import type { ComponentType } from 'react';

/** What a react-router `lazy` function resolves to here. */
export type LazyScreen = () => Promise<{ Component: ComponentType; loader?: () => never }>;

const Nothing = () => null;

/**
 * A chunk that fails to load (deploy in between, network) must show the route's error view.
 * react-router 7.18 renders an empty outlet when `lazy` itself rejects, so the failure is handed
 * over as a loader error instead, which the route's errorElement does render.
 */
export function guardLazy(load: () => Promise<{ Component: ComponentType }>): LazyScreen {
  return () =>
    load().catch((error: unknown) => ({
      Component: Nothing,
      loader: () => {
        throw error;
      },
    }));
}

/** Screens that exist, by route id (see route-table.ts). */
export const routeScreens: Readonly<Partial<Record<string, LazyScreen>>> = {
  login: guardLazy(() => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage }))),
  register: guardLazy(() =>
    import('@/features/registration/registration-page').then((m) => ({ Component: m.RegistrationPage })),
  ),
  sso: guardLazy(() => import('@/features/sso/sso-landing').then((m) => ({ Component: m.SsoLanding }))),
  recovery: guardLazy(() => import('@/features/recovery/recovery-page').then((m) => ({ Component: m.RecoveryPage }))),
  activate: guardLazy(() =>
    import('@/features/activation/activation-page').then((m) => ({ Component: m.ActivationPage })),
  ),
  optOut: guardLazy(() => import('@/features/opt-out/opt-out-page').then((m) => ({ Component: m.OptOutPage }))),
  verifyEmail: guardLazy(() =>
    import('@/features/verify-email/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  ),
  payment: guardLazy(() =>
    import('@/features/payments/make-payment/make-payment-page').then((m) => ({ Component: m.MakePaymentPage })),
  ),
  paymentAccount: guardLazy(() =>
    import('@/features/payments/make-payment/make-payment-page').then((m) => ({ Component: m.MakePaymentPage })),
  ),
  profile: guardLazy(() => import('./screens/profile-screen').then((m) => ({ Component: m.ProfileScreen }))),
  requestChange: guardLazy(() =>
    import('@/features/contact-change/contact-change-page').then((m) => ({ Component: m.ContactChangePage })),
  ),
  documents: guardLazy(() => import('./screens/documents-screen').then((m) => ({ Component: m.DocumentsScreen }))),
  documentCenter: guardLazy(() =>
    import('@/features/documents/document-center-page').then((m) => ({ Component: m.DocumentCenterPage })),
  ),
  faq: guardLazy(() => import('@/features/faq/faq-page').then((m) => ({ Component: m.FaqPage }))),
  homeFaq: guardLazy(() => import('@/features/faq/faq-page').then((m) => ({ Component: m.FaqPage }))),
  messages: guardLazy(() => import('@/features/messages/messages-page').then((m) => ({ Component: m.MessagesPage }))),
  homeMessages: guardLazy(() =>
    import('@/features/messages/messages-page').then((m) => ({ Component: m.MessagesPage })),
  ),
  locations: guardLazy(() =>
    import('@/features/locations/locations-page').then((m) => ({ Component: m.LocationsPage })),
  ),
  homeLocations: guardLazy(() =>
    import('@/features/locations/locations-page').then((m) => ({ Component: m.LocationsPage })),
  ),
  forcePasswordChange: guardLazy(() =>
    import('@/features/password-reset/forced-password-change-page').then((m) => ({
      Component: m.ForcedPasswordChangePage,
    })),
  ),
  paymentConfirm: guardLazy(() =>
    import('@/features/payments/confirmation/payment-confirmation-page').then((m) => ({
      Component: m.PaymentConfirmationPage,
    })),
  ),
  loanDetails: guardLazy(() =>
    import('@/features/accounts/loan-details/loan-details-page').then((m) => ({ Component: m.LoanDetailsPage })),
  ),
  dashboard: guardLazy(() =>
    import('@/features/accounts/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  ),
  deposits: guardLazy(() =>
    import('@/features/accounts/deposit-details/deposits-redirect').then((m) => ({ Component: m.DepositsRedirect })),
  ),
  depositDetails: guardLazy(() =>
    import('@/features/accounts/deposit-details/deposit-details-page').then((m) => ({
      Component: m.DepositDetailsPage,
    })),
  ),
  applicationDetails: guardLazy(() =>
    import('@/features/accounts/applications/application-details-page').then((m) => ({
      Component: m.ApplicationDetailsPage,
    })),
  ),
  loginHistory: guardLazy(() =>
    import('@/features/accounts/login-history/login-history-page').then((m) => ({ Component: m.LoginHistoryPage })),
  ),
};

/** The page for routes whose screen is not built yet. */
export const placeholderScreen: LazyScreen = guardLazy(() =>
  import('./placeholder-route').then((m) => ({ Component: m.PlaceholderRoute })),
);

/** The logged-in layout: lazy, so nothing of the logged-in area weighs on the login page. */
export const loggedInLayout: LazyScreen = guardLazy(() =>
  import('./layouts/logged-in-layout').then((m) => ({ Component: m.LoggedInLayout })),
);
