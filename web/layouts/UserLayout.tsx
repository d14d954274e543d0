import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import { statusMay, type MemberAbility } from '../auth/abilities.ts';
import type { AuthStatus } from '../auth/session.ts';
import { useNotice } from '../auth/useSession.ts';
import { Alert, GuardNotice } from '../components/Notice.tsx';
import { navigation, titles } from '../i18n/messages.ts';
import { UnreadConversations } from '../components/conversation/UnreadConversations.tsx';

/** Usual time until staff approve a new account, in hours (docs/product.md § Constants). */
const APPROVAL_HOURS = 12;

/** The tabs, each with what the member's role must allow to see it (docs: graph/domain/organisation-members/roles.ts). */
const TABS = [
  { to: '/user/dashboard', label: navigation.userOverview, needs: 'read' },
  { to: '/user/orders/new', label: titles.newReservation, needs: 'book' },
  { to: '/user/orders/current', label: titles.currentReservations, needs: 'read' },
  { to: '/user/profile', label: titles.profile, needs: 'read' },
  { to: '/user/team', label: titles.memberTeam, needs: 'read' },
  { to: '/user/invoices', label: titles.myInvoices, needs: 'money' },
  { to: '/user/info', label: titles.info, needs: 'read' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageDescriptor; needs: MemberAbility }>;

type Overflow = { before: boolean; after: boolean };

/**
 * On a phone the tabs scroll sideways: the current one is brought into view (the page, not only the
 * first tabs, is where the person is), and a fade at either edge says there is more to scroll to.
 */
function useScrollingTabs(pathname: string) {
  const list = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    const reveal = () => {
      const active = element.querySelector<HTMLElement>('[aria-current="page"]');
      if (active) {
        const left = active.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
        const right = left + active.offsetWidth;
        // Centred when it was out of sight; left alone when it already shows whole.
        if (left < element.scrollLeft || right > element.scrollLeft + element.clientWidth) {
          element.scrollLeft = left - (element.clientWidth - active.offsetWidth) / 2;
        }
      }
      measure();
    };
    reveal();
    element.addEventListener('scroll', measure, { passive: true });
    // A turned phone or a narrowed window: the current tab is brought back into view.
    window.addEventListener('resize', reveal);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', reveal);
    };
  }, [pathname]);
  return { list, overflow };
}

/** The client area: its tabs and the account-state banners (blocked, not verified, pending). */
export function UserLayout() {
  const intl = useIntl();
  const status = useLoaderData<AuthStatus>();
  const notice = useNotice();
  const { pathname } = useLocation();
  const user = status.kind === 'user' ? status.user : null;
  const noticeHere = notice?.path === pathname ? notice.reason : null;
  const { list: tabList, overflow } = useScrollingTabs(pathname);

  return (
    <div className="area area--user">
      {user && !user.blocked && (
        <nav
          className={`tabs${overflow.before ? ' tabs--more-before' : ''}${overflow.after ? ' tabs--more-after' : ''}`}
          aria-label={intl.formatMessage({ id: 'user.nav.label' })}
        >
          <ul className="tabs__list" ref={tabList}>
            {TABS.filter((tab) => statusMay(status, tab.needs)).map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} end className="tabs__link">
                  <FormattedMessage {...tab.label} />
                  {/* Reservations with unread staff messages; it also keeps the messages live. */}
                  {tab.to === '/user/orders/current' && <UnreadConversations className="tabs__badge" />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="area__notices">
        {noticeHere !== 'blocked' && <GuardNotice />}
        {user?.blocked && (
          <Alert tone="danger">
            <FormattedMessage id="notice.blocked" />
          </Alert>
        )}
        {user && !user.blocked && !user.verified && noticeHere !== 'verificationRequired' && (
          <Alert tone="warning">
            <FormattedMessage id="notice.unverified" />
          </Alert>
        )}
        {user && !user.blocked && user.verified && !user.approved && noticeHere !== 'approvalRequired' && (
          <Alert tone="warning">
            <FormattedMessage id="notice.pending" values={{ hours: APPROVAL_HOURS }} />
          </Alert>
        )}
      </div>
      <Outlet />
    </div>
  );
}
