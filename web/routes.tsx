// Every path of docs/product.md § Screens and routes. Pages are split into lazily loaded chunks (the
// staff area is never downloaded by visitors of public pages). Protected areas run their guard in the
// layout loader on every navigation inside them (shouldRevalidate → true); pages with data start their
// Relay query in their own loader, after the same (shared) guard check.
import { Suspense, type ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { ADMIN_HOME, USER_HOME } from './auth/guard.ts';
import { guard } from './auth/runtime.ts';
import type { RouteHandle } from './components/DocumentMeta.tsx';
import { RouteError } from './components/RouteError.tsx';
import { PageFallback } from './components/Spinner.tsx';
import { activeLanguage, loadAreas, ROUTE_AREAS, type Area } from './i18n/areas.ts';
import { titles, type TitleKey } from './i18n/messages.ts';
import { loadUserMenu } from './layouts/Header.tsx';
import { RootError, RootLayout, type RootLoaderData } from './layouts/RootLayout.tsx';
import { rootQuery } from './components/rootQuery.ts';
import type { rootQuery as RootQuery } from './components/__generated__/rootQuery.graphql';
import { preloadQuery } from './relay/preload.ts';

interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

const suspended = new WeakMap<ComponentType, ComponentType>();

/** Each page gets its own Suspense boundary, so the fallback shows while its query is in flight. */
function withSuspense(Page: ComponentType): ComponentType {
  let wrapped = suspended.get(Page);
  if (!wrapped) {
    wrapped = function SuspendedPage() {
      return (
        <Suspense fallback={<PageFallback />}>
          <Page />
        </Suspense>
      );
    };
    suspended.set(Page, wrapped);
  }
  return wrapped;
}

/** A lazily loaded page at `path` (null: the index) with its title; `loader` when the module exports one. */
function page(
  path: string | null,
  title: TitleKey,
  load: () => Promise<PageModule>,
  options: { loader?: boolean } = {},
): RouteObject {
  const handle: RouteHandle = { title: titles[title] };
  return {
    ...(path === null ? { index: true as const } : { path }),
    handle,
    ErrorBoundary: RouteError,
    lazy: {
      Component: async () => withSuspense((await load()).Component),
      ...(options.loader ? { loader: async () => (await load()).loader } : {}),
    },
  };
}

/** The area's guard, with the area's message catalogs and the header's account menu loading alongside. */
function areaLoader(areas: readonly Area[]): LoaderFunction {
  return async ({ request }) => (await Promise.all([guard(request), loadAreas(activeLanguage(), areas), loadUserMenu()]))[0];
}
/** A public part's message catalogs, loaded before its pages render (no guard). */
function catalogsLoader(areas: readonly Area[]): LoaderFunction {
  return () => loadAreas(activeLanguage(), areas).then(() => null);
}
/** Guards check freshness on every navigation within their area (docs/product.md § Roles and access). */
const always: ShouldRevalidateFunction = () => true;
/** The shell's data changes rarely: reload it only on an explicit revalidation (a "try again"). */
const onExplicitRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.href === nextUrl.href && defaultShouldRevalidate;

function rootLoader(): RootLoaderData {
  return { footer: preloadQuery<RootQuery>('root', rootQuery, {}, 'store-or-network') };
}

/** Routes that only redirect render nothing. */
function Nothing() {
  return null;
}

const policies = () => import('./features/site/PolicyPages.tsx');

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootError,
    // The inline preloader of index.html covers the first load.
    HydrateFallback: () => null,
    loader: rootLoader,
    shouldRevalidate: onExplicitRevalidation,
    children: [
      page(null, 'home', () => import('./features/site/HomePage.tsx'), { loader: true }),
      page('privacy-policy', 'privacy', () => policies().then((m) => ({ Component: m.PrivacyPolicyPage }))),
      page('cookie-policy', 'cookies', () => policies().then((m) => ({ Component: m.CookiePolicyPage }))),
      page('terms-of-service', 'terms', () => policies().then((m) => ({ Component: m.TermsPage }))),
      {
        // Signing in, registering, verifying, resetting: public, with their forms' messages, which
        // a visitor of the home page does not download.
        id: 'account',
        loader: catalogsLoader(ROUTE_AREAS.account),
        children: [
          page('adminisLogin', 'adminLogin', () => import('./features/account/AdminLoginPage.tsx')),
          page('register', 'register', () => import('./features/account/RegisterPage.tsx')),
          page('login', 'login', () => import('./features/account/LoginPage.tsx')),
          page('login/verify/:token', 'verifyEmail', () => import('./features/account/VerifyEmailPage.tsx')),
          page('reset-password/:token', 'resetPassword', () => import('./features/account/ResetPasswordPage.tsx'), { loader: true }),
        ],
      },
      {
        path: 'user',
        // Its own chunk, as the staff area's: a visitor's first page needs neither.
        lazy: { Component: async () => (await import('./layouts/UserLayout.tsx')).UserLayout },
        ErrorBoundary: RouteError,
        loader: areaLoader(ROUTE_AREAS.user),
        shouldRevalidate: always,
        children: [
          { index: true, loader: () => redirect(USER_HOME), Component: Nothing },
          page('dashboard', 'dashboard', () => import('./features/account/DashboardPage.tsx'), { loader: true }),
          page('profile', 'profile', () => import('./features/account/ProfilePage.tsx'), { loader: true }),
          page('orders/new', 'newReservation', () => import('./features/booking/NewReservationPage.tsx'), { loader: true }),
          page('orders/current', 'currentReservations', () => import('./features/my-reservations/CurrentReservationsPage.tsx'), { loader: true }),
          page('info', 'info', () => import('./features/account/InfoPage.tsx'), { loader: true }),
          page('invoices', 'myInvoices', () => import('./features/invoices/MyInvoicesPage.tsx')),
          page('team', 'memberTeam', () => import('./features/organisation-team/OrganisationTeamPage.tsx'), { loader: true }),
        ],
      },
      {
        path: 'adminis',
        ErrorBoundary: RouteError,
        loader: areaLoader(ROUTE_AREAS.adminis),
        shouldRevalidate: always,
        lazy: { Component: async () => (await import('./layouts/AdminLayout.tsx')).AdminLayout },
        children: [
          { index: true, loader: () => redirect(ADMIN_HOME), Component: Nothing },
          page('home', 'adminHome', () => import('./features/reservations/AdminHomePage.tsx'), { loader: true }),
          page('clients/pending', 'clientsPending', () => import('./features/clients/ClientsPendingPage.tsx'), { loader: true }),
          page('clients/cards', 'clientsCards', () => import('./features/clients/ClientsCardsPage.tsx'), { loader: true }),
          page('orders/all', 'reservationsAll', () => import('./features/reservations/ReservationsAllPage.tsx'), { loader: true }),
          page('orders/pending', 'reservationsPending', () => import('./features/reservations/ReservationsPendingPage.tsx'), { loader: true }),
          page('orders/current', 'reservationsCurrent', () => import('./features/reservations/ReservationsCurrentPage.tsx'), { loader: true }),
          page('orders/other', 'reservationsOther', () => import('./features/reservations/ReservationsOtherPage.tsx'), { loader: true }),
          page('orders/new', 'phoneBooking', () => import('./features/phone-booking/PhoneBookingPage.tsx'), { loader: true }),
          page('day-sheet', 'daySheet', () => import('./features/day-sheet/DaySheetPage.tsx'), { loader: true }),
          page('kitchen', 'kitchen', () => import('./features/meals/KitchenPage.tsx'), { loader: true }),
          page('billing', 'billing', () => import('./features/invoices/BillingPage.tsx')),
          page('payments', 'payments', () => import('./features/payments/PaymentsPage.tsx'), { loader: true }),
          page('website/prices', 'websitePrices', () => import('./features/website/WebsitePricesPage.tsx'), { loader: true }),
          page('website/billing', 'websiteBilling', () => import('./features/billing-terms/BillingSettingsPage.tsx'), { loader: true }),
          page('website/arrivals', 'arrivalSettings', () => import('./features/arrival-settings/ArrivalSettingsPage.tsx'), { loader: true }),
          page('website/other', 'websiteOther', () => import('./features/website/WebsiteOtherPage.tsx'), { loader: true }),
          page('website/stats', 'websiteStats', () => import('./features/statistics/WebsiteStatsPage.tsx'), { loader: true }),
          page('team', 'team', () => import('./features/team/TeamPage.tsx'), { loader: true }),
          page('api-tokens', 'apiTokens', () => import('./features/api-tokens/ApiTokensPage.tsx'), { loader: true }),
          page('audit', 'auditLog', () => import('./features/audit-log/AuditLogPage.tsx'), { loader: true }),
          page('account', 'myAccount', () => import('./features/team/MyAccountPage.tsx'), { loader: true }),
        ],
      },
      {
        // The invitee sets a first password: public, with the team's messages.
        path: 'staff-invitation',
        loader: catalogsLoader(ROUTE_AREAS.staffInvitation),
        children: [page(':token', 'staffInvitation', () => import('./features/team/StaffInvitationPage.tsx'), { loader: true })],
      },
      {
        // The invitation to an organisation's team: public (the link is the credential).
        path: 'invitation',
        loader: catalogsLoader(ROUTE_AREAS.memberInvitation),
        children: [page(':token', 'memberInvitation', () => import('./features/member-invitation/MemberInvitationPage.tsx'), { loader: true })],
      },
      {
        // The reconfirmation mail's link: public (the link is the credential).
        path: 'reconfirm',
        loader: catalogsLoader(ROUTE_AREAS.reconfirm),
        children: [page(':token', 'reconfirm', () => import('./features/reconfirm/ReconfirmPage.tsx'), { loader: true })],
      },
      {
        // The waiting list offer mail's link: public (the link is the credential).
        path: 'waiting-list/offer',
        loader: catalogsLoader(ROUTE_AREAS.waitingListOffer),
        children: [page(':token', 'waitingListOffer', () => import('./features/waiting-list/OfferPage.tsx'), { loader: true })],
      },
      { path: '*', loader: () => redirect('/'), Component: Nothing },
    ],
  },
  {
    // Today's board: full screen, without the site's shell (a screen in the kitchen); staff's, or on
    // a restaurant token (its loader decides).
    path: '/board',
    HydrateFallback: () => null,
    lazy: async () => {
      const board = await import('./features/arrivals/BoardPage.tsx');
      return { Component: board.Component, loader: board.loader, ErrorBoundary: RootError };
    },
  },
];
