import { describe, expect, it } from 'vitest';
import { activePreset, EMPTY_AUDIT_FILTER, isAuditFiltered, parseAuditFilter, presetRange, toGraphQL, writeAuditFilter } from './auditFilters.ts';

const params = (text: string) => new URLSearchParams(text);

describe('the audit log filters in the URL', () => {
  it('round-trips a filter', () => {
    const filter = { ...EMPTY_AUDIT_FILTER, who: 'CLIENT' as const, clientId: 'Q2xpZW50OjE=', clientName: 'Alpetour d.o.o.', category: 'RESERVATIONS' as const, from: '2026-07-01', to: '2026-07-07' };
    expect(parseAuditFilter(writeAuditFilter(params(''), filter))).toEqual(filter);
    expect(toGraphQL(filter)).toEqual({ actorKind: 'CLIENT', actorId: 'Q2xpZW50OjE=', category: 'RESERVATIONS', from: '2026-07-01', to: '2026-07-07' });
  });

  it('ignores what it does not understand and swaps reversed days', () => {
    const filter = parseAuditFilter(params('who=HACKER&what=ALL&from=2026-07-09&to=2026-07-01&staff=x&about=%3Cscript%3E'));
    expect(filter).toEqual({ ...EMPTY_AUDIT_FILTER, from: '2026-07-01', to: '2026-07-09' });
    expect(parseAuditFilter(params('from=2026-02-30')).from).toBeNull();
    // A member's ID only counts with who=STAFF.
    expect(parseAuditFilter(params('staff=U3RhZmY6MQ==')).staffId).toBeNull();
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
