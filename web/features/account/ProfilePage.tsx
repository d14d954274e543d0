// The client's account (/user/profile, docs/product.md § Client area): edit the profile, keep a
// language preference (which also switches the app and the preferred_language cookie), and the danger
// zone where the account is deleted by typing its own e-mail address (docs/product.md § Account rules).
import { useState, type FormEvent, type ReactNode } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { statusMay, useMay } from '../../auth/abilities.ts';
import { checkAuth, guard, whileSessionChanges } from '../../auth/runtime.ts';
import { sessionStore } from '../../auth/sessionStore.ts';
import { Page } from '../../components/Page.tsx';
import { ApiTokensSection } from '../api-tokens/ApiTokensSection.tsx';
import { CalendarFeedCard } from '../calendar/CalendarFeedCard.tsx';
import { WebhooksSection } from '../webhooks/WebhooksSection.tsx';
import { StatusBadge } from '../../components/reservation/StatusBadge.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import {
  LIMITS,
  PROFILE_FIELDS,
  deletionConfirmed,
  firstInvalid,
  hasErrors,
  optional,
  pickFields,
  validateProfile,
  type FieldCode,
  type FieldErrors,
  type ProfileField,
  type ProfileValues,
} from '../../components/forms/validation.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { feedback } from '../../i18n/feedback.ts';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import { languageNames, titles } from '../../i18n/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { inBackground } from '../../lib/background.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { ProfilePageDeleteMutation } from './__generated__/ProfilePageDeleteMutation.graphql';
import type { ProfilePageExportQuery } from './__generated__/ProfilePageExportQuery.graphql';
import type { ProfilePageQuery } from './__generated__/ProfilePageQuery.graphql';
import type { ProfilePageUpdateMutation } from './__generated__/ProfilePageUpdateMutation.graphql';
import type { ProfilePage_account$key } from './__generated__/ProfilePage_account.graphql';
import type { ProfilePage_deletion$key } from './__generated__/ProfilePage_deletion.graphql';
import type { ProfilePage_details$key } from './__generated__/ProfilePage_details.graphql';
import type { ProfilePage_language$key } from './__generated__/ProfilePage_language.graphql';
import { WALL_CLOCK } from '../../lib/clock.ts';
import { BillingDetailsSection } from './BillingDetailsSection.tsx';

const query = graphql`
  query ProfilePageQuery($money: Boolean!, $owns: Boolean!) {
    viewer {
      client {
        ...ProfilePage_details
        ...BillingDetailsSection_client @include(if: $money) @alias(as: "billing")
        ...ProfilePage_account
        ...ProfilePage_language
        ...ProfilePage_deletion
        ...ApiTokensSection_client @include(if: $owns) @alias(as: "apiTokensPart")
        calendarFeed @include(if: $owns) {
          ...CalendarFeedCard_feed
        }
        ...WebhooksSection_client @include(if: $owns) @alias(as: "webhooksPart")
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ProfilePageUpdateMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
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

const deleteMutation = graphql`
  mutation ProfilePageDeleteMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      archivedUntil
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  const status = await guard(request);
  // What a role may not use is not asked for (the server refuses it): billing details for the
  // roles that handle money, the account's tools for owners.
  return { query: preloadQuery<ProfilePageQuery>('user.profile', query, { money: statusMay(status, 'money'), owns: statusMay(status, 'manage') }) };
}

// ————— edit profile —————

const detailIds: Record<ProfileField, string> = {
  name: 'profile-name',
  firstName: 'profile-first-name',
  lastName: 'profile-last-name',
  phone: 'profile-phone',
  contactInfo: 'profile-contact-info',
};

const detailsFragment = graphql`
  fragment ProfilePage_details on Client {
    name
    firstName
    lastName
    phone
    contactInfo
  }
`;

