// The manager's reconfirmation settings, a block of the operating settings: how many hours before
// arrival clients are asked to reconfirm the headcount (0: never), and whether and at what local hour
// the team inbox gets the morning digest of the day's arrivals. The limits are the server's
// (graph/domain/reconfirmation.ts).
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { CheckboxField, FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { RECONFIRMATION_LIMITS, reconfirmationSettingsProblems } from '../../../graph/domain/reconfirmation.ts';
import type { ReconfirmationSettings_query$key } from './__generated__/ReconfirmationSettings_query.graphql';
import type { ReconfirmationSettingsMutation } from './__generated__/ReconfirmationSettingsMutation.graphql';

const mutation = graphql`
  mutation ReconfirmationSettingsMutation($input: UpdateReconfirmationSettingsInput!) {
    updateReconfirmationSettings(input: $input) {
      reconfirmationSettings {
        reconfirmHoursBefore
        staffDigestEnabled
        staffDigestHour
      }
    }
  }
`;

const text = defineMessages({
  saved: { id: 'reconfirm.settings.saved' },
  outOfRange: { id: 'reconfirm.settings.outOfRange' },
  failed: { id: 'reconfirm.settings.failed' },
});

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function ReconfirmationSettings(props: { query: ReconfirmationSettings_query$key }) {
  const data = useFragment(
    graphql`
      fragment ReconfirmationSettings_query on Query {
        reconfirmationSettings {
          reconfirmHoursBefore
          staffDigestEnabled
          staffDigestHour
        }
      }
    `,
    props.query,
  );
  const intl = useIntl();
  const id = useId();
  const [commit, busy] = useMutation<ReconfirmationSettingsMutation>(mutation);
  const [saved, setSaved] = useState(data.reconfirmationSettings);
  const [hours, setHours] = useState(String(saved.reconfirmHoursBefore));
  const [digest, setDigest] = useState(saved.staffDigestEnabled);
  const [digestHour, setDigestHour] = useState(saved.staffDigestHour);
  const [hoursError, setHoursError] = useState<Text | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const hoursNumber = /^\d{1,4}$/.test(hours.trim()) ? Number(hours.trim()) : Number.NaN;
  const changed = hoursNumber !== saved.reconfirmHoursBefore || digest !== saved.staffDigestEnabled || digestHour !== saved.staffDigestHour;
  const limits = RECONFIRMATION_LIMITS.reconfirmHoursBefore;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const input = { reconfirmHoursBefore: hoursNumber, staffDigestEnabled: digest, staffDigestHour: digestHour };
    if (reconfirmationSettingsProblems(input).reconfirmHoursBefore) {
      setHoursError({ descriptor: text.outOfRange, values: limits });
      focusField(`${id}-hours`);
      return;
    }
    try {
      const answer = await commitAsync(commit, { input });
      setSaved(answer.updateReconfirmationSettings.reconfirmationSettings);
      toasts.show(text.saved);
    } catch (caught) {
      const found = readProblem(caught);
      if (found.fields.reconfirmHoursBefore) {
        setHoursError({ descriptor: text.outOfRange, values: limits });
        focusField(`${id}-hours`);
      } else setProblem({ descriptor: text.failed });
    }
  }

  return (
    <form className="settings-block" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby={`${id}-title`} data-testid="reconfirmation-settings">
      <h3 id={`${id}-title`} className="settings-block__title">
        <FormattedMessage id="reconfirm.settings.title" />
      </h3>
      <p className="settings-block__note">
        <FormattedMessage id="reconfirm.settings.text" />
      </p>
      <div className="settings-grid">
        <TextField
          id={`${id}-hours`}
          label={<FormattedMessage id="reconfirm.settings.hours" />}
          hint={<FormattedMessage id="reconfirm.settings.hoursHint" values={{ max: limits.max }} />}
          value={hours}
          onChange={(value) => {
            setHours(value);
            setHoursError(null);
          }}
          error={hoursError}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
        />
      </div>
      <CheckboxField id={`${id}-digest`} checked={digest} onChange={setDigest} label={<FormattedMessage id="reconfirm.settings.digest" />} />
      <p className="settings-block__note">{intl.formatMessage({ id: 'reconfirm.settings.digestHint' })}</p>
      <div className="settings-grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-hour`}>
            <FormattedMessage id="reconfirm.settings.hour" />
          </label>
          <select id={`${id}-hour`} className="field__input" value={digestHour} disabled={!digest} onChange={(event) => setDigestHour(Number(event.target.value))}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {`${String(hour).padStart(2, '0')}:00`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormMessage tone="danger" text={problem} />
      <div className="settings-block__actions">
        <span />
        <SubmitButton busy={busy} wide={false} disabled={!changed}>
          <FormattedMessage id="reconfirm.settings.save" />
        </SubmitButton>
      </div>
    </form>
  );
}
