import { describe, expect, it } from 'vitest';
import { endpointState, eventsFor, newEndpointProblems } from './webhooks.ts';

describe('webhooks on screen', () => {
  it('offers client events to the restaurant only', () => {
    expect(eventsFor('organisation')).not.toContain('CLIENT_APPROVED');
    expect(eventsFor('restaurant')).toContain('CLIENT_APPROVED');
  });

  it('wants an address and at least one event, and leaves https and public addresses to the server', () => {
    expect(newEndpointProblems({ url: ' ', description: '', events: [] }, 'organisation')).toEqual({ url: 'URL_REQUIRED', events: 'EVENTS_REQUIRED' });
    expect(newEndpointProblems({ url: 'not a url', description: '', events: ['RESERVATION_CREATED'] }, 'organisation')).toEqual({ url: 'URL_INVALID' });
    expect(newEndpointProblems({ url: 'https://example.com/hook', description: 'x'.repeat(201), events: ['RESERVATION_CREATED'] }, 'organisation')).toEqual({
      description: 'DESCRIPTION_TOO_LONG',
    });
    expect(newEndpointProblems({ url: 'http://127.0.0.1:8080/hook', description: '', events: ['CLIENT_APPROVED'] }, 'restaurant')).toEqual({});
    expect(newEndpointProblems({ url: 'https://example.com/hook', description: '', events: ['CLIENT_APPROVED'] }, 'organisation')).toEqual({ events: 'EVENT_NOT_ALLOWED' });
  });

  it('tells an endpoint disabled by its owner from one given up on', () => {
    expect(endpointState({ enabled: true, disabledForFailing: false })).toBe('enabled');
    expect(endpointState({ enabled: false, disabledForFailing: false })).toBe('disabled');
    expect(endpointState({ enabled: false, disabledForFailing: true })).toBe('failing');
  });
});
