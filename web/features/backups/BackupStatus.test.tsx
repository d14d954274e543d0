// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '../../testing/render.tsx';
import { BackupStatus } from './BackupStatus.tsx';
import type { BackupStatusTestQuery } from './__generated__/BackupStatusTestQuery.graphql';

/** The home page in small: the warning at the top, the line at the bottom. */
function Home() {
  const data = useLazyLoadQuery<BackupStatusTestQuery>(
    graphql`
      query BackupStatusTestQuery {
        ...BackupStatus_query
      }
    `,
    {},
  );
  return (
    <>
      <BackupStatus query={data} show="warning" />
      <main>the home page</main>
      <BackupStatus query={data} show="line" />
    </>
  );
}

async function showHome(status: Record<string, unknown>) {
  const environment = createMockEnvironment();
  const { container } = renderInEnglish(
    <Suspense fallback="loading">
      <Home />
    </Suspense>,
    { environment },
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        BackupStatus: () => ({ lastBackupAt: null, overdue: false, lastFailureAt: null, lastFailure: null, nightlyTime: '03:00', ...status }),
      }),
    );
  });
  return container;
}

describe('the backup status on the manager’s home', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says quietly, below the page, when the last backup was taken and when the next one is', async () => {
    const container = await showHome({ lastBackupAt: '2026-11-26T02:00:00.000Z' });
    expect(screen.queryByRole('status')).toBeNull();
    const line = container.querySelector('#backup-status')!;
    expect(line.textContent).toBe('Backups Last backup: Thursday, November 26, 2026 at 03:00 (7 hours ago). A new one is taken every night at 03:00.');
    // Below the page, not above it.
    expect(screen.getByRole('main').compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('warns at the top when the last backup is over two days old, and why the last attempt failed', async () => {
    await showHome({
      lastBackupAt: '2026-11-23T02:00:00.000Z',
      overdue: true,
      lastFailureAt: '2026-11-26T02:00:01.000Z',
      lastFailure: 'pg_dump is not installed or not on PATH.',
    });
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('The last backup of the database is more than two days old.');
    expect(warning).toHaveTextContent('Last backup: Monday, November 23, 2026 at 03:00 (3 days ago).');
    expect(warning).toHaveTextContent('The last attempt, Thursday, November 26, 2026 at 03:00, failed: pg_dump is not installed or not on PATH.');
    expect(warning).toHaveTextContent('Ask whoever looks after the server to check the backups');
    expect(screen.getByRole('main').compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(document.querySelectorAll('#backup-status')).toHaveLength(1);
  });

  it('warns when there has never been a backup', async () => {
    await showHome({ overdue: true, nightlyTime: null });
    expect(screen.getByRole('status')).toHaveTextContent('No backup of the database has been taken yet.');
  });
});
