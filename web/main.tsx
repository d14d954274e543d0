// Entry point: language and catalog first (so the first paint is already translated), then the
// router, whose loaders start the guards and Relay queries of the first page.
import './styles/base.css';
import './styles/shell.css';
import './styles/pages.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { revalidateRememberedSession, setNavigator } from './auth/runtime.ts';
import { I18nProvider, initialLanguage, loadMessages } from './i18n/I18nProvider.tsx';
import { environment } from './relay/environment.ts';
import { routes } from './routes.tsx';

async function start() {
  const language = initialLanguage();
  document.documentElement.lang = language;
  const messages = await loadMessages(language);

  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to, { replace: true }));
  revalidateRememberedSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <I18nProvider language={language} messages={messages}>
          <RouterProvider router={router} />
        </I18nProvider>
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  // Nothing rendered: take the preloader away and say so, rather than spin forever.
  console.error(error);
  document.getElementById('preloader')?.remove();
  document.body.removeAttribute('aria-busy');
  const message = document.createElement('p');
  message.className = 'boot-error';
  message.setAttribute('role', 'alert');
  message.textContent =
    document.documentElement.lang === 'sl'
      ? 'Aplikacije ni bilo mogoče zagnati. Znova naložite stran.'
      : 'The app could not start. Please reload the page.';
  document.getElementById('root')?.append(message);
});
