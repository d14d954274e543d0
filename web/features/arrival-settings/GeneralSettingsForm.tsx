// One of the Arrivals page's small forms over the general settings (the pacing slot, the coach bays,
// the waiting list's offer hours). They are saved together by updateArrivalSettings, so each form
// sends its own fields with the others as they are saved.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { readProblem } from '../../components/forms/problems.ts';
import type { Text } from '../../components/forms/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { arrivalSettingsProblems, PACING_SLOT_MINUTES, type ArrivalSettingsValues } from '../../../graph/domain/arrival-capacity/config.ts';
import { fieldProblem, NOT_A_NUMBER, readWhole } from './arrivalForm.ts';
import { useArrivalMutation } from './useArrivalMutation.ts';
import { arrivalText } from './messages.ts';
import type { GeneralSettingsForm_settings$key } from './__generated__/GeneralSettingsForm_settings.graphql';
import type { GeneralSettingsFormMutation } from './__generated__/GeneralSettingsFormMutation.graphql';

export type GeneralField = keyof ArrivalSettingsValues;

const mutation = graphql`
  mutation GeneralSettingsFormMutation($input: UpdateArrivalSettingsInput!) {
    updateArrivalSettings(input: $input) {
      arrivalSettings {
        ...ArrivalSettingsPage_sections
      }
    }
  }
`;

export interface GeneralFieldSpec {
  field: GeneralField;
  label: ReactNode;
  hint: ReactNode;
  unit?: string;
}

export function GeneralSettingsForm(props: { settings: GeneralSettingsForm_settings$key; title: ReactNode; fields: GeneralFieldSpec[]; saveLabel: ReactNode }) {
  const intl = useIntl();
  const idBase = useId();
  const settings = useFragment(
    graphql`
      fragment GeneralSettingsForm_settings on ArrivalSettings {
        pacingSlotMinutes
        coachBays
        bayTurnaroundMinutes
        waitlistOfferHours
        waitlistLastDayOfferHours
      }
    `,
    props.settings,
  );
  const [save, busy] = useArrivalMutation<GeneralSettingsFormMutation>(mutation, 'updateArrivalSettings');
  const initial = Object.fromEntries(props.fields.map((f) => [f.field, String(settings[f.field])])) as Partial<Record<GeneralField, string>>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<GeneralField, string>>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const id = (field: GeneralField) => `${idBase}-${field}`;
  const changed = props.fields.some((f) => readWhole(values[f.field] ?? '') !== settings[f.field]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const found: Partial<Record<GeneralField, string>> = {};
    const next: ArrivalSettingsValues = {
      pacingSlotMinutes: settings.pacingSlotMinutes,
      coachBays: settings.coachBays,
      bayTurnaroundMinutes: settings.bayTurnaroundMinutes,
      waitlistOfferHours: settings.waitlistOfferHours,
      waitlistLastDayOfferHours: settings.waitlistLastDayOfferHours,
    };
    for (const { field } of props.fields) {
      const number = readWhole(values[field] ?? '');
      if (number === null || Number.isNaN(number)) found[field] = number === null ? 'REQUIRED' : NOT_A_NUMBER;
      else next[field] = number;
    }
    const domain = arrivalSettingsProblems(next);
    for (const { field } of props.fields) if (!found[field] && domain[field]) found[field] = domain[field];
    setErrors(found);
    const first = props.fields.find((f) => found[f.field]);
    if (first) return focusField(id(first.field));
    try {
      await save({ input: next });
      toasts.show(arrivalText.saved);
    } catch (caught) {
      const server = readProblem(caught);
      const fields = Object.fromEntries(props.fields.filter((f) => server.fields[f.field]).map((f) => [f.field, server.fields[f.field]]));
      setErrors(fields);
      const firstServer = props.fields.find((f) => fields[f.field]);
      if (firstServer) focusField(id(firstServer.field));
      else setProblem({ descriptor: staffProblemMessage(server) });
    }
  }

  return (
    <form className="settings-block" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby={`${idBase}-title`}>
      <h3 id={`${idBase}-title`} className="settings-block__title">
        {props.title}
      </h3>
      <div className="settings-grid">
        {props.fields.map(({ field, label, hint, unit }) =>
          field === 'pacingSlotMinutes' ? (
            <div key={field} className={`field${errors[field] ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={id(field)}>
                {label}
              </label>
              <p className="field__hint" id={`${id(field)}-hint`}>
                {hint}
              </p>
              <select
                id={id(field)}
                className="field__input"
                value={values[field]}
                aria-describedby={`${id(field)}-hint`}
                onChange={(event) => {
                  setValues((v) => ({ ...v, [field]: event.target.value }));
                  setErrors((e) => ({ ...e, [field]: undefined }));
                }}
              >
                {PACING_SLOT_MINUTES.map((minutes) => (
                  <option key={minutes} value={String(minutes)}>
                    {intl.formatMessage({ id: 'arrivals.minutes' }, { count: minutes })}
                  </option>
                ))}
              </select>
              {errors[field] && (
                <p className="field__error">
                  <FormattedMessage {...fieldProblem(field, errors[field])!.descriptor} values={fieldProblem(field, errors[field])!.values} />
                </p>
              )}
            </div>
          ) : (
            <TextField
              key={field}
              id={id(field)}
              label={label}
              hint={hint}
              value={values[field] ?? ''}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field]: value }));
                setErrors((e) => ({ ...e, [field]: undefined }));
              }}
              error={fieldProblem(field, errors[field])}
              inputMode="numeric"
              autoComplete="off"
              addon={
                unit ? (
                  <span className="unit-suffix" aria-hidden="true">
                    {unit}
                  </span>
                ) : undefined
              }
            />
          ),
        )}
      </div>
      <FormMessage tone="danger" text={problem} />
      <div className="settings-block__actions">
        <SubmitButton busy={busy} wide={false} disabled={!changed}>
          {props.saveLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
