// Where a document's payment stands, as a coloured word: paid, part paid, open, overdue (an open
// amount past its due date wins over open and part paid), or cancelled for a waived deposit.
import { defineMessages, FormattedMessage } from 'react-intl';
import './payments.css';

export type ShownPaymentState = 'OPEN' | 'PART_PAID' | 'PAID' | 'OVERDUE' | 'CANCELLED';

const text = defineMessages({
  OPEN: { id: 'payments.state.OPEN' },
  PART_PAID: { id: 'payments.state.PART_PAID' },
  PAID: { id: 'payments.state.PAID' },
  OVERDUE: { id: 'payments.state.OVERDUE' },
  CANCELLED: { id: 'payments.state.CANCELLED' },
});

const tone: Record<ShownPaymentState, string> = { OPEN: 'open', PART_PAID: 'part', PAID: 'paid', OVERDUE: 'overdue', CANCELLED: 'cancelled' };

/** The state to show for an invoice's (or request's) state and overdue flag. */
export function shownState(state: string | null | undefined, overdue: boolean | null | undefined): ShownPaymentState | null {
  if (!state) return null;
  if (state === 'CANCELLED') return 'CANCELLED';
  if (state === 'PAID') return 'PAID';
  if (overdue) return 'OVERDUE';
  return state === 'PART_PAID' ? 'PART_PAID' : 'OPEN';
}

export function PaymentStateBadge(props: { state: ShownPaymentState | null }) {
  if (!props.state) return null;
  return (
    <span className={`pay-state pay-state--${tone[props.state]}`}>
      <FormattedMessage {...text[props.state]} />
    </span>
  );
}
