// Rendering components in tests (jsdom): the real English catalog behind react-intl, so that tests
// find elements by the words a person reads; a router in memory; optionally a Relay environment. Import it from
// *.test.tsx files that declare `// @vitest-environment jsdom`.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import { afterEach, vi } from 'vitest';
import en from '../i18n/catalog-en.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has <dialog> but not its modal methods: enough of them for components/forms/Dialog.tsx.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

// relay-test-utils' mock environment spies on its methods with `jest.fn`: Vitest's does the same.
Object.assign(globalThis, { jest: { fn: vi.fn } });

// Components link to other pages: a router in memory lets them render outside the app's routes.
function withIntl(ui: ReactNode): ReactNode {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={en}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>
  );
}

/** Renders `ui` in English, inside `environment` when one is given. */
export function renderInEnglish(ui: ReactNode, options: { environment?: IEnvironment } = {}): RenderResult {
  const tree = options.environment ? <RelayEnvironmentProvider environment={options.environment}>{ui}</RelayEnvironmentProvider> : ui;
  return render(withIntl(tree));
}
