import { describe, expect, it } from 'vitest';
import { applyDriverReport, driverLinkExpired, driverLinkValidUntil, impliedDelayMinutes } from './rules.ts';
import { acceptedLanguages, chooseDriverLanguage } from './languages.ts';

// 10:00 in Ljubljana (summer, UTC+2).
const arrival = new Date('2026-07-18T08:00:00Z');

describe('driver link validity', () => {
  it('lasts until the end of the local day after arrival', () => {
    expect(driverLinkValidUntil(arrival).toISOString()).toBe('2026-07-19T22:00:00.000Z');
    expect(driverLinkExpired(arrival, new Date('2026-07-19T21:59:59Z'))).toBe(false);
    expect(driverLinkExpired(arrival, new Date('2026-07-19T22:00:00Z'))).toBe(true);
  });
  it('follows the clock change (winter, UTC+1)', () => {
    expect(driverLinkValidUntil(new Date('2026-12-03T09:00:00Z')).toISOString()).toBe('2026-12-04T23:00:00.000Z');
  });
});

describe('driver reports', () => {
  const now = new Date('2026-07-18T07:30:00Z');
  it('on time clears the ETA', () => {
    expect(applyDriverReport({ kind: 'ON_TIME' }, arrival, now)).toEqual({ ok: true, outcome: { state: 'ON_TIME', etaAt: null } });
  });
  it('a delay moves the ETA and is bounded', () => {
    const r = applyDriverReport({ kind: 'DELAYED', delayMinutes: 25 }, arrival, now);
    expect(r).toEqual({ ok: true, outcome: { state: 'DELAYED', etaAt: new Date('2026-07-18T08:25:00Z') } });
    if (r.ok) expect(impliedDelayMinutes(arrival, r.outcome.etaAt)).toBe(25);
    for (const bad of [0, -5, 601, 2.5, Number.NaN]) expect(applyDriverReport({ kind: 'DELAYED', delayMinutes: bad }, arrival, now)).toEqual({ ok: false, problem: 'DELAY_OUT_OF_RANGE' });
    expect(applyDriverReport({ kind: 'DELAYED', delayMinutes: 600 }, arrival, now).ok).toBe(true);
  });
  it('a new ETA is a local time on the arrival day within bounds', () => {
    expect(applyDriverReport({ kind: 'ETA', time: '10:40' }, arrival, now)).toEqual({ ok: true, outcome: { state: 'DELAYED', etaAt: new Date('2026-07-18T08:40:00Z') } });
    expect(applyDriverReport({ kind: 'ETA', time: '09:45' }, arrival, now)).toEqual({ ok: true, outcome: { state: 'ON_TIME', etaAt: new Date('2026-07-18T07:45:00Z') } });
    expect(applyDriverReport({ kind: 'ETA', time: '06:59' }, arrival, now)).toEqual({ ok: false, problem: 'ETA_OUT_OF_RANGE' });
    expect(applyDriverReport({ kind: 'ETA', time: '20:00' }, arrival, now).ok).toBe(true);
    expect(applyDriverReport({ kind: 'ETA', time: '20:01' }, arrival, now)).toEqual({ ok: false, problem: 'ETA_OUT_OF_RANGE' });
    expect(applyDriverReport({ kind: 'ETA', time: '25:00' }, arrival, now)).toEqual({ ok: false, problem: 'INVALID_TIME' });
    expect(applyDriverReport({ kind: 'ETA', time: 'soon' }, arrival, now)).toEqual({ ok: false, problem: 'INVALID_TIME' });
  });
  it('arrived is taken from the arrival day on and records the moment', () => {
    expect(applyDriverReport({ kind: 'ARRIVED' }, arrival, new Date('2026-07-17T12:00:00Z'))).toEqual({ ok: false, problem: 'TOO_EARLY_TO_ARRIVE' });
    expect(applyDriverReport({ kind: 'ARRIVED' }, arrival, now)).toEqual({ ok: true, outcome: { state: 'ARRIVED', etaAt: now } });
  });
  it('no report means no delay', () => {
    expect(impliedDelayMinutes(arrival, null)).toBe(0);
  });
});

describe('driver page language', () => {
  it('reads Accept-Language by weight', () => {
    expect(acceptedLanguages('fr-CH, de;q=0.9, en;q=0.8, *;q=0.5')).toEqual(['fr-CH', 'de', 'en', '*']);
    expect(acceptedLanguages('en;q=0, cs')).toEqual(['cs']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
  it('takes the first language the page speaks, English otherwise', () => {
    expect(chooseDriverLanguage(['fr-CH', 'de-AT', 'en'])).toBe('de');
    expect(chooseDriverLanguage(['HU'])).toBe('hu');
    expect(chooseDriverLanguage(['sl_SI'])).toBe('sl');
    expect(chooseDriverLanguage(['fr', 'nl'])).toBe('en');
  });
});
