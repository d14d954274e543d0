// A long stop's pre-ordered meals, for the client (My reservations, the wizard's success screen) and
// for staff (the order panel): what is ordered, the price estimate and the deadline, and a form that
// sends the whole pre-order. The limits and the estimate are the server's own functions
// (graph/domain/meals.ts); the server checks again and answers with a code we translate.
import { Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { useMay } from '../../auth/abilities.ts';
import { formatCents } from '../../components/money.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { WALL_CLOCK } from '../../lib/clock.ts';
import { ALLERGENS } from '../../../graph/domain/allergens.ts';
import { checkMealPreorder, CREW_MEALS_MAX, estimatePrice } from '../../../graph/domain/meals.ts';
import type { MealPreorder_reservation$data, MealPreorder_reservation$key } from './__generated__/MealPreorder_reservation.graphql';
import type { MealPreorderMenuQuery } from './__generated__/MealPreorderMenuQuery.graphql';
import type { MealPreorderSetMutation } from './__generated__/MealPreorderSetMutation.graphql';
import './MealPreorder.css';

const fragment = graphql`
  fragment MealPreorder_reservation on Reservation {
    id
    type
    guests
    status
    version
    quotedPriceCents
    currency
    mealPreorderOpen
    mealPreorderDeadline
    mealPreorder {
      mealsTotal
      vegetarian
      vegan
      driverMeals
      guideMeals
      dishes {
        menuItemId
        name
        priceCents
        quantity
      }
      allergens {
        allergen
        count
      }
    }
    priceEstimate {
      guestsCents
      dishesCents
      crewCents
      totalCents
      currency
    }
  }
`;

const menuQuery = graphql`
  query MealPreorderMenuQuery {
    mealRules {
      crewMealsFree
    }
    site {
      offers {
        type
        menu {
          id
          name
          description
          priceCents
          allergens
          vegetarian
          vegan
        }
      }
    }
  }
`;

const setMutation = graphql`
  mutation MealPreorderSetMutation($input: SetMealPreorderInput!) {
    setMealPreorder(input: $input) {
      reservation {
        id
        version
        updatedAt
        ...MealPreorder_reservation
        # The whole history as the client's timeline and the staff's panel read it (staff-only
        # fields answer empty for a client), so the new entry shows in either without a reload.
        history {
          kind
          fromStatus
          toStatus
          note
          actorKind
          overrides
          overrideReason
          at
          changes {
            field
            from
            to
          }
          staff {
            id
            name
            firstName
            lastName
          }
        }
      }
    }
  }
`;

type Reservation = MealPreorder_reservation$data;

/** The codes the server (and the domain check here) refuse a pre-order with. */
const errorText = defineMessages({
  NOT_A_LONG_STOP: { id: 'meals.error.NOT_A_LONG_STOP' },
  DISH_NOT_ON_MENU: { id: 'meals.error.DISH_NOT_ON_MENU' },
  MEALS_EXCEED_GUESTS: { id: 'meals.error.MEALS_EXCEED_GUESTS' },
  DIET_EXCEEDS_GUESTS: { id: 'meals.error.DIET_EXCEEDS_GUESTS' },
  ALLERGEN_EXCEEDS_GUESTS: { id: 'meals.error.ALLERGEN_EXCEEDS_GUESTS' },
  NEGATIVE_COUNT: { id: 'meals.error.NEGATIVE_COUNT' },
  CREW_MEALS_OUT_OF_RANGE: { id: 'meals.error.CREW_MEALS_OUT_OF_RANGE' },
  PREORDER_DEADLINE_PASSED: { id: 'meals.error.PREORDER_DEADLINE_PASSED' },
  RESERVATION_CHANGED: { id: 'meals.error.RESERVATION_CHANGED' },
  RESERVATION_CLOSED: { id: 'meals.error.RESERVATION_CLOSED' },
  UNKNOWN: { id: 'meals.error.UNKNOWN' },
});
const errorOf = (code: string) => errorText[code as keyof typeof errorText] ?? errorText.UNKNOWN;
const OPEN = ['CREATED', 'WAITING', 'SCHEDULED'];

export function allergenLabel(code: string, locale: string): string {
  const found = ALLERGENS.find((a) => a.code === code);
  return found ? (locale === 'sl' ? found.sl : found.en) : code;
}

/**
 * The pre-order of one reservation. Nothing for a short stop. `staff`: staff may change it while the
 * reservation is open; a client only while `mealPreorderOpen`. `startOpen`: the form shows at once
 * (the wizard's success screen offers it right after booking).
 */
export function MealPreorderPanel(props: { reservation: MealPreorder_reservation$key; staff?: boolean; startOpen?: boolean }) {
  const r = useFragment(fragment, props.reservation);
  const intl = useIntl();
  // A client changes the pre-order only in a role that books.
  const mayBook = useMay('book');
  const mayEdit = props.staff ? OPEN.includes(r.status) : r.mealPreorderOpen && mayBook;
  const [editing, setEditing] = useState(Boolean(props.startOpen && mayEdit));
  const headingId = useId();
  if (r.type !== 'LONG_STOP') return null;
  const p = r.mealPreorder;
  const deadline = r.mealPreorderDeadline && !Number.isNaN(Date.parse(r.mealPreorderDeadline)) ? intl.formatDate(r.mealPreorderDeadline, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK }) : null;
  return (
    <section className="meals" aria-labelledby={headingId} data-testid="meal-preorder">
      <div className="meals__head">
        <h3 id={headingId} className="meals__title">
          <FormattedMessage id="meals.title" />
        </h3>
        {mayEdit && !editing && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(true)} data-testid="meal-preorder-edit">
            {p ? <FormattedMessage id="meals.change" /> : <FormattedMessage id="meals.add" />}
          </button>
        )}
      </div>
      {deadline && (
        <p className="meals__deadline">
          {r.mealPreorderOpen ? (
            <FormattedMessage id={props.staff ? 'meals.deadlineStaff' : 'meals.deadline'} values={{ deadline }} />
          ) : (
            <FormattedMessage id={props.staff ? 'meals.deadlinePassedStaff' : 'meals.deadlinePassed'} values={{ deadline }} />
          )}
        </p>
      )}
      {editing ? (
        <Suspense fallback={<p className="muted">…</p>}>
          <MealPreorderForm reservation={r} staff={Boolean(props.staff)} onDone={() => setEditing(false)} />
        </Suspense>
      ) : p ? (
        <MealSummary reservation={r} />
      ) : (
        <p className="meals__none">
          <FormattedMessage id="meals.none" />
        </p>
      )}
    </section>
  );
}

