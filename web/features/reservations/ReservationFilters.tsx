// The order lists' filter bar: the order-number search (found as soon as all six symbols are
// typed), one-tap arrival ranges, from/to days, stop type, state (where the list holds several) and
// organisation. On phones everything but the search folds into "Filters".
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  activePreset,
  datePresets,
  EMPTY_FILTER,
  isFiltered,
  orderNumberProgress,
  statusChoices,
  STOP_TYPES,
  type ReservationFilter,
  type Status,
  type StopType,
  type View,
} from './filters.ts';
import { presetText, statusText, typeText } from './messages.ts';
import { ClientPicker } from './ClientPicker.tsx';
import type { LocalDate } from './time.ts';
import '../../components/forms/forms.css';
import './Bits.css';
import './ReservationFilters.css';

interface ReservationFiltersProps {
  view: View;
  filter: ReservationFilter;
  /** What is typed in the search box (ahead of the URL while typing). */
  query: string;
  today: LocalDate;
  onQuery(text: string): void;
  onChange(filter: ReservationFilter): void;
}

export function ReservationFilters(props: ReservationFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const { filter, view } = props;
  const [open, setOpen] = useState(false);
  const presets = datePresets(view, props.today);
  const preset = activePreset(filter, presets);
  const statuses = statusChoices(view);
  const progress = orderNumberProgress(props.query);
  const change = (patch: Partial<ReservationFilter>) => props.onChange({ ...filter, ...patch });
  const active =
    (filter.from || filter.to ? 1 : 0) + (filter.type ? 1 : 0) + (filter.statuses.length ? 1 : 0) + (filter.clientId ? 1 : 0);

  const toggleStatus = (status: Status) => {
    const chosen = filter.statuses.includes(status) ? filter.statuses.filter((s) => s !== status) : [...filter.statuses, status];
    change({ statuses: chosen.length === statuses.length ? [] : chosen });
  };

  return (
    <div className="order-filters">
      <div className="order-filters__top">
        <div className="order-search">
          <label className="visually-hidden" htmlFor={`${id}-q`}>
            <FormattedMessage id="orders.search.label" />
          </label>
          <span className="order-search__icon" aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
          </span>
          <input
            id={`${id}-q`}
            className="field__input order-search__input"
            type="search"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder={intl.formatMessage({ id: 'orders.search.placeholder' })}
            value={props.query}
            onChange={(event) => props.onQuery(event.target.value)}
            aria-describedby={`${id}-q-hint`}
            aria-invalid={progress === 'invalid' ? true : undefined}
          />
          <p id={`${id}-q-hint`} className={`order-search__hint${progress === 'invalid' ? ' order-search__hint--invalid' : ''}`} aria-live="polite">
            {progress === 'partial' && <FormattedMessage id="orders.search.keepTyping" />}
            {progress === 'invalid' && <FormattedMessage id="orders.search.invalid" />}
          </p>
        </div>
        <button
          type="button"
          className={`btn btn--ghost order-filters__toggle${active ? ' order-filters__toggle--active' : ''}`}
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={() => setOpen((o) => !o)}
        >
          <FormattedMessage id="orders.filter.toggle" values={{ count: active, active: active > 0 ? 'yes' : 'no' }} />
        </button>
      </div>

      <div id={`${id}-more`} className={`order-filters__more${open ? ' order-filters__more--open' : ''}`}>
        <fieldset className="order-filters__group">
          <legend className="order-filters__legend">
            <FormattedMessage id="orders.filter.arrival" />
          </legend>
          <div className="order-filters__chips">
            {presets.map((p) => (
              <button
                key={p.id}
                type="button"
                className={`order-chip${preset === p.id ? ' order-chip--on' : ''}`}
                aria-pressed={preset === p.id}
                onClick={() => change(preset === p.id ? { from: null, to: null } : { from: p.from, to: p.to })}
              >
                <FormattedMessage {...presetText[p.id]} />
              </button>
            ))}
          </div>
          <div className="order-filters__dates">
            <label className="order-filters__date">
              <span>
                <FormattedMessage id="orders.filter.from" />
              </span>
              <input type="date" className="field__input" value={filter.from ?? ''} onChange={(event) => change({ from: event.target.value || null })} />
            </label>
            <label className="order-filters__date">
              <span>
                <FormattedMessage id="orders.filter.to" />
              </span>
              <input type="date" className="field__input" value={filter.to ?? ''} min={filter.from ?? undefined} onChange={(event) => change({ to: event.target.value || null })} />
            </label>
          </div>
        </fieldset>

        <fieldset className="order-filters__group">
          <legend className="order-filters__legend">
            <FormattedMessage id="orders.filter.type" />
          </legend>
          <div className="order-filters__chips">
            <button type="button" className={`order-chip${filter.type === null ? ' order-chip--on' : ''}`} aria-pressed={filter.type === null} onClick={() => change({ type: null })}>
              <FormattedMessage id="orders.filter.allTypes" />
            </button>
            {STOP_TYPES.map((type: StopType) => (
              <button key={type} type="button" className={`order-chip${filter.type === type ? ' order-chip--on' : ''}`} aria-pressed={filter.type === type} onClick={() => change({ type })}>
                <FormattedMessage {...typeText[type]} />
              </button>
            ))}
          </div>
        </fieldset>

        {statuses.length > 0 && (
          <fieldset className="order-filters__group">
            <legend className="order-filters__legend">
              <FormattedMessage id="orders.filter.status" />
            </legend>
            <div className="order-filters__chips">
              {statuses.map((status) => {
                const on = filter.statuses.includes(status);
                return (
                  <button key={status} type="button" className={`order-chip order-chip--${status.toLowerCase()}${on ? ' order-chip--on' : ''}`} aria-pressed={on} onClick={() => toggleStatus(status)}>
                    <FormattedMessage {...statusText[status]} />
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}

        <div className="order-filters__group order-filters__group--org">
          <label className="order-filters__legend" htmlFor={`${id}-org`}>
            <FormattedMessage id="orders.filter.organisation" />
          </label>
          <ClientPicker
            id={`${id}-org`}
            value={filter.clientId ? { id: filter.clientId, name: filter.clientName } : null}
            onChange={(value) => change({ clientId: value?.id ?? null, clientName: value?.name ?? null })}
          />
        </div>

        {isFiltered({ ...filter, query: '' }) && (
          <button type="button" className="link-button order-filters__clear" onClick={() => props.onChange({ ...EMPTY_FILTER, query: filter.query })}>
            <FormattedMessage id="orders.filter.clear" />
          </button>
        )}
      </div>
    </div>
  );
}