/** The organisation's details as a member who may not edit them reads them. */
function ProfileFacts(props: { client: ProfilePage_details$key }) {
  const client = useFragment(detailsFragment, props.client);
  const person = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const rows: Array<[ReactNode, string | null]> = [
    [<FormattedMessage key="name" id="form.organisationName" />, client.name],
    [<FormattedMessage key="person" id="page.profile.contactPerson" />, person || null],
    [<FormattedMessage key="phone" id="form.phone" />, client.phone ?? null],
    [<FormattedMessage key="info" id="form.contactInfo" />, client.contactInfo ?? null],
  ];
  return (
    <section className="card profile__section" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="card__title">
        <FormattedMessage id="page.profile.detailsTitle" />
      </h2>
      <dl className="facts">
        {rows
          .filter(([, value]) => value)
          .map(([label, value], index) => (
            <div className="facts__row" key={index}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="card__note">
        <FormattedMessage id="page.profile.ownersEdit" />
      </p>
    </section>
  );
}

function ProfileDetails(props: { client: ProfilePage_details$key }) {
  const client = useFragment(detailsFragment, props.client);
  const [commit] = useMutation<ProfilePageUpdateMutation>(updateMutation);
  const [values, setValues] = useState<ProfileValues>(() => ({
    name: client.name,
    firstName: client.firstName ?? '',
    lastName: client.lastName ?? '',
    phone: client.phone ?? '',
    contactInfo: client.contactInfo ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: Text } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setResult(null);
  };
  const error = (field: ProfileField) => (errors[field] ? fieldMessage(field, errors[field]) : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateProfile(values);
    setErrors(found);
    setResult(null);
    if (hasErrors(found)) {
      focusField(detailIds[firstInvalid(PROFILE_FIELDS, found)!]);
      return;
    }
    setBusy(true);
    try {
      const data = await commitAsync(commit, {
        input: {
          name: values.name.trim(),
          // Blank optional fields are cleared (the API takes null as "remove").
          firstName: optional(values.firstName),
          lastName: optional(values.lastName),
          phone: optional(values.phone),
          contactInfo: optional(values.contactInfo),
        },
      });
      const saved = data.updateProfile.client;
      setValues({
        name: saved.name,
        firstName: saved.firstName ?? '',
        lastName: saved.lastName ?? '',
        phone: saved.phone ?? '',
        contactInfo: saved.contactInfo ?? '',
      });
      setResult({ tone: 'success', text: { descriptor: feedback.profileUpdated } });
      // The header shows the organisation's name: refresh the session summary.
      void checkAuth('user');
    } catch (caught) {
      const problem = readProblem(caught);
      const fields = pickFields(PROFILE_FIELDS, problem.fields);
      setErrors(fields);
      const invalid = firstInvalid(PROFILE_FIELDS, fields);
      if (invalid) focusField(detailIds[invalid]);
      else setResult({ tone: 'danger', text: problemMessage(problem) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card profile__section" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="card__title">
        <FormattedMessage id="page.profile.detailsTitle" />
      </h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <TextField
          id={detailIds.name}
          label={<FormattedMessage id="form.organisationName" />}
          autoComplete="organization"
          maxLength={LIMITS.name}
          value={values.name}
          onChange={set('name')}
          error={error('name')}
        />
        <div className="form__row">
          <TextField
            id={detailIds.firstName}
            label={<FormattedMessage id="form.firstName" />}
            optional
            autoComplete="given-name"
            maxLength={LIMITS.firstName}
            value={values.firstName}
            onChange={set('firstName')}
            error={error('firstName')}
          />
          <TextField
            id={detailIds.lastName}
            label={<FormattedMessage id="form.lastName" />}
            optional
            autoComplete="family-name"
            maxLength={LIMITS.lastName}
            value={values.lastName}
            onChange={set('lastName')}
            error={error('lastName')}
          />
        </div>
        <TextField
          id={detailIds.phone}
          label={<FormattedMessage id="form.phone" />}
          optional
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          value={values.phone}
          onChange={set('phone')}
          error={error('phone')}
        />
        <TextField
          id={detailIds.contactInfo}
          label={<FormattedMessage id="form.contactInfo" />}
          optional
          multiline
          rows={4}
          maxLength={LIMITS.contactInfo}
          hint={<FormattedMessage id="form.contactInfoHint" />}
          value={values.contactInfo}
          onChange={set('contactInfo')}
          error={error('contactInfo')}
        />
        <FormMessage tone={result?.tone ?? 'success'} text={result?.text ?? null} />
        <div className="form__actions">
          <SubmitButton busy={busy} wide={false}>
            <FormattedMessage id="page.profile.save" />
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

// ————— account summary —————

const STATUS_TEXT = defineMessages({
  PENDING: { id: 'page.profile.status.pending' },
  APPROVED: { id: 'page.profile.status.approved' },
  BLOCKED: { id: 'page.profile.status.blocked' },
  ARCHIVED: { id: 'page.profile.status.archived' },
});

const text = defineMessages({
  languageSaved: { id: 'page.profile.languageSaved' },
});

function AccountSummary(props: { client: ProfilePage_account$key }) {
  const client = useFragment(
    graphql`
      fragment ProfilePage_account on Client {
        email
        username
        status
        registeredAt
      }
    `,
    props.client,
  );
  const status = client.status in STATUS_TEXT ? STATUS_TEXT[client.status as keyof typeof STATUS_TEXT] : null;
  return (
    <section className="card profile__section" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title" className="card__title">
        <FormattedMessage id="page.profile.accountTitle" />
      </h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>
            <FormattedMessage id="form.email" />
          </dt>
          <dd className="facts__email">{client.email}</dd>
        </div>
        <div className="facts__row">
          <dt>
            <FormattedMessage id="form.username" />
          </dt>
          <dd>{client.username}</dd>
        </div>
        <div className="facts__row">
          <dt>
            <FormattedMessage id="page.profile.registered" />
          </dt>
          <dd>
            <FormattedDate value={client.registeredAt} dateStyle="long" timeZone={WALL_CLOCK.timeZone} />
          </dd>
        </div>
        {status && (
          <div className="facts__row">
            <dt>
              <FormattedMessage id="page.profile.status" />
            </dt>
            <dd>
              <StatusBadge status={client.status} label={status} />
            </dd>
          </div>
        )}
      </dl>
      <p className="card__note">
        <FormattedMessage id="page.profile.accountNote" />
      </p>
    </section>
  );
}

// ————— language —————

function LanguagePreference(props: { client: ProfilePage_language$key }) {
  const client = useFragment(
    graphql`
      fragment ProfilePage_language on Client {
        language
      }
    `,
    props.client,
  );
  const intl = useIntl();
  const { setLanguage } = useLanguage();
  const [commit] = useMutation<ProfilePageUpdateMutation>(updateMutation);
  const [choice, setChoice] = useState<Language>(client.language === 'sl' ? 'sl' : 'en');
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: Text } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      await commitAsync(commit, { input: { language: choice } });
      // The preference is the app's language too: switch it and remember it in the cookie.
      await setLanguage(choice);
      setResult({ tone: 'success', text: { descriptor: text.languageSaved } });
      void checkAuth('user');
    } catch (caught) {
      setResult({ tone: 'danger', text: problemMessage(readProblem(caught)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card profile__section" aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className="card__title">
        <FormattedMessage id="page.profile.languageTitle" />
      </h2>
      <form className="form" onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <fieldset className="choice-group" aria-describedby="profile-language-hint">
          <legend className="visually-hidden">{intl.formatMessage({ id: 'page.profile.languageTitle' })}</legend>
          <p id="profile-language-hint" className="field__hint">
            <FormattedMessage id="page.profile.languageHint" />
          </p>
          {LANGUAGES.map((code) => (
            <label key={code} className="choice" lang={code}>
              <input
                type="radio"
                name="profile-language"
                value={code}
                checked={choice === code}
                onChange={() => {
                  setChoice(code);
                  setResult(null);
                }}
              />
              <span>{intl.formatMessage(languageNames[code])}</span>
            </label>
          ))}
        </fieldset>
        <FormMessage tone={result?.tone ?? 'success'} text={result?.text ?? null} />
        <div className="form__actions">
          <SubmitButton busy={busy} wide={false} disabled={choice === client.language}>
            <FormattedMessage id="page.profile.saveLanguage" />
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

// ————— your data (GDPR access and portability) —————

const exportQuery = graphql`
  query ProfilePageExportQuery {
    exportMyData
  }
`;

const dataText = defineMessages({
  done: { id: 'public.profileData.done' },
  failed: { id: 'public.profileData.failed' },
});

/** `stopover-data-<YYYY-MM-DD>.json`, with today's date where the person is. */
function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `stopover-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Saves `text` as a file through a temporary object URL. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function DataDownload() {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: Text } | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      const data = await fetchQuery<ProfilePageExportQuery>(environment, exportQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      if (!data) throw new Error('no data');
      let text = data.exportMyData;
      try {
        text = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Not JSON after all: save it as it came.
      }
      const file = exportFileName();
      saveFile(file, text);
      setResult({ tone: 'success', text: { descriptor: dataText.done, values: { file } } });
    } catch {
      setResult({ tone: 'danger', text: { descriptor: dataText.failed } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card profile__section" aria-labelledby="profile-data-title">
      <h2 id="profile-data-title" className="card__title">
        <FormattedMessage id="public.profileData.title" />
      </h2>
      <p className="card__note">
        <FormattedMessage id="public.profileData.text" />
      </p>
      <FormMessage tone={result?.tone ?? 'success'} text={result?.text ?? null} />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="btn__spinner" aria-hidden="true" />}
          <FormattedMessage id="public.profileData.download" />
        </button>
      </div>
      <p className="card__note">
        <FormattedMessage id="public.profileData.privacy" values={{ link: (chunks: ReactNode[]) => <Link to="/privacy-policy">{chunks}</Link> }} />
      </p>
    </section>
  );
}

// ————— danger zone —————

function DangerZone(props: { client: ProfilePage_deletion$key }) {
  const client = useFragment(
    graphql`
      fragment ProfilePage_deletion on Client {
        email
        approvedAt
      }
    `,
    props.client,
  );
  const navigate = useNavigate();
  const [commit] = useMutation<ProfilePageDeleteMutation>(deleteMutation);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<FieldCode | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = deletionConfirmed(typed, client.email);
  const id = 'profile-delete-confirm';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !confirmed) return;
    setBusy(true);
    setProblem(null);
    try {
      await whileSessionChanges(() => commitAsync(commit, { input: { confirmEmail: typed.trim() } }));
      toasts.show(feedback.profileDeleted);
      // The server has ended the session and cleared its cookies; forget it here too.
      sessionStore.clear('user');
      inBackground(navigate('/', { replace: true }), 'navigation');
    } catch (caught) {
      const found = readProblem(caught);
      if (found.fields.confirmEmail) {
        setError(found.fields.confirmEmail as FieldCode);
        focusField(id);
      } else {
        setProblem(problemMessage(found));
      }
      setBusy(false);
    }
  }

  return (
    <section className="card profile__section profile__danger" aria-labelledby="profile-danger-title">
      <h2 id="profile-danger-title" className="card__title">
        <FormattedMessage id="page.profile.dangerTitle" />
      </h2>
      <p className="profile__danger-text">
        {client.approvedAt ? (
          <FormattedMessage id="page.profile.deleteArchived" values={{ days: 90 }} />
        ) : (
          <FormattedMessage id="page.profile.deleteNow" />
        )}
      </p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <TextField
          id={id}
          label={<FormattedMessage id="page.profile.deleteConfirmLabel" values={{ email: <strong className="nowrap-email">{client.email}</strong> }} />}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setError(null);
          }}
          error={error ? fieldMessage('confirmEmail', error) : null}
        />
        {!confirmed && (
          // Why the button is not available yet, said where the person is looking.
          <p className="field__hint profile__delete-why" aria-live="polite" data-testid="delete-why">
            <FormattedMessage id={typed.trim() ? 'page.profile.deleteMismatch' : 'page.profile.deleteLocked'} />
          </p>
        )}
        <FormMessage tone="danger" text={problem} />
        <div className="form__actions">
          <SubmitButton busy={busy} disabled={!confirmed} variant="danger" wide={false}>
            <FormattedMessage id="page.profile.delete" />
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<ProfilePageQuery> }>();
  const data = usePageQuery<ProfilePageQuery>(query, ref);
  const client = data.viewer.client;
  const owns = useMay('manage');
  return (
    <Page title={titles.profile}>
      {client ? (
        <div className="profile">
          <div className="profile__main">
            {owns ? <ProfileDetails client={client} /> : <ProfileFacts client={client} />}
            {client.billing && <BillingDetailsSection client={client.billing} />}
          </div>
          <div className="profile__side">
            <AccountSummary client={client} />
            <LanguagePreference client={client} />
            {owns && <DataDownload />}
          </div>
          {owns && (
            <div className="profile__wide">
              <CalendarFeedCard owner="client" feed={client.calendarFeed ?? null} />
              {client.apiTokensPart && <ApiTokensSection client={client.apiTokensPart} />}
              {client.webhooksPart && <WebhooksSection client={client.webhooksPart} />}
              <DangerZone client={client} />
            </div>
          )}
        </div>
      ) : (
        <p className="page__lead">
          <FormattedMessage id="page.profile.unavailable" />
        </p>
      )}
    </Page>
  );
}
