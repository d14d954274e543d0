// The terms a booking is made under, read back to the client (the wizard's summary, the reservation
// card) or to staff on the phone: the per-guest price and whether it is an agreement's, free places,
// crew meals, payment, and the cancellation terms as one plain sentence. The sentences are
// graph/domain/cancellation-wording.ts's, the same the mails and the terms page say.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { cancellationTermsText, crewMealsText, freePlacesText, paymentTermsText, wordingLanguage } from '../../../graph/domain/cancellation-wording.ts';
import { depositTermsText } from '../../../graph/domain/deposit-wording.ts';
import { parseDepositTerms } from '../../../graph/domain/deposits.ts';
import type { StopType } from '../../../graph/domain/reservation-rules.ts';
import { CheckboxField } from '../forms/Field.tsx';
import { formatCents } from '../money.ts';
import { stopText } from '../reservation/messages.ts';
import type { TermsSummary_terms$key } from './__generated__/TermsSummary_terms.graphql';
import './TermsSummary.css';

const fragment = graphql`
  fragment TermsSummary_terms on BookingTerms {
    underAgreement
    agreementName
    currency
    crewMealsFree
    paymentTermsDays
    stopPrices {
      type
      priceCents
      includesVat
    }
    freePlaces {
      perPaying
      max
    }
    cancellation {
      noShowPercent
      tiers {
        hoursBefore
        percent
      }
    }
    deposit {
      kind
      percent
      perGuestCents
      dueFrom
      dueDays
    }
    depositByRule
  }
`;

/** The cancellation terms of a BookingTerms answer as one sentence in the page's language. */
export function useCancellationSentence(): (cancellation: { noShowPercent: number; tiers: ReadonlyArray<{ hoursBefore: number; percent: number }> }) => string {
  const { locale } = useIntl();
  return (c) => cancellationTermsText({ noShowPercent: c.noShowPercent, tiers: c.tiers.map((t) => ({ hoursBefore: t.hoursBefore, percent: t.percent })) }, wordingLanguage(locale));
}

export function TermsSummary(props: {
  terms: TermsSummary_terms$key;
  /** The stop being booked: its price only (null: both). */
  type: StopType | null;
  /** The reservation card: the price and the cancellation terms only. */
  brief?: boolean;
  /** False where the page's own heading already names the section. */
  titled?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const intl = useIntl();
  const terms = useFragment(fragment, props.terms);
  const language = wordingLanguage(intl.locale);
  const sentence = useCancellationSentence();
  const Heading = `h${props.headingLevel ?? 3}` as 'h3';
  // The API's shape read as the domain's, so the sentence is the one the mails say.
  const deposit = parseDepositTerms({ kind: terms.deposit.kind, percent: terms.deposit.percent, perGuestCents: terms.deposit.perGuestCents, due: { from: terms.deposit.dueFrom, days: terms.deposit.dueDays } });
  const prices = terms.stopPrices.filter((p) => props.type === null || p.type === props.type);
  const basis = terms.underAgreement ? (
    terms.agreementName ? (
      <FormattedMessage id="terms.agreement" values={{ name: terms.agreementName }} />
    ) : (
      <FormattedMessage id="terms.agreementUnnamed" />
    )
  ) : (
    <FormattedMessage id="terms.listPrice" />
  );
  return (
    <section className={`terms-summary${props.brief ? ' terms-summary--brief' : ''}`} data-testid="terms-summary">
      {!props.brief && props.titled !== false && (
        <Heading className="terms-summary__title">
          <FormattedMessage id="terms.title" />
        </Heading>
      )}
      <ul className="terms-summary__list">
        {prices.map((p) => (
          <li key={p.type}>
            {props.type === null && (
              <>
                <FormattedMessage {...stopText[p.type as StopType]} />:{' '}
              </>
            )}
            <FormattedMessage id={p.includesVat ? 'terms.priceInclVat' : 'terms.pricePlusVat'} values={{ price: formatCents(p.priceCents, intl.locale, terms.currency) }} />
            {' · '}
            <span className="terms-summary__basis">{basis}</span>
          </li>
        ))}
        {!props.brief && terms.freePlaces && <li>{freePlacesText({ perPaying: terms.freePlaces.perPaying, max: terms.freePlaces.max ?? null }, language)}</li>}
        {!props.brief && <li>{crewMealsText(terms.crewMealsFree, language)}</li>}
        {!props.brief && <li>{paymentTermsText(terms.paymentTermsDays, language)}</li>}
        {deposit && (deposit.kind !== 'NONE' || !props.brief) && (
          <li data-testid="terms-deposit">{depositTermsText(deposit, language, { currency: terms.currency, byRule: terms.depositByRule })}</li>
        )}
      </ul>
      <p className="terms-summary__cancellation">
        <strong>
          <FormattedMessage id="terms.cancellationLabel" />
        </strong>{' '}
        {sentence(terms.cancellation)}
      </p>
    </section>
  );
}

/** The required box under the terms: the client accepts them, or staff confirm they told the client. */
export function AcceptTermsCheckbox(props: { id: string; checked: boolean; onChange(checked: boolean): void; invalid: boolean; staff?: boolean }) {
  return (
    <CheckboxField
      id={props.id}
      checked={props.checked}
      onChange={props.onChange}
      label={<FormattedMessage id={props.staff ? 'terms.staffAccept' : 'terms.accept'} />}
      error={props.invalid ? { descriptor: { id: props.staff ? 'terms.staffAcceptRequired' : 'terms.acceptRequired' } } : null}
    />
  );
}
