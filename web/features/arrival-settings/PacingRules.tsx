// Pacing rules on the Arrivals page: the most guests and coaches that may arrive in one slot, for
// short stops, long stops or both, on some weekdays, in some season. Listed with edit and delete;
// one form adds a rule or edits the chosen one.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { readProblem } from '../../components/forms/problems.ts';
import type { Text } from '../../components/forms/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { pacingRuleFieldProblems, type PacingRuleField } from '../../../graph/domain/arrival-capacity/config.ts';
import { arrivalProblem, fieldProblem, monthDay, NOT_A_NUMBER, readWhole, splitMonthDay } from './arrivalForm.ts';
import { ALL_YEAR, SeasonFields, useSeasonLabel, type SeasonDraft } from './SeasonFields.tsx';
import { useArrivalMutation } from './useArrivalMutation.ts';
import { arrivalText, stopChoiceText } from './messages.ts';
import type { PacingRules_settings$data, PacingRules_settings$key } from './__generated__/PacingRules_settings.graphql';
import type { PacingRulesCreateMutation } from './__generated__/PacingRulesCreateMutation.graphql';
import type { PacingRulesUpdateMutation } from './__generated__/PacingRulesUpdateMutation.graphql';
import type { PacingRulesDeleteMutation } from './__generated__/PacingRulesDeleteMutation.graphql';

const createMutation = graphql`
  mutation PacingRulesCreateMutation($input: CreatePacingRuleInput!) {
    createPacingRule(input: $input) {
      arrivalSettings {
        ...ArrivalSettingsPage_sections
      }
    }
  }
`;
const updateMutation = graphql`
  mutation PacingRulesUpdateMutation($input: UpdatePacingRuleInput!) {
    updatePacingRule(input: $input) {
      arrivalSettings {
        ...ArrivalSettingsPage_sections
      }
    }
  }
`;
const deleteMutation = graphql`
  mutation PacingRulesDeleteMutation($input: DeletePacingRuleInput!) {
    deletePacingRule(input: $input) {
      arrivalSettings {
        ...ArrivalSettingsPage_sections
      }
    }
  }
`;

