// The manager's VAT rates: the list prices point at, each with its names in both languages and
// whether prices use it. A rate in use keeps its value (VAT_RATE_IN_USE: add a new one and move
// the prices); an unused one may be retired and brought back.
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldText, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { Alert } from '../../components/Notice.tsx';
import { toasts } from '../../lib/toast.ts';
import { VAT_RATE_NAME_MAX_LENGTH as VAT_RATE_NAME_MAX } from '../../../graph/domain/billing-terms.ts';
import { fieldCodeText, termsProblemMessage } from './messages.ts';
import { formatRate, parseRate } from './terms-form.ts';
import '../staff/tag.css';
import './VatRatesPanel.css';
import './suffix.css';
import type { VatRatesPanel_query$key } from './__generated__/VatRatesPanel_query.graphql';
import type { VatRatesPanelSaveMutation, SaveVatRateInput } from './__generated__/VatRatesPanelSaveMutation.graphql';

const saveMutation = graphql`
  mutation VatRatesPanelSaveMutation($input: SaveVatRateInput!) {
    saveVatRate(input: $input) {
      vatRate {
        id
        rateBp
        nameEn
        nameSl
        active
        inUse
      }
    }
  }
`;

const words = defineMessages({
  added: { id: 'billingTerms.rates.added' },
  saved: { id: 'billingTerms.rates.saved' },
  retired: { id: 'billingTerms.rates.retiredToast' },
  restored: { id: 'billingTerms.rates.restoredToast' },
  invalidRate: { id: 'billingTerms.rates.invalidRate' },
});

interface Rate {
  id: string;
  rateBp: number;
  nameEn: string;
  nameSl: string;
  active: boolean;
  inUse: boolean;
}

function RateDialog(props: { rate: Rate | null; onClose(): void; onSaved(): void }) {
  const { rate } = props;
  const intl = useIntl();
  const [commit, busy] = useMutation<VatRatesPanelSaveMutation>(saveMutation);
  const [values, setValues] = useState({ rate: rate ? formatRate(rate.rateBp, intl.locale).replace(/\s*%$/, '') : '', nameEn: rate?.nameEn ?? '', nameSl: rate?.nameSl ?? '' });
  const [errors, setErrors] = useState<Partial<Record<'rateBp' | 'nameEn' | 'nameSl', Text>>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const locked = rate?.inUse ?? false;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const found: typeof errors = {};
    const rateBp = parseRate(values.rate);
    if (rateBp === null) found.rateBp = { descriptor: words.invalidRate };
    for (const key of ['nameEn', 'nameSl'] as const) if (!values[key].trim()) found[key] = { descriptor: fieldText.required };
    setErrors(found);
    const first = (['rateBp', 'nameEn', 'nameSl'] as const).find((key) => found[key]);
    if (first) {
      focusField(`rate-${first}`);
      return;
    }
    const input: SaveVatRateInput = { ...(rate ? { id: rate.id, active: rate.active } : {}), rateBp: rateBp!, nameEn: values.nameEn.trim(), nameSl: values.nameSl.trim() };
    try {
      await commitAsync(commit, { input });
      toasts.show(rate ? words.saved : words.added, { values: { name: intl.locale === 'sl' ? input.nameSl : input.nameEn } });
      props.onSaved();
      props.onClose();
    } catch (caught) {
      const server = readProblem(caught);
      const fields: typeof errors = {};
      for (const key of ['rateBp', 'nameEn', 'nameSl'] as const) {
        const text = fieldCodeText(server.fields[key], VAT_RATE_NAME_MAX);
        if (text) fields[key] = text;
      }
      setErrors(fields);
      if (!Object.keys(fields).length) setProblem({ descriptor: termsProblemMessage(server) });
    }
  }

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={rate ? <FormattedMessage id="billingTerms.rates.editTitle" /> : <FormattedMessage id="billingTerms.rates.addTitle" />}
      description={locked ? <FormattedMessage id="billingTerms.rates.lockedText" /> : <FormattedMessage id="billingTerms.rates.dialogText" />}
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <div className="rate-form__rate">
          <TextField
            id="rate-rateBp"
            label={<FormattedMessage id="billingTerms.rates.rate" />}
            value={values.rate}
            readOnly={locked}
            inputMode="text"
            onChange={(value) => setValues((v) => ({ ...v, rate: value }))}
            error={errors.rateBp}
            addon={<span className="terms-suffix" aria-hidden="true">%</span>}
          />
        </div>
        <div className="lang-pair">
          <TextField id="rate-nameEn" label={<FormattedMessage id="billingTerms.rates.nameEn" />} value={values.nameEn} maxLength={VAT_RATE_NAME_MAX} onChange={(value) => setValues((v) => ({ ...v, nameEn: value }))} error={errors.nameEn} />
          <TextField id="rate-nameSl" label={<FormattedMessage id="billingTerms.rates.nameSl" />} value={values.nameSl} maxLength={VAT_RATE_NAME_MAX} onChange={(value) => setValues((v) => ({ ...v, nameSl: value }))} error={errors.nameSl} />
        </div>
        <FormMessage tone="danger" text={problem} />
        <div className="confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={props.onClose} disabled={busy}>
            <FormattedMessage id="staff.action.cancel" />
          </button>
          <SubmitButton busy={busy}>
            <FormattedMessage id="staff.action.save" />
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

