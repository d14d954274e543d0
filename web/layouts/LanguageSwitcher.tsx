import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/I18nProvider.tsx';
import { LANGUAGES } from '../i18n/language.ts';
import { languageNames } from '../i18n/messages.ts';
import { inBackground } from '../lib/background.ts';

/** EN | SL toggle. The choice is remembered in the preferred_language cookie for 365 days. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <div className="lang-switch" role="group" aria-label={intl.formatMessage({ id: 'language.label' })}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="lang-switch__option"
          aria-pressed={language === code}
          title={intl.formatMessage(languageNames[code])}
          onClick={() => inBackground(setLanguage(code), 'language switch')}
        >
          {/* The name starts with what is shown (WCAG 2.5.3, for voice control), then says it in full. */}
          {code.toUpperCase()}
          <span className="visually-hidden"> – {intl.formatMessage(languageNames[code])}</span>
        </button>
      ))}
    </div>
  );
}