type Rule = PacingRules_settings$data['pacingRules'][number];
type StopChoice = 'BOTH' | 'SHORT_STOP' | 'LONG_STOP';
const STOP_CHOICES: StopChoice[] = ['BOTH', 'SHORT_STOP', 'LONG_STOP'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

interface Draft {
  stop: StopChoice;
  weekdays: number[];
  season: SeasonDraft;
  maxGuests: string;
  maxCoaches: string;
}

const EMPTY: Draft = { stop: 'BOTH', weekdays: [], season: ALL_YEAR, maxGuests: '', maxCoaches: '' };

function draftOf(rule: Rule): Draft {
  const start = splitMonthDay(rule.seasonStart);
  const end = splitMonthDay(rule.seasonEnd);
  return {
    stop: rule.stopType === 'SHORT_STOP' || rule.stopType === 'LONG_STOP' ? rule.stopType : 'BOTH',
    weekdays: [...rule.weekdays],
    season: { startMonth: start.month, startDay: start.day, endMonth: end.month, endDay: end.day },
    maxGuests: rule.maxGuests === null ? '' : String(rule.maxGuests),
    maxCoaches: rule.maxCoaches === null ? '' : String(rule.maxCoaches),
  };
}

function useWeekdayNames(style: 'short' | 'long') {
  const intl = useIntl();
  // 1 January 2024 was a Monday.
  return (weekday: number) => intl.formatDate(Date.UTC(2024, 0, weekday), { weekday: style, timeZone: 'UTC' });
}

function RuleForm(props: { rule: Rule | null; onDone(): void }) {
  const intl = useIntl();
  const idBase = useId();
  const dayName = useWeekdayNames('short');
  const [create, creating] = useArrivalMutation<PacingRulesCreateMutation>(createMutation, 'createPacingRule');
  const [update, updating] = useArrivalMutation<PacingRulesUpdateMutation>(updateMutation, 'updatePacingRule');
  const busy = creating || updating;
  const [draft, setDraft] = useState<Draft>(props.rule ? draftOf(props.rule) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PacingRuleField, string>>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const set = (change: Partial<Draft>, fields: PacingRuleField[]) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  };
  const fieldId: Record<PacingRuleField, string> = {
    maxGuests: `${idBase}-maxGuests`,
    maxCoaches: `${idBase}-maxCoaches`,
    weekdays: `${idBase}-weekday-1`,
    seasonStart: `${idBase}-season-seasonStart`,
    seasonEnd: `${idBase}-season-seasonEnd`,
  };
  const ORDER: PacingRuleField[] = ['maxGuests', 'maxCoaches', 'weekdays', 'seasonStart', 'seasonEnd'];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const maxGuests = readWhole(draft.maxGuests);
    const maxCoaches = readWhole(draft.maxCoaches);
    const input = {
      stopType: draft.stop === 'BOTH' ? null : draft.stop,
      weekdays: [...draft.weekdays].sort((a, b) => a - b),
      seasonStart: monthDay(draft.season.startMonth, draft.season.startDay),
      seasonEnd: monthDay(draft.season.endMonth, draft.season.endDay),
      maxGuests: Number.isNaN(maxGuests) ? null : maxGuests,
      maxCoaches: Number.isNaN(maxCoaches) ? null : maxCoaches,
    };
    const found: Partial<Record<PacingRuleField, string>> = pacingRuleFieldProblems({ ...input, season: { start: input.seasonStart, end: input.seasonEnd } });
    // A half-chosen end (a month without its day) is no season end at all.
    const halfChosen = (month: string, day: string) => Boolean(month) !== Boolean(day);
    if (halfChosen(draft.season.startMonth, draft.season.startDay)) found.seasonStart = 'SEASON_INVALID';
    if (halfChosen(draft.season.endMonth, draft.season.endDay)) found.seasonEnd = 'SEASON_INVALID';
    if (Number.isNaN(maxGuests)) found.maxGuests = NOT_A_NUMBER;
    if (Number.isNaN(maxCoaches)) found.maxCoaches = NOT_A_NUMBER;
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) return focusField(fieldId[first]);
    try {
      if (props.rule) await update({ input: { id: props.rule.id, ...input } });
      else await create({ input });
      toasts.show(arrivalText.ruleSaved);
      props.onDone();
    } catch (caught) {
      const server = readProblem(caught);
      const fields = Object.fromEntries(ORDER.filter((f) => server.fields[f]).map((f) => [f, server.fields[f]]));
      setErrors(fields);
      const firstServer = ORDER.find((f) => fields[f]);
      if (firstServer) focusField(fieldId[firstServer]);
      else setProblem({ descriptor: arrivalProblem(server.code) ?? staffProblemMessage(server) });
    }
  }

  const seasonError = fieldProblem('season', errors.seasonStart ?? errors.seasonEnd);
  return (
    <form className="arrivals-editor" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby={`${idBase}-title`}>
      <h4 id={`${idBase}-title`} className="arrivals-editor__title">
        <FormattedMessage id={props.rule ? 'arrivals.pacing.editTitle' : 'arrivals.pacing.addTitle'} />
      </h4>
      <div className="field">
        <label className="field__label" htmlFor={`${idBase}-stop`}>
          <FormattedMessage id="arrivals.pacing.stopType" />
        </label>
        <select id={`${idBase}-stop`} className="field__input" value={draft.stop} onChange={(event) => set({ stop: event.target.value as StopChoice }, [])}>
          {STOP_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {intl.formatMessage(stopChoiceText[choice])}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={`field arrivals-chips${errors.weekdays ? ' field--invalid' : ''}`}>
        <legend className="field__label">
          <FormattedMessage id="arrivals.pacing.weekdays" />
        </legend>
        <p className="field__hint">
          <FormattedMessage id="arrivals.pacing.weekdaysHint" />
        </p>
        <div className="arrivals-chips__list">
          {WEEKDAYS.map((weekday) => (
            <label key={weekday} className="arrivals-chip">
              <input
                id={`${idBase}-weekday-${weekday}`}
                type="checkbox"
                checked={draft.weekdays.includes(weekday)}
                onChange={(event) =>
                  set({ weekdays: event.target.checked ? [...draft.weekdays, weekday] : draft.weekdays.filter((d) => d !== weekday) }, ['weekdays'])
                }
              />
              <span>{dayName(weekday)}</span>
            </label>
          ))}
        </div>
        {errors.weekdays && (
          <p className="field__error">
            <FormattedMessage {...fieldProblem('weekdays', errors.weekdays)!.descriptor} />
          </p>
        )}
      </fieldset>
      <SeasonFields
        idBase={`${idBase}-season`}
        value={draft.season}
        error={seasonError}
        hint={intl.formatMessage({ id: 'arrivals.pacing.seasonHint' })}
        onChange={(season) => set({ season }, ['seasonStart', 'seasonEnd'])}
      />
      <div className="settings-grid">
        <TextField
          id={fieldId.maxGuests}
          label={<FormattedMessage id="arrivals.pacing.maxGuests" />}
          hint={<FormattedMessage id="arrivals.pacing.maxGuestsHint" />}
          optional
          value={draft.maxGuests}
          onChange={(maxGuests) => set({ maxGuests }, ['maxGuests', 'maxCoaches'])}
          error={fieldProblem('maxGuests', errors.maxGuests)}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          id={fieldId.maxCoaches}
          label={<FormattedMessage id="arrivals.pacing.maxCoaches" />}
          hint={<FormattedMessage id="arrivals.pacing.maxCoachesHint" />}
          optional
          value={draft.maxCoaches}
          onChange={(maxCoaches) => set({ maxCoaches }, ['maxGuests', 'maxCoaches'])}
          error={fieldProblem('maxCoaches', errors.maxCoaches)}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <FormMessage tone="danger" text={problem} />
      <div className="settings-block__actions">
        <button type="button" className="btn btn--ghost" onClick={props.onDone}>
          <FormattedMessage id="arrivals.cancel" />
        </button>
        <SubmitButton busy={busy} wide={false}>
          <FormattedMessage id={props.rule ? 'arrivals.pacing.save' : 'arrivals.pacing.add'} />
        </SubmitButton>
      </div>
    </form>
  );
}

