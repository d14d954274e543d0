// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../testing/render.tsx';
import { EMPTY_DRAFT, type Draft, type FieldErrors } from './wizard.ts';
import type { StopInfo } from './stepParts.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import { GuestsStep, SeatsStep } from './WizardSteps.tsx';

const LONG_STOP: StopInfo = { type: 'LONG_STOP', leadTimeHours: 48, durationMinutes: 90, seatReservationRequired: true, pricePerGuestCents: 1850, currency: 'EUR' };
const SHORT_STOP: StopInfo = { type: 'SHORT_STOP', leadTimeHours: 2, durationMinutes: 30, seatReservationRequired: false, pricePerGuestCents: null, currency: 'EUR' };
const LEAD_TIMES = { SHORT_STOP: 2, LONG_STOP: 48 };
/** The summary before the day's terms are asked for. */
const NO_TERMS = { terms: { status: 'idle' } as const, termsPriceCents: null, accepted: false, acceptInvalid: false, onAccept: () => {} };

/** The step with its answer kept, as the wizard keeps it. */
function Guests(props: { initial: string; error?: FieldErrors['guests'] }) {
  const [value, setValue] = useState(props.initial);
  return <GuestsStep value={value} onChange={setValue} error={null} invalid={Boolean(props.error)} />;
}

describe('GuestsStep', () => {
  it('counts guests with the buttons, within 10 to 100', async () => {
    const user = userEvent.setup();
    renderInEnglish(<Guests initial="" />);
    const field = screen.getByRole('textbox', { name: 'How many guests are coming?' });
    expect(field).toHaveAccessibleDescription(/From 10 to 100 guests/);

    // From nothing, "one more" starts at the smallest group.
    await user.click(screen.getByRole('button', { name: 'One guest more' }));
    expect(field).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'One guest fewer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'One guest more' }));
    expect(field).toHaveValue('11');
    expect(screen.getByRole('button', { name: 'One guest fewer' })).toBeEnabled();
  });

  it('stops at the largest group', async () => {
    const user = userEvent.setup();
    renderInEnglish(<Guests initial="99" />);
    await user.click(screen.getByRole('button', { name: 'One guest more' }));
    expect(screen.getByRole('textbox', { name: 'How many guests are coming?' })).toHaveValue('100');
    expect(screen.getByRole('button', { name: 'One guest more' })).toBeDisabled();
  });

  it('keeps only digits of what is typed', async () => {
    const user = userEvent.setup();
    renderInEnglish(<Guests initial="" />);
    const field = screen.getByRole('textbox', { name: 'How many guests are coming?' });
    await user.type(field, '4a5');
    expect(field).toHaveValue('45');
  });

  it('says what is wrong and marks the field', () => {
    renderInEnglish(<GuestsStep value="5" onChange={() => {}} error={{ descriptor: { id: 'reservation.problem.guestsOutOfRange' }, values: { min: 10, max: 100 } }} invalid />);
    const field = screen.getByRole('textbox', { name: 'How many guests are coming?' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/A reservation is for 10 to 100 guests/);
  });
});

describe('SeatsStep', () => {
  it('offers both answers for a short stop', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEnglish(<SeatsStep stop={SHORT_STOP} guests={24} value={null} onChange={onChange} error={null} invalid={false} />);
    expect(screen.queryByText(/Long stops always include a seat reservation/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yes, reserve seats/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /We keep seats for all 24 guests for 30 minutes/ })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /No seat reservation/ }));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('requires seats for a long stop and says why', () => {
    renderInEnglish(<SeatsStep stop={LONG_STOP} guests={40} value={true} onChange={() => {}} error={null} invalid={false} />);
    expect(screen.getByText('Long stops always include a seat reservation: every guest is guaranteed a seat.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Yes, reserve seats/ })).toBeChecked();
    const no = screen.getByRole('radio', { name: /No seat reservation/ });
    expect(no).toBeDisabled();
    expect(no).toHaveAccessibleName(/Not possible for a long stop/);
  });
});

describe('SummaryStep', () => {
  const complete: Draft = {
    ...EMPTY_DRAFT,
    type: 'LONG_STOP',
    guests: '40',
    seatReservation: true,
    arrivalDate: '2026-07-18',
    arrivalTime: '12:30',
    responsibleFirstName: 'Janez',
    responsibleLastName: 'Kranjc',
    message: '  Two vegetarians ',
  };

  /** The summary's row for a label (a term and its description). */
  function row(label: string): HTMLElement {
    return screen.getByText(label, { selector: 'dt' }).parentElement!;
  }

  it('reads back a complete reservation with its estimated price', () => {
    renderInEnglish(<SummaryStep draft={complete} stop={LONG_STOP} errors={{}} leadTimes={LEAD_TIMES} onChange={() => {}} {...NO_TERMS} />);
    expect(within(row('Number of guests')).getByText('40 guests')).toBeInTheDocument();
    expect(within(row('Arrival date and time')).getByText('Saturday, July 18, 2026 at 12:30 (Slovenian time)')).toBeInTheDocument();
    expect(within(row('Responsible person')).getByText('Janez Kranjc')).toBeInTheDocument();
    expect(within(row('Message for the staff')).getByText('Two vegetarians')).toBeInTheDocument();
    expect(screen.getByText('Estimated price: €740.00 (€18.50 per guest × 40 guests).')).toBeInTheDocument();
    expect(screen.queryByText('Missing')).not.toBeInTheDocument();
  });

  it('estimates with the agreed price once the day’s terms give one', () => {
    renderInEnglish(<SummaryStep draft={complete} stop={LONG_STOP} errors={{}} leadTimes={LEAD_TIMES} onChange={() => {}} {...NO_TERMS} termsPriceCents={1500} />);
    expect(screen.getByText('Estimated price: €600.00 (€15.00 per guest × 40 guests).')).toBeInTheDocument();
  });

  it('marks what is missing and takes the person to its step', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEnglish(<SummaryStep draft={{ ...EMPTY_DRAFT, guests: '40' }} stop={null} errors={{}} leadTimes={LEAD_TIMES} onChange={onChange} {...NO_TERMS} />);
    expect(within(row('Type of stop')).getByText('Missing')).toBeInTheDocument();
    expect(within(row('Seat reservation')).getByText('Missing')).toBeInTheDocument();
    expect(within(row('Arrival date and time')).getByText('Missing')).toBeInTheDocument();
    // Optional answers left out are "None", not missing.
    expect(within(row('Responsible person')).getByText('None')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change: Arrival date and time' }));
    expect(onChange).toHaveBeenCalledWith('arrival');
  });

  it('shows why an answer is not accepted, and no price for an invalid count', () => {
    const errors: FieldErrors = { guests: 'GUESTS_OUT_OF_RANGE', arrivalTime: 'LEAD_TIME_LONG' };
    renderInEnglish(<SummaryStep draft={{ ...complete, guests: '140' }} stop={LONG_STOP} errors={errors} leadTimes={LEAD_TIMES} onChange={() => {}} {...NO_TERMS} />);
    expect(within(row('Number of guests')).getByText(/A reservation is for 10 to 100 guests/)).toBeInTheDocument();
    expect(within(row('Arrival date and time')).getByText(/Long stops must be booked at least 48 hours \(2 days\) before arrival/)).toBeInTheDocument();
    expect(row('Number of guests')).toHaveClass('summary__row--invalid');
    expect(row('Type of stop')).not.toHaveClass('summary__row--invalid');
    expect(screen.queryByText(/Estimated price/)).not.toBeInTheDocument();
  });
});
