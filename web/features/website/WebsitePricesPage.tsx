// Manager: what a stop costs per guest, and the menu of each stop type in English and Slovenian —
// add, edit, reorder, hide/show and delete items. The public pages read the same data (`site.offers`).
// Each part of the page declares the data it shows in its own fragment (StopOfferSection and below).
import '../staff/staff-page.css';
import { FormattedMessage } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import '../../components/forms/forms.css';
import '../staff/tag.css';
import './lang-pair.css';
import './WebsitePricesPage.css';
import { StopOfferSection } from './StopOfferSection.tsx';
import type { WebsitePricesPageQuery } from './__generated__/WebsitePricesPageQuery.graphql';

const query = graphql`
  query WebsitePricesPageQuery {
    ...StopOfferSection_query
    site {
      offers {
        type
        ...StopOfferSection_offer
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<WebsitePricesPageQuery>('admin.website.prices', query, {}) };
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<WebsitePricesPageQuery> }>();
  const data = usePageQuery<WebsitePricesPageQuery>(query, ref);
  return (
    <Page title={titles.websitePrices} lead={<FormattedMessage id="staff.prices.lead" />}>
      <div className="offers">
        {data.site.offers.map((offer) => (
          <StopOfferSection key={offer.type} offer={offer} query={data} />
        ))}
      </div>
    </Page>
  );
}
