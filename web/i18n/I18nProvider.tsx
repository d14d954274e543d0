// The react-intl provider and the language switch. The first language comes from the
// `preferred_language` cookie, else the browser (language.ts); switching writes the cookie for 365
// days and updates <html lang>. Catalogs are loaded per language and area (areas.ts): the provider
// shows every message loaded so far for the language on screen, and re-renders when an area arrives.
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { activeLanguage, loadAreas, loadedMessages, setActiveLanguage, subscribeToCatalogs } from './areas.ts';
import { detectLanguage, languageCookie, type Language } from './language.ts';

export function initialLanguage(): Language {
  return detectLanguage({ cookie: document.cookie, browserLanguage: navigator.language });
}

/** Makes `language` the active one and starts loading its base catalogs (before the first render). */
export function startLanguage(language: Language): Promise<void> {
  setActiveLanguage(language);
  document.documentElement.lang = language;
  return loadAreas(language);
}

interface LanguageContextValue {
  language: Language;
  setLanguage(language: Language): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage() outside <I18nProvider>');
  return value;
}

function onIntlError(error: { code?: string; message: string }): void {
  // Missing ids are caught by web/i18n/catalogs.test.ts; in the browser they only warrant a dev warning.
  if (import.meta.env.DEV) console.warn(`[i18n] ${error.message}`);
}

export function I18nProvider(props: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(activeLanguage);
  const messages = useSyncExternalStore(subscribeToCatalogs, () => loadedMessages(language));

  const setLanguage = useCallback(async (next: Language) => {
    document.cookie = languageCookie(next);
    // Every area needed so far, in the new language, before the switch: no flash of missing text.
    await loadAreas(next);
    setActiveLanguage(next);
    // An area a route loader asked for meanwhile (in the old language) is loaded in this one too.
    await loadAreas(next);
    document.documentElement.lang = next;
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} defaultLocale="en" messages={messages} onError={onIntlError}>
        {props.children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
