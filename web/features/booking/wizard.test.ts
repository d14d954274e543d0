import { describe, expect, it } from 'vitest';
import {
  availabilityQuestion,
  checkStep,
  checkSummary,
  chooseType,
  EMPTY_DRAFT,
  firstStepWithProblem,
  readSavedWizard,
  stepOfField,
  STEPS,
  toInput,
  type Draft,
} from './wizard.ts';

const COMPLETE: Draft = {
  type: 'LONG_STOP',
  guests: '42',
  coaches: 1,
  seatReservation: true,
  arrivalDate: '2026-12-02',
  arrivalTime: '12:30',
  responsibleFirstName: ' Janez ',
  responsibleLastName: '',
  message: 'Coach parks at the back.',
  wishes: '  ',
};

describe('the steps', () => {
  it('are the seven of docs/product.md § Client area, in order', () => {
    expect(STEPS).toEqual(['type', 'guests', 'seats', 'arrival', 'responsible', 'message', 'summary']);
  });

  it('ask to choose a stop type and a seat reservation ("Choose one of the options …")', () => {
    expect(checkStep('type', EMPTY_DRAFT)).toEqual({ ok: false, message: 'chooseOption', fields: { type: 'REQUIRED' } });
    expect(checkStep('type', { ...EMPTY_DRAFT, type: 'SHORT_STOP' })).toEqual({ ok: true, message: null, fields: {} });
    expect(checkStep('seats', { ...EMPTY_DRAFT, type: 'SHORT_STOP' })).toEqual({ ok: false, message: 'chooseOption', fields: { seatReservation: 'REQUIRED' } });
    expect(checkStep('seats', { ...EMPTY_DRAFT, type: 'SHORT_STOP', seatReservation: false }).ok).toBe(true);
  });

  it('keep guests between 10 and 100', () => {
    const guests = (text: string) => checkStep('guests', { ...EMPTY_DRAFT, guests: text });
    expect(guests('')).toEqual({ ok: false, message: 'requiredFields', fields: { guests: 'REQUIRED' } });
    expect(guests('9').fields).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
    expect(guests('9').message).toBeNull();
    expect(guests('10').ok).toBe(true);
    expect(guests(' 100 ').ok).toBe(true);
    expect(guests('101').fields).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
    expect(guests('12.5').fields).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
    expect(guests('-20').fields).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
  });

  it('reserve seats for long stops: choosing one says yes, and no is refused', () => {
    const long = chooseType({ ...EMPTY_DRAFT, seatReservation: false }, 'LONG_STOP');
    expect(long.seatReservation).toBe(true);
    expect(checkStep('seats', { ...long, seatReservation: false }).fields).toEqual({ seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP' });
    // Going back to a short stop keeps the answer (it may still be yes).
    expect(chooseType(long, 'SHORT_STOP').seatReservation).toBe(true);
  });

  it('ask for the arrival time again when the stop type changes (another stay, another lead time)', () => {
    const chosen = { ...COMPLETE, type: 'SHORT_STOP' as const };
    expect(chooseType(chosen, 'LONG_STOP')).toMatchObject({ arrivalDate: '2026-12-02', arrivalTime: null });
    expect(chooseType(chosen, 'SHORT_STOP').arrivalTime).toBe('12:30');
  });

  it('ask for the arrival date and time together ("Select arrival date and time.")', () => {
    expect(checkStep('arrival', EMPTY_DRAFT)).toEqual({ ok: false, message: 'selectArrival', fields: { arrivalDate: 'REQUIRED', arrivalTime: 'REQUIRED' } });
    expect(checkStep('arrival', { ...EMPTY_DRAFT, arrivalDate: '2026-12-02' }).fields).toEqual({ arrivalTime: 'REQUIRED' });
    expect(checkStep('arrival', { ...EMPTY_DRAFT, arrivalDate: '2026-12-02', arrivalTime: '12:00' }).ok).toBe(true);
  });

  it('leave the responsible person and the message optional, within the server’s lengths', () => {
    expect(checkStep('responsible', EMPTY_DRAFT).ok).toBe(true);
    expect(checkStep('message', EMPTY_DRAFT).ok).toBe(true);
    expect(checkStep('responsible', { ...EMPTY_DRAFT, responsibleLastName: 'x'.repeat(61) }).fields).toEqual({ responsibleLastName: 'TOO_LONG' });
    expect(checkStep('message', { ...EMPTY_DRAFT, wishes: 'x'.repeat(2000) }).ok).toBe(true);
    expect(checkStep('message', { ...EMPTY_DRAFT, wishes: 'x'.repeat(2001) }).fields).toEqual({ wishes: 'TOO_LONG' });
  });
});

describe('the summary', () => {
  it('refuses to submit with a required field missing ("Please fill in all required fields …")', () => {
    const summary = checkSummary({ ...COMPLETE, arrivalTime: null });
    expect(summary).toEqual({ ok: false, message: 'requiredFields', fields: { arrivalTime: 'REQUIRED' } });
    expect(toInput({ ...COMPLETE, arrivalTime: null })).toBeNull();
    expect(firstStepWithProblem({ ...COMPLETE, arrivalTime: null })).toBe('arrival');
    expect(firstStepWithProblem(EMPTY_DRAFT)).toBe('type');
    expect(checkStep('summary', COMPLETE).ok).toBe(true);
  });

  it('sends trimmed texts and leaves blank optional ones out', () => {
    expect(toInput(COMPLETE)).toEqual({
      type: 'LONG_STOP',
      guests: 42,
      coaches: 1,
      seatReservation: true,
      arrivalDate: '2026-12-02',
      arrivalTime: '12:30',
      responsibleFirstName: 'Janez',
      responsibleLastName: null,
      message: 'Coach parks at the back.',
      wishes: null,
    });
  });

  it('knows which step holds a server field', () => {
    expect(stepOfField('arrivalTime')).toBe('arrival');
    expect(stepOfField('seatReservation')).toBe('seats');
    expect(stepOfField('wishes')).toBe('message');
    expect(stepOfField('nothing')).toBeNull();
  });
});

describe('availability', () => {
  it('is asked only once everything before the arrival is answered', () => {
    expect(availabilityQuestion(COMPLETE)).toEqual({ type: 'LONG_STOP', guests: 42, coaches: 1, seatReservation: true, arrivalDate: '2026-12-02', arrivalTime: '12:30' });
    expect(availabilityQuestion({ ...COMPLETE, guests: '5' })).toBeNull();
    // Two coaches for 60 guests; a smaller group comes in one whatever was chosen before.
    expect(availabilityQuestion({ ...COMPLETE, guests: '60', coaches: 2 })?.coaches).toBe(2);
    expect(availabilityQuestion({ ...COMPLETE, guests: '40', coaches: 2 })?.coaches).toBe(1);
    expect(availabilityQuestion({ ...COMPLETE, arrivalTime: null })).toBeNull();
    expect(availabilityQuestion({ ...COMPLETE, seatReservation: null })).toBeNull();
  });
});

describe('the saved wizard', () => {
  it('comes back as it was saved', () => {
    const saved = { draft: COMPLETE, step: 'message', reached: 'summary' };
    expect(readSavedWizard(JSON.stringify(saved))).toEqual(saved);
  });

  it('keeps the last submission’s idempotency key, so a reload does not book twice', () => {
    const pending = { key: '3b241101-e2bb-4255-8caf-4136c566a962', input: '{"guests":42}' };
    expect(readSavedWizard(JSON.stringify({ draft: COMPLETE, step: 'summary', reached: 'summary', pending }))?.pending).toEqual(pending);
    expect(readSavedWizard(JSON.stringify({ draft: COMPLETE, step: 'summary', reached: 'summary', pending: { key: 'x' } }))?.pending).toBeUndefined();
  });

  it('ignores what it does not understand', () => {
    expect(readSavedWizard(null)).toBeNull();
    expect(readSavedWizard('{not json')).toBeNull();
    expect(readSavedWizard('{"draft": 3}')).toBeNull();
    const odd = readSavedWizard(JSON.stringify({ draft: { type: 'BUS', guests: 12, arrivalDate: 'soon' }, step: 'nowhere', reached: 'type' }));
    expect(odd).toEqual({ draft: { ...EMPTY_DRAFT }, step: 'type', reached: 'type' });
  });
});
