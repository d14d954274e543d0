// Entry point: the language, then the router at once (its loaders start the guard, the page's chunk
// and its Relay query while the catalogs download), and the first render once the catalogs are in,
// so that the first paint is already translated.
import './styles/base.css';
import './styles/shell.css';
import './styles/pages.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { revalidateRememberedSession, setNavigator } from './auth/runtime.ts';
import { I18nProvider, initialLanguage, startLanguage } from './i18n/I18nProvider.tsx';
import { environment } from './relay/environment.ts';
import { routes } from './routes.tsx';

async function start() {
  const catalogs = startLanguage(initialLanguage());
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to, { replace: true }));
  revalidateRememberedSession();
  await catalogs;

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (the preloader covers the page meanwhile).
  const app = (
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </RelayEnvironmentProvider>
    </StrictMode>
  );
  startTransition(() => root.render(app));
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