function MealSummary(props: { reservation: Reservation }) {
  const intl = useIntl();
  const r = props.reservation;
  const p = r.mealPreorder!;
  const money = (cents: number) => formatCents(cents, intl.locale, r.priceEstimate.currency);
  return (
    <div className="meals__summary">
      <ul className="meals__dishes">
        {p.dishes.map((d) => (
          <li key={d.menuItemId}>
            <span className="meals__qty">{d.quantity} ×</span> {d.name}
            {d.priceCents != null && <span className="muted"> ({money(d.priceCents)})</span>}
          </li>
        ))}
      </ul>
      <dl className="meals__facts">
        <div>
          <dt>
            <FormattedMessage id="meals.dishesTotal" />
          </dt>
          <dd>
            <FormattedMessage id="meals.ofGuests" values={{ meals: p.mealsTotal, guests: r.guests }} />
          </dd>
        </div>
        {(p.vegetarian > 0 || p.vegan > 0) && (
          <div>
            <dt>
              <FormattedMessage id="meals.diets" />
            </dt>
            <dd>
              <FormattedMessage id="meals.dietsValue" values={{ vegetarian: p.vegetarian, vegan: p.vegan }} />
            </dd>
          </div>
        )}
        {p.allergens.length > 0 && (
          <div>
            <dt>
              <FormattedMessage id="meals.allergies" />
            </dt>
            <dd>{p.allergens.map((a) => `${allergenLabel(a.allergen, intl.locale)}: ${a.count}`).join(', ')}</dd>
          </div>
        )}
        {(p.driverMeals > 0 || p.guideMeals > 0) && (
          <div>
            <dt>
              <FormattedMessage id="meals.crew" />
            </dt>
            <dd>
              <FormattedMessage id="meals.crewValue" values={{ driver: p.driverMeals, guide: p.guideMeals }} />
            </dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="meals.estimate" />
          </dt>
          <dd data-testid="meal-estimate">
            <strong>{money(r.priceEstimate.totalCents)}</strong>
          </dd>
        </div>
      </dl>
    </div>
  );
}

interface FormValues {
  dishes: Record<string, string>;
  vegetarian: string;
  vegan: string;
  allergens: Record<string, string>;
  driverMeals: string;
  guideMeals: string;
}

const num = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : Number(trimmed);
};

function MealPreorderForm(props: { reservation: Reservation; staff: boolean; onDone(): void }) {
  const r = props.reservation;
  const intl = useIntl();
  const idBase = useId();
  const data = useLazyLoadQuery<MealPreorderMenuQuery>(menuQuery, {}, { fetchPolicy: 'store-and-network' });
  const menu = useMemo(() => data.site.offers.find((o) => o.type === 'LONG_STOP')?.menu ?? [], [data.site.offers]);
  const [commit, busy] = useMutation<MealPreorderSetMutation>(setMutation);
  const p = r.mealPreorder;
  const [values, setValues] = useState<FormValues>(() => ({
    dishes: Object.fromEntries((p?.dishes ?? []).map((d) => [d.menuItemId, String(d.quantity)])),
    vegetarian: p?.vegetarian ? String(p.vegetarian) : '',
    vegan: p?.vegan ? String(p.vegan) : '',
    allergens: Object.fromEntries((p?.allergens ?? []).map((a) => [a.allergen, String(a.count)])),
    driverMeals: p?.driverMeals ? String(p.driverMeals) : '',
    guideMeals: p?.guideMeals ? String(p.guideMeals) : '',
  }));
  const [error, setError] = useState<string | null>(null);

  // Dishes kept from before that are no longer on the public menu stay listed so they can be lowered.
  const rows = useMemo(() => {
    const list = menu.map((m) => ({ id: m.id, name: m.name, description: m.description, priceCents: m.priceCents ?? null, allergens: m.allergens, vegetarian: m.vegetarian, vegan: m.vegan }));
    for (const d of p?.dishes ?? []) {
      if (!list.some((m) => m.id === d.menuItemId)) list.push({ id: d.menuItemId, name: d.name, description: null, priceCents: d.priceCents ?? null, allergens: [], vegetarian: false, vegan: false });
    }
    return list;
  }, [menu, p]);

  const input = {
    dishes: rows.map((m) => ({ menuItemId: m.id, quantity: num(values.dishes[m.id]) })).filter((d) => d.quantity !== 0),
    vegetarian: num(values.vegetarian),
    vegan: num(values.vegan),
    allergens: ALLERGENS.map((a) => ({ allergen: a.code, count: num(values.allergens[a.code]) })).filter((a) => a.count !== 0),
    driverMeals: num(values.driverMeals),
    guideMeals: num(values.guideMeals),
  };
  // The server's rule, on the menu as this page has it (ids are the global ones on both sides).
  const check = checkMealPreorder(
    input,
    { type: 'LONG_STOP', guests: r.guests },
    rows.map((m) => ({ id: m.id, stopType: 'LONG_STOP', active: true, nameEn: m.name, nameSl: m.name, priceCents: m.priceCents })),
  );
  const dishesTotal = input.dishes.reduce((s, d) => s + (Number.isFinite(d.quantity) ? d.quantity : 0), 0);
  const estimate = estimatePrice({
    guests: r.guests,
    perGuestCents: r.quotedPriceCents ?? null,
    dishes: input.dishes.map((d) => ({ quantity: Number.isFinite(d.quantity) ? d.quantity : 0, priceCents: rows.find((m) => m.id === d.menuItemId)?.priceCents ?? null })),
    crewMeals: (Number.isFinite(input.driverMeals) ? input.driverMeals : 0) + (Number.isFinite(input.guideMeals) ? input.guideMeals : 0),
    crewMealsFree: data.mealRules.crewMealsFree,
  });
  const money = (cents: number) => formatCents(cents, intl.locale, r.currency);
  const shownError = error ?? (check.error ? intl.formatMessage(errorOf(check.error.code)) : null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || check.error) return;
    setError(null);
    try {
      await commitAsync(commit, { input: { reservationId: r.id, expectedVersion: props.staff ? r.version : null, ...input } });
      toasts.show({ id: 'meals.saved' });
      props.onDone();
    } catch (caught) {
      setError(intl.formatMessage(errorOf(readProblem(caught).code)));
    }
  }

  const numberField = (id: string, label: React.ReactNode, value: string, onChange: (v: string) => void, max: number, testId: string) => (
    <label className="meals__count" htmlFor={id}>
      <span className="meals__count-label">{label}</span>
      <input id={id} className="field__input meals__input" type="number" inputMode="numeric" min={0} max={max} step={1} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </label>
  );

  return (
    <form className="meals__form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy || undefined}>
      <fieldset className="meals__group">
        <legend>
          <FormattedMessage id="meals.form.dishes" values={{ guests: r.guests }} />
        </legend>
        {rows.length === 0 && (
          <p className="muted">
            <FormattedMessage id="meals.form.noMenu" />
          </p>
        )}
        <ul className="meals__menu">
          {rows.map((m, index) => (
            <li key={m.id} className="meals__dish">
              {numberField(
                `${idBase}-dish-${index}`,
                <>
                  <span className="meals__dish-name">{m.name}</span>
                  {m.priceCents != null && <span className="muted"> +{money(m.priceCents)}</span>}
                  {(m.vegan || m.vegetarian || m.allergens.length > 0) && (
                    <span className="meals__marks">
                      {m.vegan ? <FormattedMessage id="meals.mark.vegan" /> : m.vegetarian ? <FormattedMessage id="meals.mark.vegetarian" /> : null}
                      {m.allergens.length > 0 && <> {m.allergens.map((a) => allergenLabel(a, intl.locale)).join(', ')}</>}
                    </span>
                  )}
                </>,
                values.dishes[m.id] ?? '',
                (v) => setValues((c) => ({ ...c, dishes: { ...c.dishes, [m.id]: v } })),
                r.guests,
                `meal-dish-${index}`,
              )}
            </li>
          ))}
        </ul>
        <p className="meals__sum" aria-live="polite">
          <FormattedMessage id="meals.ofGuests" values={{ meals: dishesTotal, guests: r.guests }} />
        </p>
      </fieldset>
      <fieldset className="meals__group">
        <legend>
          <FormattedMessage id="meals.form.diets" />
        </legend>
        <div className="meals__grid">
          {numberField(`${idBase}-vegetarian`, <FormattedMessage id="meals.vegetarian" />, values.vegetarian, (v) => setValues((c) => ({ ...c, vegetarian: v })), r.guests, 'meal-vegetarian')}
          {numberField(`${idBase}-vegan`, <FormattedMessage id="meals.vegan" />, values.vegan, (v) => setValues((c) => ({ ...c, vegan: v })), r.guests, 'meal-vegan')}
        </div>
      </fieldset>
      <details className="meals__group meals__allergens" open={Object.keys(values.allergens).length > 0}>
        <summary>
          <FormattedMessage id="meals.form.allergens" />
        </summary>
        <div className="meals__grid">
          {ALLERGENS.map((a) =>
            numberField(
              `${idBase}-allergen-${a.code}`,
              intl.locale === 'sl' ? a.sl : a.en,
              values.allergens[a.code] ?? '',
              (v) => setValues((c) => ({ ...c, allergens: { ...c.allergens, [a.code]: v } })),
              r.guests,
              `meal-allergen-${a.code}`,
            ),
          )}
        </div>
      </details>
      <fieldset className="meals__group">
        <legend>
          <FormattedMessage id="meals.form.crew" values={{ max: CREW_MEALS_MAX }} />
        </legend>
        <div className="meals__grid">
          {numberField(`${idBase}-driver`, <FormattedMessage id="meals.driver" />, values.driverMeals, (v) => setValues((c) => ({ ...c, driverMeals: v })), CREW_MEALS_MAX, 'meal-driver')}
          {numberField(`${idBase}-guide`, <FormattedMessage id="meals.guide" />, values.guideMeals, (v) => setValues((c) => ({ ...c, guideMeals: v })), CREW_MEALS_MAX, 'meal-guide')}
        </div>
        <p className="meals__hint">
          <FormattedMessage id={data.mealRules.crewMealsFree ? 'meals.crewFree' : 'meals.crewPriced'} />
        </p>
      </fieldset>
      <p className="meals__estimate" data-testid="meal-form-estimate">
        <FormattedMessage
          id="meals.estimateLine"
          values={{ total: <strong>{money(estimate.totalCents)}</strong>, guests: money(estimate.guestsCents), dishes: money(estimate.dishesCents), crew: money(estimate.crewCents) }}
        />
      </p>
      {shownError && (
        <p className="field__error meals__error" role="alert" data-testid="meal-error">
          {shownError}
        </p>
      )}
      <div className="meals__actions">
        <button type="button" className="btn btn--ghost" onClick={props.onDone} disabled={busy}>
          <FormattedMessage id="meals.cancel" />
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy || check.error !== null} data-testid="meal-save">
          <FormattedMessage id="meals.save" />
        </button>
      </div>
    </form>
  );
}
