import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { routeArea } from '../auth/guard.ts';
import { useSession } from '../auth/useSession.ts';
import { SIDEBAR_ID, toggleSidebar, useSidebarOpen } from './adminSidebar.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from '../components/Logo.tsx';
import { UserMenu } from './UserMenu.tsx';
import { DemoBadge } from './DemoBadge.tsx';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { rootQuery as RootQuery } from '../components/__generated__/rootQuery.graphql';

/** `queryRef`: the root query, for the demo badge (absent: no badge). */
export function Header(props: { queryRef?: PreloadedQuery<RootQuery> | null }) {
  const intl = useIntl();
  const session = useSession();
  const location = useLocation();
  const sidebarOpen = useSidebarOpen();
  const isStaff = session?.kind === 'admin';
  const inStaffArea = routeArea(location.pathname) === 'admin';
  const showBurger = isStaff && inStaffArea;
  const classes = ['site-header', isStaff && 'site-header--staff', inStaffArea && 'site-header--wide'].filter(Boolean).join(' ');

  return (
    <header className={classes}>
      <div className="site-header__inner">
        {showBurger && (
          <button
            type="button"
            className="burger"
            aria-controls={SIDEBAR_ID}
            aria-expanded={sidebarOpen}
            aria-label={intl.formatMessage({ id: 'admin.nav.toggle' })}
            onClick={toggleSidebar}
          >
            <span className="burger__bars" aria-hidden="true" />
          </button>
        )}
        <Link to="/" className="site-header__brand" aria-label={intl.formatMessage({ id: 'nav.logoHome' })}>
          <Logo />
        </Link>
        <DemoBadge queryRef={props.queryRef ?? null} />
        <nav className="site-header__nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
          <LanguageSwitcher />
          {session ? (
            <UserMenu session={session} />
          ) : (
            <div className="site-header__auth">
              <Link to="/login" className="btn btn--ghost btn--small">
                <FormattedMessage id="nav.signIn" />
              </Link>
              <Link to="/register" className="btn btn--primary btn--small">
                <FormattedMessage id="nav.signUp" />
              </Link>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
