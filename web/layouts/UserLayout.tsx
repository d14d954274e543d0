import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import type { AuthStatus } from '../auth/session.ts';
import { useNotice } from '../auth/useSession.ts';
import { Alert, GuardNotice } from '../components/Notice.tsx';
import { navigation, titles } from '../i18n/messages.ts';

/** Usual time until staff approve a new account, in hours (SPEC §9). */
const APPROVAL_HOURS = 12;

const TABS = [
  { to: '/user/dashboard', label: navigation.userOverview },
  { to: '/user/orders/new', label: titles.newOrder },
  { to: '/user/orders/current', label: titles.currentOrders },
  { to: '/user/profile', label: titles.profile },
  { to: '/user/info', label: titles.info },
] as const;

/** The client area: its tabs and the account-state banners (blocked, not verified, pending). */
export function UserLayout() {
  const intl = useIntl();
  const status = useLoaderData<AuthStatus>();
  const notice = useNotice();
  const { pathname } = useLocation();
  const user = status.kind === 'user' ? status.user : null;
  const noticeHere = notice?.path === pathname ? notice.reason : null;

  return (
    <div className="area area--user">
      {user && !user.blocked && (
        <nav className="tabs" aria-label={intl.formatMessage({ id: 'user.nav.label' })}>
          <ul className="tabs__list">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} end className="tabs__link">
                  <FormattedMessage {...tab.label} />
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
