// On the manager's home page: when the database was last backed up. Quiet while backups are
// recent; a warning when the newest good one is over two days old (the server decides, with the
// rule in graph/domain/backup-schedule.ts) or the last attempt failed.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Alert } from '../../components/Notice.tsx';
import { useNow } from '../../components/useNow.ts';
import { WALL_CLOCK } from '../../lib/clock.ts';
import { Ago } from '../reservations/Bits.tsx';
import './BackupStatus.css';
import type { BackupStatus_query$key } from './__generated__/BackupStatus_query.graphql';

const fragment = graphql`
  fragment BackupStatus_query on Query {
    backupStatus {
      lastBackupAt
      overdue
      lastFailureAt
      lastFailure
      nightlyTime
    }
  }
`;

/**
 * The page shows it twice: `warning` near the top renders only when something is wrong, `line` at
 * the bottom only when all is well.
 */
export function BackupStatus(props: { query: BackupStatus_query$key; show: 'warning' | 'line' }) {
  const intl = useIntl();
  const now = useNow(60_000);
  const status = useFragment(fragment, props.query).backupStatus;
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'full', timeStyle: 'short', ...WALL_CLOCK });
  const last = status.lastBackupAt ? (
    <FormattedMessage id="backups.last" values={{ when: when(status.lastBackupAt), ago: <Ago at={status.lastBackupAt} now={now} /> }} />
  ) : null;
  const schedule = status.nightlyTime ? <FormattedMessage id="backups.nightly" values={{ time: status.nightlyTime }} /> : <FormattedMessage id="backups.nightlyOff" />;
  const failure = status.lastFailureAt ? (
    <p className="backup-status__failure">
      <FormattedMessage id="backups.failed" values={{ when: when(status.lastFailureAt) }} /> <code>{status.lastFailure}</code>
    </p>
  ) : null;

  if (status.overdue || failure) {
    if (props.show !== 'warning') return null;
    return (
      <Alert tone="warning" className="backup-status" id="backup-status">
        {status.overdue && (
          <p className="backup-status__headline">
            <FormattedMessage id={status.lastBackupAt ? 'backups.overdue' : 'backups.none'} />
          </p>
        )}
        {last && <p>{last}</p>}
        {failure}
        {status.overdue && (
          <p>
            <FormattedMessage id="backups.overdueHelp" />
          </p>
        )}
      </Alert>
    );
  }
  if (props.show !== 'line') return null;
  return (
    <p className="backup-status backup-status--fine" id="backup-status">
      <span className="backup-status__label">
        <FormattedMessage id="backups.title" />
      </span>{' '}
      {last} {schedule}
    </p>
  );
}
