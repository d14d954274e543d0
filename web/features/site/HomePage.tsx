// The home page (docs/product.md § Public pages): who Stopover is for, the two kinds of stop with
// today's prices and menus (edited by the manager, from the route's query), a step-by-step guide that
// can be hidden (the choice is remembered in localStorage) and the ways in: sign up / sign in, or the
// control panel when signed in. The hero needs no data, so it paints at once; the parts that do wait
// for the query behind their own Suspense boundary.
import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import './home.css';
import { Audiences, Hero, Intro } from './HomeHero.tsx';
import { Guide } from './HomeGuide.tsx';
import { Offers, OffersSection } from './HomeOffers.tsx';
import { Visit, VisitSection } from './HomeVisit.tsx';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';

const query = graphql`
  query HomePageQuery {
    site {
      intro: text(key: "home.intro")
      offers {
        ...HomeOffers_offer
      }
      contact {
        ...HomeVisit_contact
      }
    }
    reservationRules {
      ...HomeOffers_rules
      ...HomeVisit_hours
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<HomePageQuery>('home', query, {}) };
}


// The parts that wait for the query read it here and hand each section its fragments.

function IntroFromQuery(props: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePageQuery<HomePageQuery>(query, props.queryRef);
  return <Intro text={data.site.intro} />;
}

function OffersFromQuery(props: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePageQuery<HomePageQuery>(query, props.queryRef);
  return <Offers offers={data.site.offers} rules={data.reservationRules} />;
}

function VisitFromQuery(props: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePageQuery<HomePageQuery>(query, props.queryRef);
  return <Visit contact={data.site.contact} hours={data.reservationRules} />;
}

/**
 * The loader's query, asked again when the language changes: the manager's intro text comes in the
 * request's language (menu names come in both and need no new request).
 */
function useHomeQuery(): PreloadedQuery<HomePageQuery> {
  const { query: loaded } = useLoaderData<{ query: PreloadedQuery<HomePageQuery> }>();
  const { language } = useLanguage();
  const [current, setCurrent] = useState({ loaded, ref: loaded });
  const languageAtLoad = useRef(language);
  // A new navigation brought a new reference from the loader.
  if (current.loaded !== loaded) setCurrent({ loaded, ref: loaded });
  useEffect(() => {
    if (languageAtLoad.current === language) return;
    languageAtLoad.current = language;
    startTransition(() => setCurrent((c) => ({ ...c, ref: preloadQuery<HomePageQuery>('home', query, {}, 'network-only') })));
  }, [language]);
  return current.ref;
}

export function Component() {
  const ref = useHomeQuery();
  return (
    <div className="home">
      <Hero />
      <Audiences
        intro={
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <IntroFromQuery queryRef={ref} />
            </Suspense>
          </ErrorBoundary>
        }
      />
      <OffersSection>
        <OffersFromQuery queryRef={ref} />
      </OffersSection>
      <Guide />
      <VisitSection>
        <VisitFromQuery queryRef={ref} />
      </VisitSection>
    </div>
  );
}
