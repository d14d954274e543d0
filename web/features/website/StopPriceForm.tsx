// A stop's price per guest and the VAT rate it is taxed at.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { formatCents } from '../../components/money.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { fieldCodeText } from '../billing-terms/messages.ts';
import type { PriceTax } from '../billing-terms/VatRatePicker.tsx';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { centsToInput, parseEuros } from './money.ts';
import { PriceTaxPicker } from './PriceTaxPicker.tsx';
import { fieldProblem, moneyText, pricesText, stopText } from './pricesMessages.ts';
import type { StopPriceForm_offer$key } from './__generated__/StopPriceForm_offer.graphql';
import type { StopPriceForm_query$key } from './__generated__/StopPriceForm_query.graphql';
import type { StopPriceFormMutation } from './__generated__/StopPriceFormMutation.graphql';

const offerFragment = graphql`
  fragment StopPriceForm_offer on StopOffer {
    type
    priceCents
    currency
    priceIncludesVat
    vatRate {
      id
      ...PriceTaxPicker_rates
    }
  }
`;

const queryFragment = graphql`
  fragment StopPriceForm_query on Query {
    vatRates {
      ...PriceTaxPicker_rates
    }
  }
`;

// The answer carries the offer as it is now, and offers are nodes: Relay puts it where the page
// shows it (this form, the card's price, a new item's rate).
const priceMutation = graphql`
  mutation StopPriceFormMutation($input: SetStopPriceInput!) {
    setStopPrice(input: $input) {
      stopOffer {
        ...StopPriceForm_offer
      }
    }
  }
`;

export function StopPriceForm(props: { offer: StopPriceForm_offer$key; query: StopPriceForm_query$key }) {
  const offer = useFragment(offerFragment, props.offer);
  const { vatRates } = useFragment(queryFragment, props.query);
  const [tax, setTax] = useState<PriceTax>(() => ({ vatRateId: offer.vatRate.id, priceIncludesVat: offer.priceIncludesVat }));
  const intl = useIntl();
  const id = `price-${offer.type.toLowerCase()}`;
  const [commit, busy] = useMutation<StopPriceFormMutation>(priceMutation);
  const [value, setValue] = useState(() => centsToInput(offer.priceCents, intl.locale));
  const [error, setError] = useState<Text | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const parsed = parseEuros(value);
  const unchanged = parsed.ok && parsed.cents === offer.priceCents && tax.vatRateId === offer.vatRate.id && tax.priceIncludesVat === offer.priceIncludesVat;
  const [taxError, setTaxError] = useState<Text | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (!parsed.ok) {
      setError({ descriptor: moneyText[parsed.problem] });
      focusField(id);
      return;
    }
    const cents = parsed.cents ?? 0;
    try {
      await commitAsync(commit, { input: { type: offer.type, priceCents: cents, ...tax } });
      setValue(centsToInput(cents, intl.locale));
      toasts.show(pricesText.priceSaved, { values: { stop: intl.formatMessage(stopText(offer.type)), price: formatCents(cents, intl.locale, offer.currency) } });
    } catch (caught) {
      const found = readProblem(caught);
      const field = fieldProblem(found.fields.priceCents);
      const rateProblem = fieldCodeText(found.fields.vatRateId);
      if (field) {
        setError(field);
        focusField(id);
      } else if (rateProblem) setTaxError(rateProblem);
      else setProblem({ descriptor: staffProblemMessage(found) });
    }
  }

  return (
    <form className="price-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <TextField
        id={id}
        label={<FormattedMessage id="staff.prices.perGuest" />}
        hint={<FormattedMessage id="staff.prices.perGuestHint" values={{ price: formatCents(offer.priceCents, intl.locale, offer.currency) }} />}
        value={value}
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        onChange={(next) => {
          setValue(next);
          setError(null);
          setProblem(null);
        }}
        error={error}
        addon={<span className="money-suffix" aria-hidden="true">€</span>}
      />
      <PriceTaxPicker
        id={`${id}-rate`}
        rates={vatRates}
        current={offer.vatRate}
        value={tax}
        error={taxError}
        onChange={(next) => {
          setTax(next);
          setTaxError(null);
          setProblem(null);
        }}
      />
      <FormMessage tone="danger" text={problem} />
      <div className="price-form__actions">
        <SubmitButton busy={busy} wide={false} disabled={unchanged}>
          <FormattedMessage id="staff.prices.savePrice" />
        </SubmitButton>
      </div>
    </form>
  );
}
