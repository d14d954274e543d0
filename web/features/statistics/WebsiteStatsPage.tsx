// Manager: statistics for a date range (this month, the last three months, this year or any
// range): reservations and guests per week by stop type, how reservations ended, how far ahead
// groups book, the busiest weekdays and hours, the organisations that book most — and the range's
// reservations as a CSV file for spreadsheets. The range lives in the address (?from=&to=).
import '../staff/staff-page.css';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import {
  csvFileName,
  fillWeeks,
  matchPreset,
  presetRange,
  PRESETS,
  rangeFromSearch,
  rangeProblem,
  todayIn,
  type DateRange,
  type Preset,
  type RangeProblem,
} from '../staff/dateRange.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { BarChart } from './charts/BarChart.tsx';
import { DonutChart } from './charts/DonutChart.tsx';
import { HBarChart } from './charts/HBarChart.tsx';
import { HeatStrip } from './charts/HeatStrip.tsx';
import { Alert } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { titles } from '../../i18n/messages.ts';
import { inBackground } from '../../lib/background.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import '../staff/segmented.css';
import './WebsiteStatsPage.css';
import type { WebsiteStatsPageCsvQuery } from './__generated__/WebsiteStatsPageCsvQuery.graphql';
import type { WebsiteStatsPageQuery, WebsiteStatsPageQuery$data } from './__generated__/WebsiteStatsPageQuery.graphql';
import { OutcomeRates } from '../check-in/OutcomeRates.tsx';
import { RevenueCharts } from './RevenueCharts.tsx';

const query = graphql`
  query WebsiteStatsPageQuery($from: String!, $to: String!) {
    statistics(from: $from, to: $to) {
      from
      to
      totals {
        reservations
        guests
      }
      weekly {
        weekStart
        shortStops
        longStops
        shortGuests
        longGuests
      }
      outcomes {
        status
        count
      }
      closed {
        ...OutcomeRates_closed
      }
      revenue {
        ...RevenueCharts_revenue
      }
      leadTimes {
        bucket
        shortStops
        longStops
      }
      weekdays {
        weekday
        reservations
        guests
      }
      hours {
        hour
        reservations
        guests
      }
      topClients {
        name
        reservations
        guests
        client {
          id
        }
      }
    }
  }
`;

