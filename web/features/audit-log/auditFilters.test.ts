import { describe, expect, it } from 'vitest';
import { activePreset, EMPTY_AUDIT_FILTER, isAuditFiltered, parseAuditFilter, presetRange, toGraphQL, writeAuditFilter } from './auditFilters.ts';

const params = (text: string) => new URLSearchParams(text);
const gid = (type: string, id: string) => btoa(`${type}:${id}`);
const CLIENT = gid('Client', '0190f0f0-0000-7000-8000-000000000001');
const MEMBER = gid('StaffMember', '0190f0f0-0000-7000-8000-000000000002');

describe('the audit log filters in the URL', () => {
  it('round-trips a filter', () => {
    const filter = { ...EMPTY_AUDIT_FILTER, who: 'CLIENT' as const, clientId: CLIENT, clientName: 'Alpetour d.o.o.', category: 'RESERVATIONS' as const, from: '2026-07-01', to: '2026-07-07' };
    expect(parseAuditFilter(writeAuditFilter(params(''), filter))).toEqual(filter);
    expect(toGraphQL(filter)).toEqual({ actorKind: 'CLIENT', actorId: CLIENT, category: 'RESERVATIONS', from: '2026-07-01', to: '2026-07-07' });
  });

  it('ignores what it does not understand and swaps reversed days', () => {
    const filter = parseAuditFilter(params('who=HACKER&what=ALL&from=2026-07-09&to=2026-07-01&staff=x&about=%3Cscript%3E'));
    expect(filter).toEqual({ ...EMPTY_AUDIT_FILTER, from: '2026-07-01', to: '2026-07-09' });
    expect(parseAuditFilter(params('from=2026-02-30')).from).toBeNull();
    // A member's ID only counts with who=STAFF.
    expect(parseAuditFilter(params(`staff=${encodeURIComponent(MEMBER)}`)).staffId).toBeNull();
    expect(parseAuditFilter(params(`who=STAFF&staff=${encodeURIComponent(MEMBER)}`)).staffId).toBe(MEMBER);
    // Not an ID of something the log is about.
    expect(parseAuditFilter(params(`about=${encodeURIComponent(gid('MenuItem', '0190f0f0-0000-7000-8000-000000000003'))}`)).aboutId).toBeNull();
    expect(parseAuditFilter(params('who=CLIENT&client=bm90LWFuLWlk')).clientId).toBeNull();
  });

  it('keeps other parameters and drops cleared ones', () => {
    const next = writeAuditFilter(params('open=ABC&what=STAFF&who=SYSTEM'), EMPTY_AUDIT_FILTER);
    expect(next.toString()).toBe('open=ABC');
    expect(isAuditFiltered(parseAuditFilter(next))).toBe(false);
  });

  it('knows its quick ranges', () => {
    expect(presetRange('last7', '2026-07-10')).toEqual({ from: '2026-07-04', to: '2026-07-10' });
    expect(activePreset({ ...EMPTY_AUDIT_FILTER, from: '2026-07-09', to: '2026-07-09' }, '2026-07-10')).toBe('yesterday');
    expect(activePreset(EMPTY_AUDIT_FILTER, '2026-07-10')).toBeNull();
  });
});
