// The staff area's frame (loaded only when someone opens /adminis): the sidebar with every staff
// page, toggled by the burger in the header and remembered across visits, and the live
// client-account events (with the count of waiting applications on "Client approval").
import '../styles/admin.css';
import { Suspense, useEffect, type ComponentType } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, Outlet, useLoaderData } from 'react-router';
import type { AuthStatus } from '../auth/session.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { GuardNotice } from '../components/Notice.tsx';
import { PendingCountBadge, StaffLive } from '../features/clients/StaffLive.tsx';
import { PendingReservationsBadge, WaitingReservationsBadge } from '../features/reservations/ReservationCountBadges.tsx';
import { UnreadConversations } from '../components/conversation/UnreadConversations.tsx';
import { navigation, titles } from '../i18n/messages.ts';
import { SIDEBAR_ID, WIDE_SCREEN, setSidebarOpen, useSidebarOpen } from './adminSidebar.ts';

interface SidebarGroup {
  label?: MessageDescriptor;
  managerOnly?: boolean;
  links: Array<{ to: string; label: MessageDescriptor; badge?: ComponentType }>;
}

const GROUPS: SidebarGroup[] = [
  { links: [{ to: '/adminis/home', label: titles.adminHome }] },
  {
    label: navigation.adminClients,
    links: [
      { to: '/adminis/clients/pending', label: titles.clientsPending, badge: PendingCountBadge },
      { to: '/adminis/clients/cards', label: titles.clientsCards },
    ],
  },
  {
    label: navigation.adminReservations,
    links: [
      // Reservations whose client wrote and no colleague has read yet (it also keeps messages live).
      { to: '/adminis/orders/all', label: titles.reservationsAll, badge: UnreadConversations },
      { to: '/adminis/orders/pending', label: titles.reservationsPending, badge: PendingReservationsBadge },
      { to: '/adminis/orders/current', label: titles.reservationsCurrent, badge: WaitingReservationsBadge },
      { to: '/adminis/orders/other', label: titles.reservationsOther },
      { to: '/adminis/day-sheet', label: titles.daySheet },
      { to: '/adminis/kitchen', label: titles.kitchen },
      // Full screen, for a screen in the kitchen (outside the staff shell).
      { to: '/board', label: titles.board },
      { to: '/adminis/billing', label: titles.billing },
      { to: '/adminis/payments', label: titles.payments },
      { to: '/adminis/orders/new', label: titles.phoneBooking },
    ],
  },
  {
    label: navigation.adminWebsite,
    managerOnly: true,
    links: [
      { to: '/adminis/website/prices', label: titles.websitePrices },
      { to: '/adminis/website/billing', label: titles.websiteBilling },
      { to: '/adminis/website/arrivals', label: titles.arrivalSettings },
      { to: '/adminis/website/other', label: titles.websiteOther },
      { to: '/adminis/website/stats', label: titles.websiteStats },
    ],
  },
  {
    label: navigation.adminTeam,
    managerOnly: true,
    links: [
      { to: '/adminis/team', label: titles.team },
      { to: '/adminis/audit', label: titles.auditLog },
      { to: '/adminis/api-tokens', label: titles.apiTokens },
    ],
  },
  // Every member's own name, language and password.
  { links: [{ to: '/adminis/account', label: titles.myAccount }] },
];

function closeOnSmallScreens() {
  if (!window.matchMedia(WIDE_SCREEN).matches) setSidebarOpen(false);
}

/** A count beside a sidebar link; it loads quietly and never takes the sidebar down with it. */
function SidebarBadge(props: { badge: ComponentType }) {
  const Badge = props.badge;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Badge />
      </Suspense>
    </ErrorBoundary>
  );
}

export function AdminLayout() {
  const intl = useIntl();
  const status = useLoaderData<AuthStatus>();
  const isManager = status.kind === 'admin' && status.admin.isManager;
  const open = useSidebarOpen();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOnSmallScreens();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={`admin-shell${open ? ' admin-shell--open' : ''}`}>
      <aside id={SIDEBAR_ID} className="admin-sidebar" hidden={!open}>
        <nav aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
          {GROUPS.filter((group) => !group.managerOnly || isManager).map((group, index) => (
            <div className="admin-sidebar__group" key={index}>
              {group.label && (
                <p className="admin-sidebar__heading">
                  <FormattedMessage {...group.label} />
                  {group.managerOnly && (
                    <span className="badge badge--accent">
                      <FormattedMessage id="admin.nav.managerOnly" />
                    </span>
                  )}
                </p>
              )}
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className="admin-sidebar__link" onClick={closeOnSmallScreens}>
                      <span className="admin-sidebar__label">
                        <FormattedMessage {...link.label} />
                      </span>
                      {link.badge && <SidebarBadge badge={link.badge} />}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      {open && <div className="admin-backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
      <StaffLive />
      <div className="admin-content">
        <GuardNotice />
        <Outlet />
      </div>
    </div>
  );
}

export default AdminLayout;
