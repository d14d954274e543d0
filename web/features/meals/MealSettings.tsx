// The manager's meal settings, beside the operating settings: how many hours before arrival clients
// may still change a long stop's pre-order, and whether the driver's and the guide's meals are free.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { PREORDER_DEADLINE_MAX_HOURS } from '../../../graph/domain/meals.ts';
import type { MealSettings_query$key } from './__generated__/MealSettings_query.graphql';
import type { MealSettingsSaveMutation } from './__generated__/MealSettingsSaveMutation.graphql';
import './MealPreorder.css';

const saveMutation = graphql`
  mutation MealSettingsSaveMutation($input: UpdateMealSettingsInput!) {
    updateMealSettings(input: $input) {
      mealRules {
        preorderDeadlineHours
        crewMealsFree
      }
    }
  }
`;

export function MealSettings(props: { query: MealSettings_query$key }) {
  const data = useFragment(
    graphql`
      fragment MealSettings_query on Query {
        mealRules {
          preorderDeadlineHours
          crewMealsFree
        }
      }
    `,
    props.query,
  );
  const id = useId();
  const [hours, setHours] = useState(String(data.mealRules.preorderDeadlineHours));
  const [free, setFree] = useState(data.mealRules.crewMealsFree);
  const [error, setError] = useState(false);
  const [commit, busy] = useMutation<MealSettingsSaveMutation>(saveMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = Number(hours);
    if (!/^\d+$/.test(hours.trim()) || value > PREORDER_DEADLINE_MAX_HOURS) {
      setError(true);
      return;
    }
    setError(false);
    try {
      await commitAsync(commit, { input: { preorderDeadlineHours: value, crewMealsFree: free } });
      toasts.show({ id: 'meals.settings.saved' });
    } catch (caught) {
      if (readProblem(caught).code === 'VALIDATION') setError(true);
      else setError(true);
    }
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="meal-settings">
      <div className="panel__head">
        <h2 id={`${id}-title`} className="panel__title">
          <FormattedMessage id="meals.settings.title" />
        </h2>
        <p className="panel__hint">
          <FormattedMessage id="meals.settings.lead" />
        </p>
      </div>
      <form className="panel__body form meals__form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy || undefined}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-hours`}>
            <FormattedMessage id="meals.settings.deadline" />
          </label>
          <input
            id={`${id}-hours`}
            className="field__input meals__input"
            type="number"
            inputMode="numeric"
            min={0}
            max={PREORDER_DEADLINE_MAX_HOURS}
            value={hours}
            aria-invalid={error || undefined}
            onChange={(e) => setHours(e.target.value)}
            data-testid="meal-deadline-hours"
          />
          {error && (
            <p className="field__error" role="alert">
              <FormattedMessage id="meals.settings.outOfRange" />
            </p>
          )}
        </div>
        <label className="choice">
          <input type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} data-testid="meal-crew-free" />
          <span>
            <FormattedMessage id="meals.settings.crewFree" />
          </span>
        </label>
        <div className="meals__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            <FormattedMessage id="meals.settings.save" />
          </button>
        </div>
      </form>
    </section>
  );
}
