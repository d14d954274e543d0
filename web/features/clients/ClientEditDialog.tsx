// Staff correct a client's details (the organisation asked by phone, a typo in the registration):
// the same fields and rules as the client's own profile form, plus the language of its e-mails.
// Only what changed is sent (omitted fields stay as they are on the server), so the client's
// e-mail lists just those changes and a field the client edited meanwhile is not overwritten.
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import {
  LIMITS,
  PROFILE_FIELDS,
  firstInvalid,
  hasErrors,
  optional,
  pickFields,
  validateProfile,
  type FieldErrors,
  type ProfileField,
  type ProfileValues,
} from '../../components/forms/validation.ts';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import { languageNames } from '../../i18n/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import type { ClientEditDialogMutation, UpdateClientInput } from './__generated__/ClientEditDialogMutation.graphql';
import './ClientDialogs.css';

// The answer carries every field the card shows of these, so the card updates by itself.
const updateMutation = graphql`
  mutation ClientEditDialogMutation($input: UpdateClientInput!) {
    updateClient(input: $input) {
      client {
        id
        name
        firstName
        lastName
        phone
        contactInfo
        language
      }
    }
  }
`;

const text = defineMessages({
  saved: { id: 'staff.cards.edited' },
});

/** What the dialog edits, as the card has it. */
export interface ClientDetails {
  id: string;
  name: string;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  phone: string | null | undefined;
  contactInfo: string | null | undefined;
  language: string;
}

export interface EditValues extends ProfileValues {
  language: Language;
}

export type ClientChange = Omit<UpdateClientInput, 'clientId'>;

function asLanguage(value: string): Language {
  return value === 'sl' ? 'sl' : 'en';
}

export function initialValues(client: ClientDetails): EditValues {
  return {
    name: client.name,
    firstName: client.firstName ?? '',
    lastName: client.lastName ?? '',
    phone: client.phone ?? '',
    contactInfo: client.contactInfo ?? '',
    language: asLanguage(client.language),
  };
}

/**
 * The fields whose value differs from the client's: the name trimmed, an optional text trimmed or
 * null when cleared (the API's "remove"). Empty when nothing changed.
 */
export function changes(client: ClientDetails, values: EditValues): ClientChange {
  const change: ClientChange = {};
  const name = values.name.trim();
  if (name !== client.name) change.name = name;
  for (const field of ['firstName', 'lastName', 'phone', 'contactInfo'] as const) {
    const next = optional(values[field]);
    if (next !== (client[field] || null)) change[field] = next;
  }
  if (values.language !== asLanguage(client.language)) change.language = values.language;
  return change;
}

export function ClientEditDialog(props: { client: ClientDetails; onClose(): void }) {
  const { client } = props;
  const intl = useIntl();
  const prefix = useId();
  const ids: Record<ProfileField, string> = {
    name: `${prefix}-name`,
    firstName: `${prefix}-first-name`,
    lastName: `${prefix}-last-name`,
    phone: `${prefix}-phone`,
    contactInfo: `${prefix}-contact-info`,
  };
  const [commit] = useMutation<ClientEditDialogMutation>(updateMutation);
  const [values, setValues] = useState<EditValues>(() => initialValues(client));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);

  const change = changes(client, values);
  const changed = Object.keys(change).length > 0;

  const set = (field: keyof EditValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field !== 'language' && current[field] ? { ...current, [field]: undefined } : current));
    setProblem(null);
  };
  const error = (field: ProfileField) => (errors[field] ? fieldMessage(field, errors[field]) : null);

  async function onSave() {
    if (busy || !changed) return;
    // The profile's own rules, on what is sent: an old value nobody touched does not stop a correction.
    const all = validateProfile(values);
    const found: FieldErrors<ProfileField> = {};
    for (const field of PROFILE_FIELDS) if (field in change && all[field]) found[field] = all[field];
    setErrors(found);
    setProblem(null);
    if (hasErrors(found)) {
      focusField(ids[firstInvalid(PROFILE_FIELDS, found)!]);
      return;
    }
    setBusy(true);
    try {
      await commitAsync(commit, { input: { clientId: client.id, ...change } });
      toasts.show(text.saved, { values: { name: change.name ?? client.name } });
      props.onClose();
    } catch (caught) {
      const found = readProblem(caught);
      const fields = pickFields(PROFILE_FIELDS, found.fields);
      setErrors(fields);
      const invalid = firstInvalid(PROFILE_FIELDS, fields);
      if (invalid) focusField(ids[invalid]);
      else setProblem(found.code === 'VALIDATION' ? problemMessage(found) : { descriptor: staffProblemMessage(found) });
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      tone="primary"
      title={<FormattedMessage id="staff.cards.editTitle" values={{ name: client.name }} />}
      description={<FormattedMessage id="staff.cards.editText" />}
      confirmLabel={<FormattedMessage id="staff.cards.editSave" />}
      confirmDisabled={!changed}
      busy={busy}
      onConfirm={() => void onSave()}
      onClose={props.onClose}
      problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
    >
      <div className="client-dialog__fields">
        <TextField
          id={ids.name}
          label={<FormattedMessage id="form.organisationName" />}
          autoComplete="off"
          maxLength={LIMITS.name}
          value={values.name}
          onChange={set('name')}
          error={error('name')}
        />
        <div className="form__row">
          <TextField
            id={ids.firstName}
            label={<FormattedMessage id="form.firstName" />}
            optional
            autoComplete="off"
            maxLength={LIMITS.firstName}
            value={values.firstName}
            onChange={set('firstName')}
            error={error('firstName')}
          />
          <TextField
            id={ids.lastName}
            label={<FormattedMessage id="form.lastName" />}
            optional
            autoComplete="off"
            maxLength={LIMITS.lastName}
            value={values.lastName}
            onChange={set('lastName')}
            error={error('lastName')}
          />
        </div>
        <TextField
          id={ids.phone}
          label={<FormattedMessage id="form.phone" />}
          optional
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={LIMITS.phone}
          value={values.phone}
          onChange={set('phone')}
          error={error('phone')}
        />
        <TextField
          id={ids.contactInfo}
          label={<FormattedMessage id="form.contactInfo" />}
          optional
          multiline
          rows={3}
          maxLength={LIMITS.contactInfo}
          value={values.contactInfo}
          onChange={set('contactInfo')}
          error={error('contactInfo')}
        />
        <fieldset className="choice-group client-dialog__languages">
          <legend className="field__label">
            <FormattedMessage id="staff.cards.editLanguage" />
          </legend>
          {LANGUAGES.map((code) => (
            <label key={code} className="choice" lang={code}>
              <input type="radio" name={`${prefix}-language`} value={code} checked={values.language === code} onChange={() => set('language')(code)} />
              <span>{intl.formatMessage(languageNames[code])}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </ConfirmDialog>
  );
}
