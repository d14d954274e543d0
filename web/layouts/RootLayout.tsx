import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PreloadedQuery } from 'react-relay/hooks';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigation } from 'react-router';
import { BackToTop } from '../components/BackToTop.tsx';
import { DocumentMeta } from '../components/DocumentMeta.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Preloader } from '../components/Preloader.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { NavigationProgress } from '../components/Spinner.tsx';
import { Toaster } from '../components/Toaster.tsx';
import type { rootQuery as RootQuery } from '../components/__generated__/rootQuery.graphql';

export interface RootLoaderData {
  footer: PreloadedQuery<RootQuery>;
}

/** After each navigation, move focus to the new page's heading so screen readers announce it. */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = window.requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('#main [data-page-heading]');
      (heading ?? document.getElementById('main'))?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);
}

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <FormattedMessage id="app.skipToContent" />
    </a>
  );
}

/** The shared shell of every page: header, main content, footer, back-to-top. */
export function RootLayout() {
  const data = useLoaderData<RootLoaderData | undefined>();
  const navigation = useNavigation();
  useFocusOnNavigate();
  return (
    <>
      <span id="top" tabIndex={-1} />
      <SkipLink />
      <NavigationProgress active={navigation.state === 'loading'} />
      <Header queryRef={data?.footer ?? null} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer queryRef={data?.footer ?? null} />
      <BackToTop />
      <Toaster />
      <Preloader />
      <DocumentMeta />
      {/* The first page of every load shares the history key "default"; keying it by path stops a
          fresh load from opening at the scroll position of another page. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </>
  );
}

/** When the shell itself fails: the error page without the data-driven parts. */
export function RootError() {
  return (
    <>
      <SkipLink />
      <main id="main" className="site-main" tabIndex={-1}>
        <RouteError />
      </main>
      <Preloader />
      <DocumentMeta />
    </>
  );
}
