// What the wizard's steps share: the fields' element ids (the focus goes to the first invalid one),
// a stop's facts, an error line and the stop type's icon.
import { ErrorText } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import type { StopType } from '../../../graph/domain/reservation-rules.ts';
import type { DraftField } from './wizard.ts';
import './WizardSteps.css';

export interface StopInfo {
  type: StopType;
  leadTimeHours: number;
  durationMinutes: number;
  seatReservationRequired: boolean;
  pricePerGuestCents: number | null;
  currency: string;
}

export const FIELD_IDS: Record<DraftField, string> = {
  type: 'order-type-SHORT_STOP',
  guests: 'order-guests',
  seatReservation: 'order-seats-yes',
  arrivalDate: 'order-date',
  arrivalTime: 'order-time',
  responsibleFirstName: 'order-responsible-first',
  responsibleLastName: 'order-responsible-last',
  message: 'order-message',
  wishes: 'order-wishes',
};


export function FieldError(props: { id: string; text: Text | null }) {
  return props.text ? <ErrorText id={props.id} text={props.text} /> : null;
}

export function StopIcon(props: { type: StopType }) {
  return (
    <svg className="option-card__icon" width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
      {props.type === 'SHORT_STOP' ? (
        <>
          <path d="M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5V9z" />
          <path d="M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16" />
          <path d="M9 3.5c-.6.8-.6 1.7 0 2.5M12.5 3.5c-.6.8-.6 1.7 0 2.5" />
        </>
      ) : (
        <>
          <path d="M7 3v8M5 3v4a2 2 0 0 0 4 0V3M7 11v10" />
          <path d="M17 21V3c-2.2 1.2-3.5 3.7-3.5 7v3H17" />
        </>
      )}
    </svg>
  );
}

export function describedBy(invalid: boolean, errorId: string, error: Text | null, ...more: Array<string | null>): string | undefined {
  const ids = [invalid ? (error ? errorId : 'order-step-message') : null, ...more].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
