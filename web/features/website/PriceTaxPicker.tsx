// The VAT rate picker beside a price on this page: the manager's rates, plus the one the price has
// now even if it is no longer in the list (the picker hides retired rates other than that one).
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Text } from '../../components/forms/messages.ts';
import { VatRatePicker, type PriceTax } from '../billing-terms/VatRatePicker.tsx';
import type { PriceTaxPicker_rates$key } from './__generated__/PriceTaxPicker_rates.graphql';

export type RateKeys = PriceTaxPicker_rates$key;

const ratesFragment = graphql`
  fragment PriceTaxPicker_rates on VatRate @relay(plural: true) {
    id
    # eslint-disable-next-line relay/unused-fields -- the picker names the rates
    nameEn
    # eslint-disable-next-line relay/unused-fields -- the picker names the rates
    nameSl
    # eslint-disable-next-line relay/unused-fields -- the picker shows the percentage
    rateBp
    # eslint-disable-next-line relay/unused-fields -- the picker leaves retired rates out
    active
  }
`;

interface PriceTaxPickerProps {
  id: string;
  /** The rates on offer (`vatRates`). */
  rates: RateKeys;
  /** The rate the price has now. */
  current: RateKeys[number];
  value: PriceTax;
  onChange(value: PriceTax): void;
  error: Text | null;
}

export function PriceTaxPicker(props: PriceTaxPickerProps) {
  const { rates: rateKeys, current: currentKey } = props;
  const keys = useMemo(() => [...rateKeys, currentKey], [rateKeys, currentKey]);
  const read = useFragment(ratesFragment, keys);
  const current = read[read.length - 1]!;
  const listed = read.slice(0, -1);
  const rates = listed.some((rate) => rate.id === current.id) ? listed : [...listed, current];
  return <VatRatePicker id={props.id} rates={rates} value={props.value} error={props.error} onChange={props.onChange} />;
}
