// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../../testing/render.tsx';
import { AuditEntryRow } from './AuditEntryRow.tsx';
import type { AuditEntryRowTestQuery } from './__generated__/AuditEntryRowTestQuery.graphql';

const gid = (type: string, id: string) => btoa(`${type}:${id}`);
const MOJCA = { kind: 'STAFF', accountId: gid('StaffMember', '0190f0f0-0000-7000-8000-000000000001'), name: 'Mojca', deleted: false, member: null };
const EMPTY = { from: null, to: null, fields: [], reason: null, name: null, kind: null, orderNumbers: [] };

function entry(n: number, action: string, patch: { actor?: object; subject?: object | null; summary?: object; ip?: string | null }) {
  return {
    id: `e${n}`,
    createdAt: '2026-07-18T10:05:09.000Z',
    action,
    ip: '192.0.2.1',
    actor: MOJCA,
    subject: null,
    ...patch,
    ...(patch.actor ? { actor: { member: null, ...patch.actor } } : {}),
    summary: { ...EMPTY, ...patch.summary },
  };
}

const ENTRIES = [
  entry(1, 'reservation.status_changed', {
    subject: { kind: 'RESERVATION', nodeId: gid('Reservation', '0190f0f0-0000-7000-8000-000000000002'), label: '4F2K-9XQ', deleted: false },
    summary: { from: 'CREATED', to: 'SCHEDULED' },
  }),
  entry(2, 'account.approved', { subject: { kind: 'CLIENT', nodeId: gid('Client', '0190f0f0-0000-7000-8000-000000000003'), label: 'Alpetour d.o.o.', deleted: false } }),
  entry(3, 'auth.sign_in.succeeded', { actor: { kind: 'CLIENT', accountId: gid('Client', '0190f0f0-0000-7000-8000-000000000004'), name: null, deleted: true }, ip: null }),
  entry(4, 'content.price_changed', { summary: { kind: 'LONG_STOP', from: '1250', to: '1400' } }),
  entry(5, 'settings.changed', { summary: { fields: ['closedDay'], to: '2026-12-25' } }),
  entry(6, 'reservation.created', { subject: { kind: 'RESERVATION', nodeId: gid('Reservation', '0190f0f0-0000-7000-8000-000000000005'), label: 'ZZZ-111', deleted: true } }),
  entry(7, 'account.deleted', { subject: { kind: 'CLIENT', nodeId: gid('Client', '0190f0f0-0000-7000-8000-000000000006'), label: null, deleted: true }, summary: { orderNumbers: ['A', 'B'] } }),
  entry(8, 'auth.sign_in.failed', { actor: { kind: 'STAFF', accountId: null, name: null, deleted: false } }),
  entry(9, 'something.new', {}),
  // A client's member acted for the organisation; another has since been erased.
  entry(11, 'reservation.created', { actor: { kind: 'CLIENT', accountId: gid('Client', '0190f0f0-0000-7000-8000-000000000008'), name: 'Sava Coaches', deleted: false, member: { name: 'Luka Novak', former: false } } }),
  entry(12, 'waiting_list.joined', { actor: { kind: 'CLIENT', accountId: gid('Client', '0190f0f0-0000-7000-8000-000000000008'), name: 'Sava Coaches', deleted: false, member: { name: null, former: true } } }),
  entry(10, 'api_token.used', {
    actor: { kind: 'STAFF', accountId: null, name: null, deleted: false },
    subject: { kind: 'API_TOKEN', nodeId: gid('ApiToken', '0190f0f0-0000-7000-8000-000000000007'), label: 'Kitchen display', deleted: false },
  }),
];

function Rows() {
  const data = useLazyLoadQuery<AuditEntryRowTestQuery>(
    graphql`
      query AuditEntryRowTestQuery {
        auditLog(first: 20) {
          edges {
            node {
              id
              ...AuditEntryRow_entry
            }
          }
        }
      }
    `,
    {},
  );
  return (
    <ul>
      {data.auditLog.edges.map((edge) => (
        <AuditEntryRow key={edge.node.id} entry={edge.node} />
      ))}
    </ul>
  );
}

describe('an audit log entry', () => {
  it('reads as a sentence, in Slovenian time, with links and neutral markers for what is gone', async () => {
    const environment = createMockEnvironment();
    renderInEnglish(
      <Suspense fallback="loading">
        <Rows />
      </Suspense>,
      { environment },
    );
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          AuditLogConnection: () => ({ edges: ENTRIES.map((node) => ({ cursor: node.id, node })) }),
        }),
      );
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    // 10:05 UTC is 12:05 in Ljubljana in July.
    expect(items[0]).toBe('12:05:09MojcaStaffChanged reservation 4F2K-9XQ from New to ScheduledIP 192.0.2.1');
    expect(screen.getByRole('link', { name: '4F2K-9XQ' })).toHaveAttribute('href', '/adminis/orders/all?open=4F2K-9XQ');
    expect(items[1]).toContain('Approved the account of Alpetour d.o.o.');
    expect(screen.getByRole('link', { name: 'Alpetour d.o.o.' }).getAttribute('href')).toMatch(/^\/\?about=/);
    expect(items[2]).toBe('12:05:09Deleted accountClientSigned inno address');
    expect(items[3]).toContain('Changed the price of the long stop from €12.50 to €14.00');
    expect(items[4]).toContain('Closed the restaurant on December 25, 2026');
    // A reservation that is gone keeps the number its entries recorded, without a link.
    expect(items[5]).toContain('Booked reservation ZZZ-111');
    expect(screen.queryByRole('link', { name: 'ZZZ-111' })).toBeNull();
    expect(items[6]).toContain('Deleted the account of a deleted account and cancelled 2 reservations');
    expect(items[7]).toContain('Unknown account');
    expect(items[8]).toContain('Recorded “something.new”');
    expect(items[9]).toContain('Sava Coaches(Luka Novak)Client');
    expect(items[10]).toContain('Sava Coaches(former member)Client');
    expect(items[11]).toBe('12:05:09Restaurant tokenStaffUsed the API token Kitchen displayIP 192.0.2.1');
  });
});