function RateRow(props: { rate: Rate; onEdit(): void }) {
  const { rate } = props;
  const intl = useIntl();
  const [commit, busy] = useMutation<VatRatesPanelSaveMutation>(saveMutation);
  const [problem, setProblem] = useState<Text | null>(null);
  const name = intl.locale === 'sl' ? rate.nameSl : rate.nameEn;
  const other = intl.locale === 'sl' ? rate.nameEn : rate.nameSl;

  async function setActive(active: boolean) {
    setProblem(null);
    try {
      await commitAsync(commit, { input: { id: rate.id, rateBp: rate.rateBp, nameEn: rate.nameEn, nameSl: rate.nameSl, active } });
      toasts.show(active ? words.restored : words.retired, { tone: 'info', values: { name } });
    } catch (caught) {
      setProblem({ descriptor: termsProblemMessage(readProblem(caught)) });
    }
  }

  return (
    <li className={`rate-row${rate.active ? '' : ' rate-row--retired'}`}>
      <span className="rate-row__value">{formatRate(rate.rateBp, intl.locale)}</span>
      <span className="rate-row__names">
        <span className="rate-row__name">{name}</span>
        <span className="rate-row__other" lang={intl.locale === 'sl' ? 'en' : 'sl'}>
          {other}
        </span>
      </span>
      <span className="rate-row__tags">
        {rate.inUse && (
          <span className="tag tag--ok">
            <FormattedMessage id="billingTerms.rates.inUse" />
          </span>
        )}
        {!rate.active && (
          <span className="tag tag--muted">
            <FormattedMessage id="billingTerms.rates.retired" />
          </span>
        )}
      </span>
      <span className="rate-row__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={props.onEdit}>
          <FormattedMessage id="billingTerms.rates.edit" />
          <span className="visually-hidden">: {name}</span>
        </button>
        {rate.active && !rate.inUse && (
          <button type="button" className="btn btn--ghost btn--small btn--danger-ghost" disabled={busy} onClick={() => void setActive(false)}>
            <FormattedMessage id="billingTerms.rates.retire" />
            <span className="visually-hidden">: {name}</span>
          </button>
        )}
        {!rate.active && (
          <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void setActive(true)}>
            <FormattedMessage id="billingTerms.rates.restore" />
            <span className="visually-hidden">: {name}</span>
          </button>
        )}
      </span>
      {problem && (
        <div className="rate-row__problem">
          <Alert tone="danger" onDismiss={() => setProblem(null)}>
            <FormattedMessage {...problem.descriptor} values={problem.values} />
          </Alert>
        </div>
      )}
    </li>
  );
}

/** `onAdded`: a new rate joins a list that is not a connection, so the page reads its query again. */
export function VatRatesPanel(props: { query: VatRatesPanel_query$key; onAdded(): void }) {
  const data = useFragment(
    graphql`
      fragment VatRatesPanel_query on Query {
        vatRates(includeRetired: true) {
          id
          rateBp
          nameEn
          nameSl
          active
          inUse
        }
      }
    `,
    props.query,
  );
  const [editing, setEditing] = useState<{ rate: Rate | null; key: number } | null>(null);
  return (
    <section className="panel" aria-labelledby="billing-rates">
      <div className="panel__head rates-head">
        <div>
          <h2 id="billing-rates" className="panel__title">
            <FormattedMessage id="billingTerms.rates.title" />
          </h2>
          <p className="panel__hint">
            <FormattedMessage id="billingTerms.rates.hint" />
          </p>
        </div>
        <button type="button" className="btn btn--primary btn--small" onClick={() => setEditing({ rate: null, key: Date.now() })}>
          <span aria-hidden="true">+</span> <FormattedMessage id="billingTerms.rates.add" />
        </button>
      </div>
      <ul className="rate-list">
        {data.vatRates.map((rate) => (
          <RateRow key={rate.id} rate={rate} onEdit={() => setEditing({ rate, key: Date.now() })} />
        ))}
      </ul>
      {editing && <RateDialog key={editing.key} rate={editing.rate} onClose={() => setEditing(null)} onSaved={props.onAdded} />}
    </section>
  );
}