const csvQuery = graphql`
  query WebsiteStatsPageCsvQuery($from: String!, $to: String!) {
    statistics(from: $from, to: $to) {
      csv
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  const range = rangeFromSearch(new URL(request.url).searchParams, todayIn());
  return { range, query: preloadQuery<WebsiteStatsPageQuery>('admin.website.stats', query, range) };
}

type Stats = WebsiteStatsPageQuery$data['statistics'];

export const COLORS = {
  short: 'var(--chart-short)',
  long: 'var(--chart-long)',
  CREATED: 'var(--chart-created)',
  WAITING: 'var(--chart-waiting)',
  SCHEDULED: 'var(--chart-revenue)',
  FINISHED: 'var(--chart-finished)',
  DELETED: 'var(--color-danger)',
};

const text = defineMessages({
  thisMonth: { id: 'staff.stats.preset.thisMonth' },
  last3Months: { id: 'staff.stats.preset.last3Months' },
  thisYear: { id: 'staff.stats.preset.thisYear' },
  custom: { id: 'staff.stats.preset.custom' },
  short: { id: 'staff.stop.short' },
  long: { id: 'staff.stop.long' },
  CREATED: { id: 'staff.stats.outcome.created' },
  WAITING: { id: 'staff.stats.outcome.waiting' },
  SCHEDULED: { id: 'staff.stats.outcome.scheduled' },
  FINISHED: { id: 'staff.stats.outcome.finished' },
  DELETED: { id: 'staff.stats.outcome.deleted' },
  under_1_day: { id: 'staff.stats.lead.under1Day' },
  '1_3_days': { id: 'staff.stats.lead.1to3Days' },
  '3_7_days': { id: 'staff.stats.lead.3to7Days' },
  '1_2_weeks': { id: 'staff.stats.lead.1to2Weeks' },
  '2_4_weeks': { id: 'staff.stats.lead.2to4Weeks' },
  over_4_weeks: { id: 'staff.stats.lead.over4Weeks' },
  INVALID_DATE: { id: 'staff.stats.range.invalid' },
  TO_BEFORE_FROM: { id: 'staff.stats.range.order' },
  TOO_LONG: { id: 'staff.stats.range.tooLong' },
});

const rangeText: Record<RangeProblem, MessageDescriptor> = { INVALID_DATE: text.INVALID_DATE, TO_BEFORE_FROM: text.TO_BEFORE_FROM, TOO_LONG: text.TOO_LONG };

// ————— range picker —————

function RangePicker(props: { range: DateRange; today: string; busy: boolean; onChange(range: DateRange): void }) {
  const intl = useIntl();
  const fromId = useId();
  const toId = useId();
  const active = matchPreset(props.range, props.today);
  const [custom, setCustom] = useState(active === null);
  const [draft, setDraft] = useState(props.range);
  const [problem, setProblem] = useState<RangeProblem | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) props.onChange(draft);
  }

  const choose = (preset: Preset) => {
    setCustom(false);
    setProblem(null);
    const range = presetRange(preset, props.today);
    setDraft(range);
    props.onChange(range);
  };

  return (
    <div className="range-picker">
      <fieldset className="segmented">
        <legend className="field__label">
          <FormattedMessage id="staff.stats.rangeLabel" />
        </legend>
        <div className="segmented__options">
          {PRESETS.map((preset) => (
            <label key={preset} className="segmented__option">
              <input type="radio" name="stats-range" checked={!custom && active === preset} onChange={() => choose(preset)} />
              <span>{intl.formatMessage(text[preset])}</span>
            </label>
          ))}
          <label className="segmented__option">
            <input
              type="radio"
              name="stats-range"
              checked={custom || active === null}
              onChange={() => {
                setCustom(true);
                setDraft(props.range);
              }}
            />
            <span>{intl.formatMessage(text.custom)}</span>
          </label>
        </div>
      </fieldset>
      {(custom || active === null) && (
        <form className="range-picker__custom" noValidate onSubmit={apply}>
          <div className="field">
            <label className="field__label" htmlFor={fromId}>
              <FormattedMessage id="staff.stats.from" />
            </label>
            <input
              id={fromId}
              type="date"
              className="field__input"
              value={draft.from}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fromId}-problem` : undefined}
              onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={toId}>
              <FormattedMessage id="staff.stats.to" />
            </label>
            <input
              id={toId}
              type="date"
              className="field__input"
              value={draft.to}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fromId}-problem` : undefined}
              onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
            />
          </div>
          <button type="submit" className="btn btn--primary" disabled={props.busy}>
            <FormattedMessage id="staff.stats.apply" />
          </button>
          {problem && (
            <p id={`${fromId}-problem`} className="field__error range-picker__problem" role="alert">
              <FormattedMessage {...rangeText[problem]} />
            </p>
          )}
        </form>
      )}
    </div>
  );
}

// ————— CSV —————

function CsvDownload(props: { range: DateRange }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const data = await fetchQuery<WebsiteStatsPageCsvQuery>(environment, csvQuery, props.range, { fetchPolicy: 'network-only' }).toPromise();
      const csv = data?.statistics.csv ?? '';
      // A byte-order mark so that spreadsheet programs read the names' č, š and ž correctly.
      const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(props.range);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (caught) {
      setProblem(readProblem(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="csv-download">
      <button type="button" className="btn btn--ghost" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? (
          <span className="btn__spinner" aria-hidden="true" />
        ) : (
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
          </svg>
        )}
        <FormattedMessage id="staff.stats.downloadCsv" />
      </button>
      {problem && (
        <Alert tone="danger">
          <FormattedMessage {...staffProblemMessage(problem)} />
        </Alert>
      )}
    </div>
  );
}

// ————— the charts —————

const KPI_LABELS = defineMessages({
  reservations: { id: 'staff.stats.kpi.reservations' },
  /** The figure leaves cancelled and rejected ones out (they have their own); the outcome chart counts all. */
  kept: { id: 'staff.stats.kpi.kept' },
  guests: { id: 'staff.stats.kpi.guests' },
  average: { id: 'staff.stats.kpi.average' },
  cancelled: { id: 'staff.stats.kpi.cancelled' },
});

function Kpis(props: { stats: Stats }) {
  const intl = useIntl();
  const { totals, outcomes } = props.stats;
  const cancelled = outcomes.find((o) => o.status === 'DELETED')?.count ?? 0;
  const average = totals.reservations > 0 ? totals.guests / totals.reservations : 0;
  const tiles: Array<{ id: string; value: string; label: MessageDescriptor }> = [
    { id: 'reservations', value: intl.formatNumber(totals.reservations), label: KPI_LABELS.kept },
    { id: 'guests', value: intl.formatNumber(totals.guests), label: KPI_LABELS.guests },
    { id: 'average', value: intl.formatNumber(average, { maximumFractionDigits: 1 }), label: KPI_LABELS.average },
    { id: 'cancelled', value: intl.formatNumber(cancelled), label: KPI_LABELS.cancelled },
  ];
  return (
    <dl className="kpis">
      {tiles.map((tile) => (
        <div key={tile.id} className={`kpi kpi--${tile.id}`}>
          <dt>
            <FormattedMessage {...tile.label} />
          </dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts(props: { stats: Stats; range: DateRange }) {
  const { stats, range } = props;
  const intl = useIntl();
  const [measure, setMeasure] = useState<'reservations' | 'guests'>('reservations');
  const n = (value: number) => intl.formatNumber(value);
  const pct = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  const shortLabel = intl.formatMessage(text.short);
  const longLabel = intl.formatMessage(text.long);

  // Weeks: every week of the range, empty ones included.
  const weeks = fillWeeks(range, stats.weekly, (weekStart) => ({ weekStart, shortStops: 0, longStops: 0, shortGuests: 0, longGuests: 0 }));
  const weekLabel = (day: string) => intl.formatDate(`${day}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weekTitle = (day: string) => intl.formatMessage({ id: 'staff.stats.weekOf' }, { date: intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) });
  const guests = measure === 'guests';
  const busiestWeek = weeks.reduce<(typeof weeks)[number] | null>((best, week) => {
    const total = (w: (typeof weeks)[number]) => (guests ? w.shortGuests + w.longGuests : w.shortStops + w.longStops);
    return !best || total(week) > total(best) ? week : best;
  }, null);

  const weekdayName = (weekday: number, style: 'short' | 'long') =>
    new Intl.DateTimeFormat(intl.locale, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
  const busiestDay = [...stats.weekdays].sort((a, b) => b.reservations - a.reservations)[0];
  const hourFrom = Math.min(7, ...stats.hours.map((h) => h.hour));
  const hourTo = Math.max(21, ...stats.hours.map((h) => h.hour));
  const hours = Array.from({ length: hourTo - hourFrom + 1 }, (_, i) => {
    const hour = hourFrom + i;
    const row = stats.hours.find((h) => h.hour === hour);
    return { hour, reservations: row?.reservations ?? 0, guests: row?.guests ?? 0 };
  });
  const busiestHour = [...hours].sort((a, b) => b.reservations - a.reservations)[0];
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}`;
  const hourTitle = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String(hour).padStart(2, '0')}:59`;

  const outcomeTotal = stats.outcomes.reduce((sum, o) => sum + o.count, 0);
  const finished = stats.outcomes.find((o) => o.status === 'FINISHED')?.count ?? 0;
  const leadTotal = stats.leadTimes.reduce((sum, l) => sum + l.shortStops + l.longStops, 0);
  const lateShare = stats.leadTimes.filter((l) => l.bucket === 'under_1_day').reduce((sum, l) => sum + l.shortStops + l.longStops, 0);
  const top = stats.topClients[0];

  return (
    <div className="charts">
      <BarChart
        wide
        title={guests ? intl.formatMessage({ id: 'staff.stats.weekly.guestsTitle' }) : intl.formatMessage({ id: 'staff.stats.weekly.title' })}
        summary={
          busiestWeek && (guests ? busiestWeek.shortGuests + busiestWeek.longGuests : busiestWeek.shortStops + busiestWeek.longStops) > 0 ? (
            <FormattedMessage
              id="staff.stats.weekly.summary"
              values={{
                week: weekTitle(busiestWeek.weekStart),
                count: guests ? busiestWeek.shortGuests + busiestWeek.longGuests : busiestWeek.shortStops + busiestWeek.longStops,
                measure: measure,
              }}
            />
          ) : undefined
        }
        controls={
          <fieldset className="segmented segmented--small">
            <legend className="visually-hidden">
              <FormattedMessage id="staff.stats.weekly.measure" />
            </legend>
            <div className="segmented__options">
              {(['reservations', 'guests'] as const).map((m) => (
                <label key={m} className="segmented__option">
                  <input type="radio" name="weekly-measure" checked={measure === m} onChange={() => setMeasure(m)} />
                  <span>{intl.formatMessage(m === 'guests' ? KPI_LABELS.guests : KPI_LABELS.reservations)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        }
        categories={weeks.map((w) => weekLabel(w.weekStart))}
        categoryTitles={weeks.map((w) => weekTitle(w.weekStart))}
        series={[
          { key: 'short', label: shortLabel, color: COLORS.short, values: weeks.map((w) => (guests ? w.shortGuests : w.shortStops)) },
          { key: 'long', label: longLabel, color: COLORS.long, values: weeks.map((w) => (guests ? w.longGuests : w.longStops)) },
        ]}
        xLabel={intl.formatMessage({ id: 'staff.stats.weekly.x' })}
        yLabel={intl.formatMessage(guests ? KPI_LABELS.guests : KPI_LABELS.reservations)}
        rowHeader={intl.formatMessage({ id: 'staff.stats.weekly.x' })}
        totalLabel={intl.formatMessage({ id: 'staff.stats.total' })}
        format={n}
        height={280}
      />
      <DonutChart
        title={intl.formatMessage({ id: 'staff.stats.outcomes.title' })}
        summary={
          outcomeTotal > 0 ? <FormattedMessage id="staff.stats.outcomes.summary" values={{ share: pct(Math.round((finished / outcomeTotal) * 100)) }} /> : undefined
        }
        parts={(['SCHEDULED', 'FINISHED', 'CREATED', 'WAITING', 'DELETED'] as const).map((status) => ({
          key: status,
          label: intl.formatMessage(text[status]),
          color: COLORS[status],
          value: stats.outcomes.find((o) => o.status === status)?.count ?? 0,
        }))}
        // Every reservation, cancelled ones included: the "Reservations" figure above leaves those out.
        totalLabel={intl.formatMessage({ id: 'staff.stats.outcomes.total' })}
        format={n}
        formatPercent={pct}
        rowHeader={intl.formatMessage({ id: 'staff.stats.outcomes.status' })}
        valueHeader={intl.formatMessage(KPI_LABELS.reservations)}
        shareHeader={intl.formatMessage({ id: 'staff.stats.share' })}
      />
      <BarChart
        mode="grouped"
        title={intl.formatMessage({ id: 'staff.stats.lead.title' })}
        summary={leadTotal > 0 ? <FormattedMessage id="staff.stats.lead.summary" values={{ share: pct(Math.round((lateShare / leadTotal) * 100)) }} /> : undefined}
        categories={stats.leadTimes.map((l) => intl.formatMessage(text[l.bucket as keyof typeof text] ?? { id: 'staff.stats.lead.other' }))}
        series={[
          { key: 'short', label: shortLabel, color: COLORS.short, values: stats.leadTimes.map((l) => l.shortStops) },
          { key: 'long', label: longLabel, color: COLORS.long, values: stats.leadTimes.map((l) => l.longStops) },
        ]}
        xLabel={intl.formatMessage({ id: 'staff.stats.lead.x' })}
        yLabel={intl.formatMessage(KPI_LABELS.reservations)}
        rowHeader={intl.formatMessage({ id: 'staff.stats.lead.x' })}
        format={n}
        height={240}
      />
      <HeatStrip
        title={intl.formatMessage({ id: 'staff.stats.weekdays.title' })}
        summary={busiestDay && busiestDay.reservations > 0 ? <FormattedMessage id="staff.stats.weekdays.summary" values={{ day: weekdayName(busiestDay.weekday, 'long') }} /> : undefined}
        cells={stats.weekdays.map((d) => ({ key: String(d.weekday), label: weekdayName(d.weekday, 'short'), title: weekdayName(d.weekday, 'long'), value: d.reservations, detail: d.guests }))}
        xLabel={intl.formatMessage({ id: 'staff.stats.weekdays.x' })}
        valueLabel={intl.formatMessage(KPI_LABELS.reservations)}
        detailLabel={intl.formatMessage(KPI_LABELS.guests)}
        rowHeader={intl.formatMessage({ id: 'staff.stats.weekdays.x' })}
        format={n}
        minCellWidth={40}
      />
      <HeatStrip
        title={intl.formatMessage({ id: 'staff.stats.hours.title' })}
        summary={busiestHour && busiestHour.reservations > 0 ? <FormattedMessage id="staff.stats.hours.summary" values={{ hour: hourTitle(busiestHour.hour) }} /> : undefined}
        cells={hours.map((h) => ({ key: String(h.hour), label: hourLabel(h.hour), title: hourTitle(h.hour), value: h.reservations, detail: h.guests }))}
        xLabel={intl.formatMessage({ id: 'staff.stats.hours.x' })}
        valueLabel={intl.formatMessage(KPI_LABELS.reservations)}
        detailLabel={intl.formatMessage(KPI_LABELS.guests)}
        rowHeader={intl.formatMessage({ id: 'staff.stats.hours.x' })}
        format={n}
        minCellWidth={27}
      />
      <HBarChart
        title={intl.formatMessage({ id: 'staff.stats.top.title' })}
        summary={top ? <FormattedMessage id="staff.stats.top.summary" values={{ name: top.name, count: top.reservations }} /> : undefined}
        items={stats.topClients.map((o, index) => ({
          key: o.client?.id ?? `${o.name}-${index}`,
          label: o.name,
          value: o.reservations,
          detail: intl.formatMessage({ id: 'staff.stats.top.guests' }, { count: o.guests }),
        }))}
        color={COLORS.short}
        format={n}
        valueLabel={intl.formatMessage(KPI_LABELS.reservations)}
        detailLabel={intl.formatMessage(KPI_LABELS.guests)}
        rowHeader={intl.formatMessage({ id: 'staff.stats.top.organisation' })}
        xLabel={intl.formatMessage({ id: 'staff.stats.top.x' })}
      />
    </div>
  );
}

export function Component() {
  const { query: ref, range } = useLoaderData<{ query: PreloadedQuery<WebsiteStatsPageQuery>; range: DateRange }>();
  const data = usePageQuery<WebsiteStatsPageQuery>(query, ref);
  const intl = useIntl();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/adminis/website/stats';
  const today = todayIn();
  const stats = data.statistics;
  const shown = { from: stats.from, to: stats.to };
  const format = (day: string) => intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <Page title={titles.websiteStats} lead={<FormattedMessage id="staff.stats.lead" />}>
      <div className="stats-toolbar">
        <RangePicker
          key={`${range.from}:${range.to}`}
          range={range}
          today={today}
          busy={loading}
          onChange={(next) => inBackground(navigate(`?from=${next.from}&to=${next.to}`, { preventScrollReset: true }), 'stats range')}
        />
        <CsvDownload range={shown} />
      </div>
      <p className="stats-range" aria-live="polite">
        <FormattedMessage id="staff.stats.showing" values={{ from: format(shown.from), to: format(shown.to) }} />
      </p>
      <div className={loading ? 'is-stale' : undefined} aria-busy={loading || undefined}>
        <Kpis stats={stats} />
        <Charts stats={stats} range={shown} />
        <OutcomeRates closed={stats.closed} />
        <RevenueCharts revenue={stats.revenue} range={shown} />
      </div>
    </Page>
  );
}
