// One stop type on the prices page: its name and what it is, its price per guest (and the form to
// change it), and its menu.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatCents } from '../../components/money.ts';
import { pricesText, stopText } from './pricesMessages.ts';
import { StopMenuList } from './StopMenuList.tsx';
import { StopPriceForm } from './StopPriceForm.tsx';
import type { StopOfferSection_offer$key } from './__generated__/StopOfferSection_offer.graphql';
import type { StopOfferSection_query$key } from './__generated__/StopOfferSection_query.graphql';

const offerFragment = graphql`
  fragment StopOfferSection_offer on StopOffer {
    type
    priceCents
    currency
    ...StopPriceForm_offer
    ...StopMenuList_offer
  }
`;

// The manager's VAT rates, which the section's pickers offer.
const queryFragment = graphql`
  fragment StopOfferSection_query on Query {
    ...StopPriceForm_query
    ...StopMenuList_query
  }
`;

export function StopOfferSection(props: { offer: StopOfferSection_offer$key; query: StopOfferSection_query$key }) {
  const offer = useFragment(offerFragment, props.offer);
  const query = useFragment(queryFragment, props.query);
  const intl = useIntl();
  const headingId = `offer-${offer.type.toLowerCase()}`;
  return (
    <section className={`offer-card offer-card--${offer.type === 'LONG_STOP' ? 'long' : 'short'}`} aria-labelledby={headingId}>
      <header className="offer-card__head">
        <h2 id={headingId} className="offer-card__title">
          <FormattedMessage {...stopText(offer.type)} />
        </h2>
        <p className="offer-card__text">
          <FormattedMessage {...(offer.type === 'LONG_STOP' ? pricesText.longText : pricesText.shortText)} />
        </p>
        <p className="offer-card__price" aria-hidden="true">
          {formatCents(offer.priceCents, intl.locale, offer.currency)}
          <span>
            <FormattedMessage id="staff.prices.perGuestShort" />
          </span>
        </p>
      </header>
      <StopPriceForm offer={offer} query={query} />
      <StopMenuList offer={offer} query={query} />
    </section>
  );
}
