// The kitchen's numbers for a day, as the server added them up (graph/domain/meals.ts kitchenTotals):
// for each hour of arrival and for the day, dishes to cook, vegetarian and vegan guests, guests per
// allergy and the crew's meals, over the open long stops. Shown on the kitchen page and in the day sheet.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { allergenLabel } from './MealPreorder.tsx';
import type { KitchenTotals_day$data, KitchenTotals_day$key } from './__generated__/KitchenTotals_day.graphql';
import './Kitchen.css';

const fragment = graphql`
  fragment KitchenTotals_day on KitchenDay {
    totals {
      reservations
      preordered
      guests
      vegetarian
      vegan
      driverMeals
      guideMeals
      dishes {
        name
        quantity
      }
      allergens {
        allergen
        count
      }
    }
    hours {
      hour
      label
      totals {
        reservations
        preordered
        guests
        vegetarian
        vegan
        driverMeals
        guideMeals
        dishes {
          name
          quantity
        }
        allergens {
          allergen
          count
        }
      }
    }
  }
`;

type Totals = KitchenTotals_day$data['totals'];

export function KitchenTotals(props: { day: KitchenTotals_day$key; compact?: boolean }) {
  const day = useFragment(fragment, props.day);
  if (day.totals.reservations === 0) {
    return (
      <p className="kitchen__empty" data-testid="kitchen-empty">
        <FormattedMessage id="meals.kitchen.empty" />
      </p>
    );
  }
  return (
    <div className={`kitchen${props.compact ? ' kitchen--compact' : ''}`} data-testid="kitchen-totals">
      <TotalsBlock title={<FormattedMessage id="meals.kitchen.day" />} totals={day.totals} testId="kitchen-day" />
      {day.hours.map((hour) => (
        <TotalsBlock key={hour.hour} title={<FormattedMessage id="meals.kitchen.hour" values={{ hour: hour.label }} />} totals={hour.totals} testId={`kitchen-hour-${hour.hour}`} />
      ))}
    </div>
  );
}

function TotalsBlock(props: { title: React.ReactNode; totals: Totals; testId: string }) {
  const intl = useIntl();
  const t = props.totals;
  return (
    <section className="kitchen__block" data-testid={props.testId}>
      <h3 className="kitchen__title">{props.title}</h3>
      <p className="kitchen__lead">
        <FormattedMessage id="meals.kitchen.lead" values={{ reservations: t.reservations, preordered: t.preordered, guests: t.guests }} />
      </p>
      <div className="kitchen__columns">
        <table className="kitchen__table">
          <caption>
            <FormattedMessage id="meals.kitchen.dishes" />
          </caption>
          <tbody>
            {t.dishes.length === 0 ? (
              <tr>
                <td className="muted">—</td>
              </tr>
            ) : (
              t.dishes.map((d) => (
                <tr key={d.name}>
                  <th scope="row">{d.name}</th>
                  <td className="kitchen__num">{d.quantity}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <table className="kitchen__table">
          <caption>
            <FormattedMessage id="meals.kitchen.dietsAndCrew" />
          </caption>
          <tbody>
            <tr>
              <th scope="row">
                <FormattedMessage id="meals.vegetarian" />
              </th>
              <td className="kitchen__num">{t.vegetarian}</td>
            </tr>
            <tr>
              <th scope="row">
                <FormattedMessage id="meals.vegan" />
              </th>
              <td className="kitchen__num">{t.vegan}</td>
            </tr>
            <tr>
              <th scope="row">
                <FormattedMessage id="meals.driver" />
              </th>
              <td className="kitchen__num">{t.driverMeals}</td>
            </tr>
            <tr>
              <th scope="row">
                <FormattedMessage id="meals.guide" />
              </th>
              <td className="kitchen__num">{t.guideMeals}</td>
            </tr>
          </tbody>
        </table>
        <table className="kitchen__table">
          <caption>
            <FormattedMessage id="meals.allergies" />
          </caption>
          <tbody>
            {t.allergens.length === 0 ? (
              <tr>
                <td className="muted">—</td>
              </tr>
            ) : (
              t.allergens.map((a) => (
                <tr key={a.allergen}>
                  <th scope="row">{allergenLabel(a.allergen, intl.locale)}</th>
                  <td className="kitchen__num">{a.count}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
