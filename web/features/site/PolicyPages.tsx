// The policy pages (docs/product.md § Policies): privacy policy and cookie policy (effective 21
// February 2025) and terms of service (effective 23 October 2024), in Slovenian and English. The texts
// are long-form content modules (web/features/site/policies/<doc>.<lang>.tsx), each its own chunk,
// loaded for the page and language being read; this module adds the title, the effective date, a table
// of contents and links to the other documents.
import { Suspense, use, useDeferredValue, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { PageFallback } from '../../components/Spinner.tsx';
import { EFFECTIVE_DATES } from '../../content/company.ts';
import { longDate } from '../../content/dates.ts';
import type { PolicyDocument, PolicyKind } from './policies/types.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import type { Language } from '../../i18n/language.ts';
import { titles } from '../../i18n/messages.ts';
import './policies/policy.css';

/** Effective dates (docs/product.md § Policies): terms 23 October 2024; privacy and cookie policy 21 February 2025. */
export const EFFECTIVE = {
  terms: new Date(`${EFFECTIVE_DATES.terms}T12:00:00Z`),
  privacy: new Date(`${EFFECTIVE_DATES.privacy}T12:00:00Z`),
  cookies: new Date(`${EFFECTIVE_DATES.cookies}T12:00:00Z`),
} as const;

type Module = { default: PolicyDocument };

const loaders: Record<PolicyKind, Record<Language, () => Promise<Module>>> = {
  privacy: { en: () => import('./policies/privacy.en.tsx'), sl: () => import('./policies/privacy.sl.tsx') },
  cookies: { en: () => import('./policies/cookies.en.tsx'), sl: () => import('./policies/cookies.sl.tsx') },
  terms: { en: () => import('./policies/terms.en.tsx'), sl: () => import('./policies/terms.sl.tsx') },
};

const documents = new Map<string, Promise<PolicyDocument>>();

/** The document's text, loaded once per language (a failed load is tried again next time). */
function loadDocument(kind: PolicyKind, language: Language): Promise<PolicyDocument> {
  const key = `${kind}.${language}`;
  let promise = documents.get(key);
  if (!promise) {
    promise = loaders[kind][language]().then(
      (module) => module.default,
      (error: unknown) => {
        documents.delete(key);
        throw error;
      },
    );
    documents.set(key, promise);
  }
  return promise;
}

const TITLES: Record<PolicyKind, MessageDescriptor> = { privacy: titles.privacy, cookies: titles.cookies, terms: titles.terms };
const PATHS: Record<PolicyKind, string> = { privacy: '/privacy-policy', cookies: '/cookie-policy', terms: '/terms-of-service' };

function Contents(props: { document: PolicyDocument }) {
  return (
    <nav className="policy__toc" aria-labelledby="policy-contents">
      <h2 id="policy-contents" className="policy__toc-title">
        <FormattedMessage id="public.policy.contents" />
      </h2>
      <ol className="policy__toc-list">
        {props.document.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PolicyText(props: { kind: PolicyKind; language: Language }) {
  const document = use(loadDocument(props.kind, props.language));
  return (
    <div className="policy__layout" lang={props.language}>
      <aside className="policy__aside">
        <Contents document={document} />
      </aside>
      <div className="policy__body">
        <div className="policy__summary">{document.summary}</div>
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} className="policy__section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="policy__heading">
              <span className="policy__number" aria-hidden="true">
                {index + 1}.
              </span>{' '}
              {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </div>
    </div>
  );
}

function Related(props: { kind: PolicyKind }) {
  const others = (Object.keys(PATHS) as PolicyKind[]).filter((kind) => kind !== props.kind);
  return (
    <nav className="policy__related" aria-labelledby="policy-related">
      <h2 id="policy-related" className="policy__related-title">
        <FormattedMessage id="public.policy.related" />
      </h2>
      <ul>
        {others.map((kind) => (
          <li key={kind}>
            <Link to={PATHS[kind]}>
              <FormattedMessage {...TITLES[kind]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Policy(props: { kind: PolicyKind }) {
  const intl = useIntl();
  const { language } = useLanguage();
  // While the other language's text loads, the current one stays on screen.
  const shown = useDeferredValue(language);
  const effective = EFFECTIVE[props.kind];
  const failed: ReactNode = (
    <p className="policy__failed" role="alert">
      <FormattedMessage id="public.policy.loadFailed" />
    </p>
  );
  return (
    <article className="policy">
      <header className="policy__header">
        <p className="policy__eyebrow">{intl.formatMessage({ id: 'footer.legalHeading' })}</p>
        <h1 className="policy__title" tabIndex={-1} data-page-heading="">
          <FormattedMessage {...TITLES[props.kind]} />
        </h1>
        <p className="policy__effective">
          <FormattedMessage
            id="public.policy.effective"
            values={{
              date: (
                <time dateTime={EFFECTIVE_DATES[props.kind]}>{longDate(effective, language)}</time>
              ),
            }}
          />
        </p>
      </header>
      <ErrorBoundary key={`${props.kind}.${shown}`} fallback={failed}>
        <Suspense
          fallback={
            <div className="policy__loading">
              <PageFallback />
            </div>
          }
        >
          <PolicyText kind={props.kind} language={shown} />
        </Suspense>
      </ErrorBoundary>
      <Related kind={props.kind} />
    </article>
  );
}

export function PrivacyPolicyPage() {
  return <Policy kind="privacy" />;
}

export function CookiePolicyPage() {
  return <Policy kind="cookies" />;
}

export function TermsPage() {
  return <Policy kind="terms" />;
}
