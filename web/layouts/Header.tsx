import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { routeArea } from '../auth/guard.ts';
import { sessionStore } from '../auth/sessionStore.ts';
import { useSession } from '../auth/useSession.ts';
import { inBackground } from '../lib/background.ts';
import { SIDEBAR_ID, toggleSidebar, useSidebarOpen } from './adminSidebar.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from '../components/Logo.tsx';
import { DemoBadge } from './DemoBadge.tsx';
import type * as UserMenuModule from './UserMenu.tsx';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { rootQuery as RootQuery } from '../components/__generated__/rootQuery.graphql';

// The account menu is for signed-in people only, so a visitor's first page does not download it.
// It is fetched as soon as there is a session (the stored one at start, or on signing in), and the
// signed-in areas' loaders wait for it (web/routes.tsx), so their pages never show the header without it.
let userMenu: Promise<typeof UserMenuModule> | null = null;
export function loadUserMenu() {
  userMenu ??= import('./UserMenu.tsx').catch((error: unknown) => {
    userMenu = null; // the next navigation tries again
    throw error;
  });
  return userMenu;
}
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
function prefetchUserMenu() {
  if (!userMenu && sessionStore.get()) inBackground(loadUserMenu(), 'loading the account menu');
}
prefetchUserMenu();
sessionStore.subscribe(prefetchUserMenu);

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
            <Suspense fallback={null}>
              <UserMenu session={session} />
            </Suspense>
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
