// Manager: the site's other content — contact details, social links, footer note, home intro,
// guide contact and FAQ sections, each in English and Slovenian side by side, saved together (all
// or none) — and the operating settings the booking rules come from (capacity, stop durations,
// the arrival grid, opening hours, closed days).
import '../staff/staff-page.css';
import { useMemo, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { OperatingSettings } from './OperatingSettings.tsx';
import { MealSettings } from '../meals/MealSettings.tsx';
import {
  changedFields,
  fieldName,
  firstProblem,
  TEXT_GROUPS,
  TEXT_LANGUAGES,
  TEXT_MAX_LENGTH,
  toInput,
  validateTexts,
  valuesFrom,
  type TextField as SiteTextField,
  type TextValues,
} from './siteTexts.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldText, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { titles } from '../../i18n/messages.ts';
import { rootQuery } from '../../components/rootQuery.ts';
import { toasts } from '../../lib/toast.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import '../../components/forms/forms.css';
import './panel.css';
import './lang-pair.css';
import './WebsiteOtherPage.css';
import type { WebsiteOtherPageQuery, WebsiteOtherPageQuery$data } from './__generated__/WebsiteOtherPageQuery.graphql';
import type { WebsiteOtherPageSaveMutation } from './__generated__/WebsiteOtherPageSaveMutation.graphql';

const query = graphql`
  query WebsiteOtherPageQuery {
    site {
      # eslint-disable-next-line relay/unused-fields -- read by valuesFrom (siteTexts.ts)
      texts {
        key
        language
        value
      }
    }
    ...OperatingSettings_query
    ...MealSettings_query
  }
`;

// The answer's `site` is not a node (there is one site), so the pages that show the texts read
// them again after a save (below) instead of patching the store by hand.
const saveMutation = graphql`
  mutation WebsiteOtherPageSaveMutation($input: SaveSiteTextsInput!) {
    saveSiteTexts(input: $input) {
      __typename
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<WebsiteOtherPageQuery>('admin.website.other', query, {}) };
}

const groupText: Record<string, { title: MessageDescriptor; hint: MessageDescriptor }> = {
  contact: defineMessages({ title: { id: 'staff.texts.group.contact' }, hint: { id: 'staff.texts.group.contactHint' } }),
  social: defineMessages({ title: { id: 'staff.texts.group.social' }, hint: { id: 'staff.texts.group.socialHint' } }),
  footer: defineMessages({ title: { id: 'staff.texts.group.footer' }, hint: { id: 'staff.texts.group.footerHint' } }),
  home: defineMessages({ title: { id: 'staff.texts.group.home' }, hint: { id: 'staff.texts.group.homeHint' } }),
  guide: defineMessages({ title: { id: 'staff.texts.group.guide' }, hint: { id: 'staff.texts.group.guideHint' } }),
  faq: defineMessages({ title: { id: 'staff.texts.group.faq' }, hint: { id: 'staff.texts.group.faqHint' } }),
};

const keyText: Record<string, MessageDescriptor> = defineMessages({
  'company.name': { id: 'staff.texts.key.companyName' },
  'contact.address': { id: 'staff.texts.key.address' },
  'contact.country': { id: 'staff.texts.key.country' },
  'contact.email': { id: 'staff.texts.key.email' },
  'contact.phone': { id: 'staff.texts.key.phone' },
  'contact.menuUrl': { id: 'staff.texts.key.menuUrl' },
  'social.facebook': { id: 'staff.texts.key.facebook' },
  'social.instagram': { id: 'staff.texts.key.instagram' },
  'footer.note': { id: 'staff.texts.key.footerNote' },
  'home.intro': { id: 'staff.texts.key.homeIntro' },
  'guide.contact': { id: 'staff.texts.key.guideContact' },
  'faq.reservations': { id: 'staff.texts.key.faqReservations' },
  'faq.management': { id: 'staff.texts.key.faqManagement' },
  'faq.profile': { id: 'staff.texts.key.faqProfile' },
});

const problemWords = defineMessages({
  INVALID_EMAIL: { id: 'staff.texts.invalidEmail' },
  INVALID_URL: { id: 'staff.texts.invalidUrl' },
  saved: { id: 'staff.texts.saved' },
  fixFields: { id: 'staff.texts.fixFields' },
  langEn: { id: 'staff.texts.lang.en' },
  langSl: { id: 'staff.texts.lang.sl' },
});

function problemText(code: string): Text {
  switch (code) {
    case 'REQUIRED':
      return { descriptor: fieldText.required };
    case 'TOO_LONG':
      return { descriptor: fieldText.tooLong, values: { max: TEXT_MAX_LENGTH } };
    case 'INVALID_EMAIL':
      return { descriptor: problemWords.INVALID_EMAIL };
    case 'INVALID_URL':
      return { descriptor: problemWords.INVALID_URL };
    default:
      return { descriptor: fieldText.invalid };
  }
}

function inputId(name: string): string {
  return `text-${name.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

function TextPair(props: { field: SiteTextField; values: TextValues; errors: Record<string, string>; onChange(name: string, value: string): void }) {
  const { field } = props;
  const intl = useIntl();
  const multiline = field.kind === 'paragraph' || field.kind === 'long';
  const label = intl.formatMessage(keyText[field.key] ?? { id: 'staff.texts.key.unknown' });
  return (
    <fieldset className="text-pair">
      <legend className="text-pair__legend">
        {label}
        {!field.required && (
          <span className="field__optional">
            {' '}
            <FormattedMessage id="form.optional" />
          </span>
        )}
      </legend>
      <div className="lang-pair">
        {TEXT_LANGUAGES.map((language) => {
          const name = fieldName(field.key, language);
          const code = props.errors[name];
          return (
            <TextField
              key={language}
              id={inputId(name)}
              label={
                <span className="lang-label">
                  <span className="lang-label__code" aria-hidden="true">
                    {language.toUpperCase()}
                  </span>
                  <span className="visually-hidden">{label}, </span>
                  {intl.formatMessage(language === 'en' ? problemWords.langEn : problemWords.langSl)}
                </span>
              }
              optional={!field.required}
              value={props.values[name] ?? ''}
              onChange={(value) => props.onChange(name, value)}
              error={code ? problemText(code) : null}
              type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
              inputMode={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : undefined}
              multiline={multiline}
              rows={field.kind === 'long' ? 7 : 3}
              maxLength={TEXT_MAX_LENGTH}
              spellCheck={field.kind === 'email' || field.kind === 'url' ? false : undefined}
              autoCapitalize={field.kind === 'email' || field.kind === 'url' ? 'none' : undefined}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

function TextsForm(props: { texts: WebsiteOtherPageQuery$data['site']['texts'] }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [commit, busy] = useMutation<WebsiteOtherPageSaveMutation>(saveMutation);
  const initial = useMemo(() => valuesFrom(props.texts), [props.texts]);
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: Text } | null>(null);
  const changed = changedFields(values, saved);

  function onChange(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    setMessage(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const found = validateTexts(values);
    setErrors(found);
    const first = firstProblem(found);
    if (first) {
      setMessage({ tone: 'danger', text: { descriptor: problemWords.fixFields, values: { count: Object.keys(found).length } } });
      focusField(inputId(first));
      return;
    }
    try {
      await commitAsync(commit, { input: { texts: toInput(values) } });
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
      setSaved(trimmed);
      setValues(trimmed);
      toasts.show(problemWords.saved);
      // The footer and other pages read these texts: refresh what the store holds.
      void fetchQuery(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise().catch(() => {});
      void fetchQuery(environment, rootQuery, {}, { fetchPolicy: 'network-only' }).toPromise().catch(() => {});
    } catch (caught) {
      const problem = readProblem(caught);
      const fields = problem.fields;
      if (Object.keys(fields).length) {
        setErrors(fields);
        setMessage({ tone: 'danger', text: { descriptor: problemWords.fixFields, values: { count: Object.keys(fields).length } } });
        const firstServer = firstProblem(fields);
        if (firstServer) focusField(inputId(firstServer));
      } else {
        setMessage({ tone: 'danger', text: { descriptor: staffProblemMessage(problem) } });
      }
    }
  }

  return (
    <form className="texts-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      {TEXT_GROUPS.map((group) => (
        <section key={group.id} className="panel" aria-labelledby={`texts-${group.id}`}>
          <div className="panel__head">
            <h2 id={`texts-${group.id}`} className="panel__title">
              <FormattedMessage {...groupText[group.id]!.title} />
            </h2>
            <p className="panel__hint">
              <FormattedMessage {...groupText[group.id]!.hint} />
            </p>
          </div>
          <div className="panel__body">
            {group.fields.map((field) => (
              <TextPair key={field.key} field={field} values={values} errors={errors} onChange={onChange} />
            ))}
          </div>
        </section>
      ))}
      <div className={`save-bar${changed.length > 0 || message ? ' save-bar--dirty' : ''}`} role="region" aria-label={intl.formatMessage({ id: 'staff.texts.saveBar' })}>
        <div className="save-bar__inner">
          <div className="save-bar__status">
            {message ? (
              <FormMessage tone={message.tone} text={message.text} />
            ) : (
              <p className="save-bar__text" aria-live="polite">
                {changed.length === 0 ? (
                  <FormattedMessage id="staff.texts.noChanges" />
                ) : (
                  <FormattedMessage id="staff.texts.changes" values={{ count: changed.length }} />
                )}
              </p>
            )}
          </div>
          <button type="button" className="btn btn--ghost" disabled={busy || changed.length === 0} onClick={() => {
            setValues(saved);
            setErrors({});
            setMessage(null);
          }}>
            <FormattedMessage id="staff.texts.discard" />
          </button>
          <SubmitButton busy={busy} wide={false} disabled={changed.length === 0}>
            <FormattedMessage id="staff.texts.save" />
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<WebsiteOtherPageQuery> }>();
  const data = usePageQuery<WebsiteOtherPageQuery>(query, ref);
  const intl = useIntl();
  return (
    <Page title={titles.websiteOther} lead={<FormattedMessage id="staff.texts.lead" />}>
      <nav className="page-index" aria-label={intl.formatMessage({ id: 'staff.texts.index' })}>
        <ul>
          {TEXT_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#texts-${group.id}`}>
                <FormattedMessage {...groupText[group.id]!.title} />
              </a>
            </li>
          ))}
          <li>
            <a href="#texts-rules">
              <FormattedMessage id="staff.rules.title" />
            </a>
          </li>
        </ul>
      </nav>
      <TextsForm texts={data.site.texts} />
      <OperatingSettings query={data} />
      <MealSettings query={data} />
    </Page>
  );
}
