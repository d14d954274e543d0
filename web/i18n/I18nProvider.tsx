// The react-intl provider and the language switch. The first language comes from the
// `preferred_language` cookie, else the browser (language.ts); switching writes the cookie for 365
// days and updates <html lang>. Catalogs are loaded on demand, so only the language in use is
// downloaded.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { detectLanguage, languageCookie, type Language } from './language.ts';

import type { Messages } from './catalog.ts';

export type { Messages };

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalog-en.ts'),
  sl: () => import('./catalog-sl.ts'),
};

const loaded = new Map<Language, Messages>();

export async function loadMessages(language: Language): Promise<Messages> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const messages = (await loaders[language]()).default;
  loaded.set(language, messages);
  return messages;
}

export function initialLanguage(): Language {
  return detectLanguage({ cookie: document.cookie, browserLanguage: navigator.language });
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

export function I18nProvider(props: { language: Language; messages: Messages; children: ReactNode }) {
  const [state, setState] = useState({ language: props.language, messages: props.messages });

  const setLanguage = useCallback(async (language: Language) => {
    document.cookie = languageCookie(language);
    const messages = await loadMessages(language);
    document.documentElement.lang = language;
    setState({ language, messages });
  }, []);

  const value = useMemo(() => ({ language: state.language, setLanguage }), [state.language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={state.language} defaultLocale="en" messages={state.messages} onError={onIntlError}>
        {props.children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