export function PacingRules(props: { settings: PacingRules_settings$key }) {
  const intl = useIntl();
  const idBase = useId();
  const { pacingRules } = useFragment(
    graphql`
      fragment PacingRules_settings on ArrivalSettings {
        pacingRules {
          id
          stopType
          weekdays
          seasonStart
          seasonEnd
          maxGuests
          maxCoaches
        }
      }
    `,
    props.settings,
  );
  const dayName = useWeekdayNames('short');
  const seasonLabel = useSeasonLabel();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [remove, removing] = useArrivalMutation<PacingRulesDeleteMutation>(deleteMutation, 'deletePacingRule');
  const [problem, setProblem] = useState<Text | null>(null);

  async function onDelete(rule: Rule) {
    setProblem(null);
    try {
      await remove({ input: { id: rule.id } });
      toasts.show(arrivalText.ruleDeleted);
      if (editing === rule.id) setEditing(null);
    } catch (caught) {
      setProblem({ descriptor: staffProblemMessage(readProblem(caught)) });
    }
  }

  const editedRule = pacingRules.find((r) => r.id === editing) ?? null;
  return (
    <div className="settings-block" role="group" aria-labelledby={`${idBase}-title`}>
      <h3 id={`${idBase}-title`} className="settings-block__title">
        <FormattedMessage id="arrivals.pacing.rulesTitle" />
      </h3>
      <p className="settings-block__help">
        <FormattedMessage id="arrivals.pacing.rulesHelp" />
      </p>
      {pacingRules.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="arrivals.pacing.none" />
        </p>
      ) : (
        <ul className="arrivals-list" aria-label={intl.formatMessage({ id: 'arrivals.pacing.rulesTitle' })}>
          {pacingRules.map((rule) => (
            <li key={rule.id} className={`arrivals-list__item${editing === rule.id ? ' arrivals-list__item--current' : ''}`}>
              <div className="arrivals-list__main">
                <strong>{intl.formatMessage(stopChoiceText[rule.stopType === 'SHORT_STOP' || rule.stopType === 'LONG_STOP' ? rule.stopType : 'BOTH'])}</strong>
                <span className="arrivals-list__limits">
                  {rule.maxGuests !== null && <FormattedMessage id="arrivals.pacing.guestsPerSlot" values={{ count: rule.maxGuests }} />}
                  {rule.maxGuests !== null && rule.maxCoaches !== null && ' · '}
                  {rule.maxCoaches !== null && <FormattedMessage id="arrivals.pacing.coachesPerSlot" values={{ count: rule.maxCoaches }} />}
                </span>
                <span className="muted">
                  {rule.weekdays.length === 0 ? intl.formatMessage({ id: 'arrivals.pacing.everyDay' }) : rule.weekdays.map(dayName).join(', ')}
                  {' · '}
                  {seasonLabel(rule.seasonStart, rule.seasonEnd)}
                </span>
              </div>
              <div className="arrivals-list__actions">
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(rule.id)}>
                  <FormattedMessage id="arrivals.edit" />
                </button>
                <button type="button" className="btn btn--danger-ghost btn--small" disabled={removing} onClick={() => void onDelete(rule)}>
                  <FormattedMessage id="arrivals.delete" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormMessage tone="danger" text={problem} />
      {editing ? (
        <RuleForm key={editing} rule={editedRule} onDone={() => setEditing(null)} />
      ) : (
        <div className="settings-block__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setEditing('new')}>
            <FormattedMessage id="arrivals.pacing.addButton" />
          </button>
        </div>
      )}
    </div>
  );
}
