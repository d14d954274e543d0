// The audit log's filter bar: who (anyone, one member of staff, one client, the system, visitors),
// what (a category) and when (quick ranges or from/to days), plus the "about" chip a subject link
// sets. Every change goes to the URL (auditFilters.ts); the list follows the URL.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ClientPicker } from '../reservations/ClientPicker.tsx';
import {
  activePreset,
  AUDIT_CATEGORIES,
  DATE_PRESETS,
  EMPTY_AUDIT_FILTER,
  isAuditFiltered,
  presetRange,
  WHO_KINDS,
  type AuditCategory,
  type AuditFilter,
  type WhoKind,
} from './auditFilters.ts';
import { categoryText, presetText, whoText } from './messages.ts';
import type { LocalDate } from '../reservations/time.ts';
import '../../components/forms/forms.css';
import '../reservations/ReservationFilters.css';

interface AuditFiltersProps {
  filter: AuditFilter;
  staff: ReadonlyArray<{ id: string; name: string }>;
  today: LocalDate;
  /** Called with what changed only: the page applies it to the freshest URL. */
  onChange(patch: Partial<AuditFilter>): void;
}

export function AuditFilters(props: AuditFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const { filter } = props;
  const change = props.onChange;
  const preset = activePreset(filter, props.today);
  // On phones the filters fold under one button, so the log itself is what shows first.
  const [open, setOpen] = useState(false);
  const active = (filter.who !== 'ANY' ? 1 : 0) + (filter.category ? 1 : 0) + (filter.from || filter.to ? 1 : 0);

  return (
    <form className="audit-filters" role="search" aria-label={intl.formatMessage({ id: 'audit.filter.label' })} onSubmit={(event) => event.preventDefault()}>
      {filter.aboutId && (
        <p className="audit-filters__about">
          <span className="audit-chip">
            <FormattedMessage id="audit.filter.about" values={{ label: filter.aboutLabel ?? '…' }} />
          </span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => change({ aboutId: null, aboutLabel: null })}>
            <FormattedMessage id="audit.filter.aboutRemove" />
          </button>
        </p>
      )}
      <button
        type="button"
        className={`btn btn--ghost audit-filters__toggle${active ? ' audit-filters__toggle--active' : ''}`}
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="audit.filter.toggle" values={{ count: active }} />
      </button>
      <div id={`${id}-body`} className={`audit-filters__body${open ? ' audit-filters__body--open' : ''}`}>
        <div className="audit-filters__row">
          <div className="audit-filters__field">
            <label className="field__label" htmlFor={`${id}-who`}>
              <FormattedMessage id="audit.filter.who" />
            </label>
            <select
              id={`${id}-who`}
              className="field__input"
              value={filter.who}
              onChange={(event) => change({ who: event.target.value as WhoKind, staffId: null, clientId: null, clientName: null })}
            >
              {WHO_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {intl.formatMessage(whoText[kind])}
                </option>
              ))}
            </select>
          </div>
          {filter.who === 'STAFF' && (
            <div className="audit-filters__field">
              <label className="field__label" htmlFor={`${id}-staff`}>
                <FormattedMessage id="audit.filter.staffMember" />
              </label>
              <select id={`${id}-staff`} className="field__input" value={filter.staffId ?? ''} onChange={(event) => change({ staffId: event.target.value || null })}>
                <option value="">{intl.formatMessage({ id: 'audit.filter.anyStaff' })}</option>
                {props.staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {filter.who === 'CLIENT' && (
            <div className="audit-filters__field audit-filters__field--wide">
              <label className="field__label" htmlFor={`${id}-client`}>
                <FormattedMessage id="audit.filter.client" />
              </label>
              <ClientPicker
                id={`${id}-client`}
                value={filter.clientId ? { id: filter.clientId, name: filter.clientName } : null}
                onChange={(value) => change({ clientId: value?.id ?? null, clientName: value?.name ?? null })}
              />
            </div>
          )}
          <div className="audit-filters__field">
            <label className="field__label" htmlFor={`${id}-what`}>
              <FormattedMessage id="audit.filter.what" />
            </label>
            <select id={`${id}-what`} className="field__input" value={filter.category ?? ''} onChange={(event) => change({ category: (event.target.value || null) as AuditCategory | null })}>
              <option value="">{intl.formatMessage({ id: 'audit.filter.allCategories' })}</option>
              {AUDIT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {intl.formatMessage(categoryText[category])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="audit-filters__when">
          <legend className="field__label">
            <FormattedMessage id="audit.filter.when" />
          </legend>
          <div className="order-filters__chips">
            <button type="button" className={`order-chip${!filter.from && !filter.to ? ' order-chip--on' : ''}`} aria-pressed={!filter.from && !filter.to} onClick={() => change({ from: null, to: null })}>
              <FormattedMessage id="audit.filter.anyDay" />
            </button>
            {DATE_PRESETS.map((p) => (
              <button key={p} type="button" className={`order-chip${preset === p ? ' order-chip--on' : ''}`} aria-pressed={preset === p} onClick={() => change(presetRange(p, props.today))}>
                <FormattedMessage {...presetText[p]} />
              </button>
            ))}
          </div>
          <div className="order-filters__dates">
            <label className="order-filters__date">
              <span>
                <FormattedMessage id="audit.filter.from" />
              </span>
              <input type="date" className="field__input" value={filter.from ?? ''} max={filter.to ?? undefined} onChange={(event) => change({ from: event.target.value || null })} />
            </label>
            <label className="order-filters__date">
              <span>
                <FormattedMessage id="audit.filter.to" />
              </span>
              <input type="date" className="field__input" value={filter.to ?? ''} min={filter.from ?? undefined} onChange={(event) => change({ to: event.target.value || null })} />
            </label>
          </div>
        </fieldset>
      </div>
      {isAuditFiltered(filter) && (
        <p className="audit-filters__clear">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => change(EMPTY_AUDIT_FILTER)}>
            <FormattedMessage id="audit.filter.clear" />
          </button>
        </p>
      )}
    </form>
  );
}
