// The kitchen (/adminis/kitchen?date=YYYY-MM-DD): a day's pre-ordered meals per hour of arrival and
// for the day — dishes, diets, allergies, crew meals — over the open long stops, as the server added
// them up. Prints on A4 without the staff shell (the day sheet's print styles).
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { addDays, dateForFormatting, localDate, now, parseLocalDate } from '../reservations/time.ts';
import { KitchenTotals } from './KitchenTotals.tsx';
import { KitchenRooms } from '../arrivals/KitchenRooms.tsx';
import type { KitchenPageQuery } from './__generated__/KitchenPageQuery.graphql';
import '../day-sheet/DaySheet.css';

const query = graphql`
  query KitchenPageQuery($date: String!) {
    kitchen(date: $date) {
      date
      today
      ...KitchenTotals_day
      ...KitchenRooms_day
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  const date = parseLocalDate(new URL(request.url).searchParams.get('date')) ?? localDate(now());
  return { date, query: preloadQuery<KitchenPageQuery>(`admin.kitchen.${date}`, query, { date }) };
}

export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { query: ref } = useLoaderData<{ date: string; query: PreloadedQuery<KitchenPageQuery> }>();
  const kitchen = usePageQuery<KitchenPageQuery>(query, ref).kitchen;
  const go = (date: string) => void navigate(`?date=${date}`, { preventScrollReset: true });
  const dateText = intl.formatDate(dateForFormatting(kitchen.date), { timeZone: 'UTC', dateStyle: 'full' });
  return (
    <Page title={titles.kitchen} lead={<span className="day-sheet__date">{dateText}</span>}>
      <div className="day-sheet" data-testid="kitchen-page">
        <div className="day-sheet__toolbar" role="group" aria-label={intl.formatMessage({ id: 'meals.kitchen.toolbar' })}>
          <div className="day-sheet__nav">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => go(addDays(kitchen.date, -1))}>
              <span aria-hidden="true">‹ </span>
              <FormattedMessage id="meals.kitchen.previous" />
            </button>
            <label className="day-sheet__picker">
              <span className="visually-hidden">
                <FormattedMessage id="meals.kitchen.pickDate" />
              </span>
              <input
                type="date"
                className="field__input"
                value={kitchen.date}
                data-testid="kitchen-date"
                onChange={(event) => {
                  const picked = parseLocalDate(event.target.value);
                  if (picked) go(picked);
                }}
              />
            </label>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => go(addDays(kitchen.date, 1))}>
              <FormattedMessage id="meals.kitchen.next" />
              <span aria-hidden="true"> ›</span>
            </button>
            <button type="button" className="btn btn--ghost btn--small" disabled={kitchen.date === kitchen.today} onClick={() => go(kitchen.today)}>
              <FormattedMessage id="meals.kitchen.today" />
            </button>
          </div>
          <div className="day-sheet__output">
            <button type="button" className="btn btn--primary btn--small" onClick={() => window.print()} data-testid="kitchen-print">
              <FormattedMessage id="meals.kitchen.print" />
            </button>
          </div>
        </div>
        <p className="day-sheet__print-title" aria-hidden="true">
          <FormattedMessage id="meals.kitchen.printTitle" values={{ date: dateText }} />
        </p>
        <p className="day-sheet__rule">
          <FormattedMessage id="meals.kitchen.rule" />
        </p>
        <KitchenRooms day={kitchen} />
        <KitchenTotals day={kitchen} />
      </div>
    </Page>
  );
}
