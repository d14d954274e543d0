// Backups as the manager sees them: when the last good one was taken and whether it is late.
// Backups are made by the server (graph/backup), never through the API.
import { builder } from '../builder.ts';
import { backupStatus, type BackupStatus } from '../backup/status.ts';

const BackupStatusRef = builder.objectRef<BackupStatus>('BackupStatus').implement({
  description: 'The state of the database backups (`npm run backup` and the nightly one).',
  fields: (t) => ({
    lastBackupAt: t.field({ type: 'DateTime', nullable: true, description: 'When the newest good backup was finished (null: none yet).', resolve: (s) => s.lastBackupAt }),
    lastBackupFile: t.exposeString('lastBackupFile', { nullable: true, description: 'Its file name in the server’s BACKUP_DIR.' }),
    overdue: t.exposeBoolean('overdue', {
      description:
        'There is no good backup from the last two days: someone should look at the server. Never on PostgreSQL with nightly backups off, where the database’s own backups count.',
    }),
    lastFailureAt: t.field({ type: 'DateTime', nullable: true, description: 'When the newest failed attempt since that backup ended (null: none failed).', resolve: (s) => s.lastFailureAt }),
    lastFailure: t.exposeString('lastFailure', { nullable: true, description: 'Why it failed, in the server’s words (English).' }),
    nightlyTime: t.exposeString('nightlyTime', { nullable: true, description: 'The nightly backup’s time, HH:MM in the restaurant’s time zone (null: nightly backups are off).' }),
  }),
});

builder.queryField('backupStatus', (t) =>
  t.field({
    type: BackupStatusRef,
    description: 'When the database was last backed up, and whether that is too long ago. Manager only.',
    authScopes: { manager: true },
    resolve: (_root, _args, ctx) => backupStatus(ctx.prisma, ctx.services.config.backup, ctx.services.db.kind, ctx.services.now()),
  }),
);
