// The wizard's simple steps, each a plain component of its answers; the state, the rules and the
// moves between steps are Wizard.tsx's. The arrival and summary steps have their own modules.
import { GUESTS_PER_COACH, maxClientCoaches } from '../../../graph/domain/arrival-capacity/config.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMoney } from '../../components/money.ts';
import { Alert } from '../../components/Notice.tsx';
import { TextField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { MAX_GUESTS, MIN_GUESTS, type StopType } from '../../../graph/domain/reservation-rules.ts';
import { stopDescription, stopText } from '../../components/reservation/messages.ts';
import { parseGuests, TEXT_LIMITS, type Draft, type DraftField } from './wizard.ts';
import './WizardSteps.css';
import { describedBy, FieldError, FIELD_IDS, StopIcon, type StopInfo } from './stepParts.tsx';

// ————— 1. stop type —————

/** What describes an invalid answer: its own error, or else the step's §8 sentence above. */
export function TypeStep(props: { stops: readonly StopInfo[]; value: StopType | null; onChange(type: StopType): void; error: Text | null; invalid: boolean }) {
  const money = useMoney();
  return (
    <fieldset className="wizard__fieldset" aria-describedby={describedBy(props.invalid, 'order-type-error', props.error)}>
      <legend className="visually-hidden">
        <FormattedMessage id="page.newOrder.step.type" />
      </legend>
      <div className={`option-cards${props.invalid ? ' option-cards--invalid' : ''}`}>
        {props.stops.map((stop) => (
          <label key={stop.type} className={`option-card option-card--${stop.type === 'SHORT_STOP' ? 'short' : 'long'}${props.value === stop.type ? ' is-checked' : ''}`}>
            <input
              id={`order-type-${stop.type}`}
              type="radio"
              name="order-type"
              className="option-card__input"
              checked={props.value === stop.type}
              onChange={() => props.onChange(stop.type)}
              aria-invalid={props.invalid || undefined}
            />
            <span className="option-card__body">
              <StopIcon type={stop.type} />
              <span className="option-card__title">
                <FormattedMessage {...stopText[stop.type]} />
              </span>
              <span className="option-card__text">
                <FormattedMessage {...stopDescription[stop.type]} />
              </span>
              <span className="option-card__facts">
                {stop.pricePerGuestCents !== null && (
                  <span className="option-card__fact option-card__fact--price">
                    <FormattedMessage id="page.newOrder.pricePerGuest" values={{ price: money(stop.pricePerGuestCents, stop.currency) }} />
                  </span>
                )}
                <span className="option-card__fact">
                  <FormattedMessage id="page.newOrder.leadTime" values={{ hours: stop.leadTimeHours }} />
                </span>
                <span className="option-card__fact">
                  <FormattedMessage id="page.newOrder.duration" values={{ minutes: stop.durationMinutes }} />
                </span>
              </span>
            </span>
            <span className="option-card__check" aria-hidden="true" />
          </label>
        ))}
      </div>
      <FieldError id="order-type-error" text={props.error} />
    </fieldset>
  );
}

// ————— 2. guests —————

export function GuestsStep(props: {
  value: string;
  onChange(value: string): void;
  error: Text | null;
  invalid: boolean;
  /** Coaches chosen; asked only when the guests would fill more than one coach. */
  coaches?: number;
  onCoaches?(coaches: number): void;
}) {
  const intl = useIntl();
  const current = parseGuests(props.value);
  const step = (delta: number) => {
    const base = current ?? (delta > 0 ? MIN_GUESTS - 1 : MIN_GUESTS + 1);
    props.onChange(String(Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, base + delta))));
  };
  return (
    <div className={`field guests${props.invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={FIELD_IDS.guests}>
        <FormattedMessage id="page.newOrder.guestsLabel" />
      </label>
      <p id="order-guests-hint" className="field__hint">
        <FormattedMessage id="page.newOrder.guestsHint" values={{ min: MIN_GUESTS, max: MAX_GUESTS }} />
      </p>
      <div className="guests__control">
        <button
          type="button"
          className="guests__step"
          onClick={() => step(-1)}
          disabled={current !== null && current <= MIN_GUESTS}
          aria-label={intl.formatMessage({ id: 'page.newOrder.guestsFewer' })}
        >
          −
        </button>
        <input
          id={FIELD_IDS.guests}
          name="guests"
          className="field__input guests__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value.replace(/[^\d]/g, ''))}
          aria-invalid={props.invalid || undefined}
          aria-describedby={describedBy(props.invalid, 'order-guests-error', props.error, 'order-guests-hint')}
          required
        />
        <button
          type="button"
          className="guests__step"
          onClick={() => step(1)}
          disabled={current !== null && current >= MAX_GUESTS}
          aria-label={intl.formatMessage({ id: 'page.newOrder.guestsMore' })}
        >
          +
        </button>
      </div>
      <FieldError id="order-guests-error" text={props.error} />
      {current !== null && maxClientCoaches(current) > 1 && props.onCoaches && (
        <fieldset className="guests__coaches">
          <legend className="field__label">
            <FormattedMessage id="page.newOrder.coachesLabel" />
          </legend>
          <p className="field__hint">
            <FormattedMessage id="page.newOrder.coachesHint" values={{ guests: GUESTS_PER_COACH }} />
          </p>
          <div className="guests__coach-choices">
            {Array.from({ length: maxClientCoaches(current) }, (_, i) => i + 1).map((count) => (
              <label key={count} className="coach-choice">
                <input type="radio" name="coaches" value={count} checked={Math.min(props.coaches ?? 1, maxClientCoaches(current)) === count} onChange={() => props.onCoaches!(count)} />
                <span>
                  <FormattedMessage id="page.newOrder.coachCount" values={{ count }} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

// ————— 3. seats —————

export function SeatsStep(props: {
  stop: StopInfo | null;
  guests: number | null;
  value: boolean | null;
  onChange(value: boolean): void;
  error: Text | null;
  invalid: boolean;
}) {
  const required = props.stop?.seatReservationRequired ?? false;
  const options = [{ value: true }, { value: false }] as const;
  return (
    <fieldset className="wizard__fieldset" aria-describedby={describedBy(props.invalid, 'order-seats-error', props.error, required ? 'order-seats-required' : null)}>
      <legend className="visually-hidden">
        <FormattedMessage id="page.newOrder.step.seats" />
      </legend>
      {required && (
        <Alert tone="info" id="order-seats-required">
          <FormattedMessage id="page.newOrder.seatsRequired" />
        </Alert>
      )}
      <div className={`option-cards option-cards--compact${props.invalid ? ' option-cards--invalid' : ''}`}>
        {options.map((option) => {
          const disabled = required && !option.value;
          const checked = props.value === option.value;
          return (
            <label key={String(option.value)} className={`option-card${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}`}>
              <input
                id={option.value ? 'order-seats-yes' : 'order-seats-no'}
                type="radio"
                name="order-seats"
                className="option-card__input"
                checked={checked}
                disabled={disabled}
                onChange={() => props.onChange(option.value)}
                aria-invalid={props.invalid || undefined}
              />
              <span className="option-card__body">
                <span className="option-card__title">
                  {option.value ? <FormattedMessage id="page.newOrder.seatsYes" /> : <FormattedMessage id="page.newOrder.seatsNo" />}
                </span>
                <span className="option-card__text">
                  {option.value ? (
                    <FormattedMessage
                      id="page.newOrder.seatsYesText"
                      values={{ guests: props.guests ?? MIN_GUESTS, minutes: props.stop?.durationMinutes ?? 0 }}
                    />
                  ) : required ? (
                    <FormattedMessage id="page.newOrder.seatsNoLong" />
                  ) : (
                    <FormattedMessage id="page.newOrder.seatsNoText" />
                  )}
                </span>
              </span>
              <span className="option-card__check" aria-hidden="true" />
            </label>
          );
        })}
      </div>
      <FieldError id="order-seats-error" text={props.error} />
    </fieldset>
  );
}

// ————— 5. responsible person, 6. message and wishes —————

export function ResponsibleStep(props: { draft: Draft; onChange(field: 'responsibleFirstName' | 'responsibleLastName', value: string): void; error(field: DraftField): Text | null }) {
  return (
    <div className="wizard__fields">
      <p className="form__note">
        <FormattedMessage id="page.newOrder.responsibleHint" />
      </p>
      <div className="form__row">
        <TextField
          id={FIELD_IDS.responsibleFirstName}
          label={<FormattedMessage id="form.firstName" />}
          optional
          autoComplete="off"
          maxLength={TEXT_LIMITS.responsibleFirstName}
          value={props.draft.responsibleFirstName}
          onChange={(value) => props.onChange('responsibleFirstName', value)}
          error={props.error('responsibleFirstName')}
        />
        <TextField
          id={FIELD_IDS.responsibleLastName}
          label={<FormattedMessage id="form.lastName" />}
          optional
          autoComplete="off"
          maxLength={TEXT_LIMITS.responsibleLastName}
          value={props.draft.responsibleLastName}
          onChange={(value) => props.onChange('responsibleLastName', value)}
          error={props.error('responsibleLastName')}
        />
      </div>
    </div>
  );
}

export function MessageStep(props: { draft: Draft; onChange(field: 'message' | 'wishes', value: string): void; error(field: DraftField): Text | null }) {
  return (
    <div className="wizard__fields">
      <TextField
        id={FIELD_IDS.message}
        label={<FormattedMessage id="page.newOrder.messageLabel" />}
        hint={<FormattedMessage id="page.newOrder.messageHint" />}
        optional
        multiline
        rows={4}
        maxLength={TEXT_LIMITS.message}
        value={props.draft.message}
        onChange={(value) => props.onChange('message', value)}
        error={props.error('message')}
      />
      <TextField
        id={FIELD_IDS.wishes}
        label={<FormattedMessage id="page.newOrder.wishesLabel" />}
        hint={<FormattedMessage id="page.newOrder.wishesHint" />}
        optional
        multiline
        rows={4}
        maxLength={TEXT_LIMITS.wishes}
        value={props.draft.wishes}
        onChange={(value) => props.onChange('wishes', value)}
        error={props.error('wishes')}
      />
    </div>
  );
}
