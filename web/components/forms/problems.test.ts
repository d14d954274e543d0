import { describe, expect, it } from 'vitest';
import { readProblem } from './problems.ts';

describe('readProblem', () => {
  it('reads the code, the field problems and the wait of a GraphQL error', () => {
    const error = Object.assign(new Error('x'), {
      codes: ['VALIDATION'],
      errors: [{ message: 'Popravite označena polja.', extensions: { code: 'VALIDATION', fields: { email: 'INVALID_EMAIL', password: 'PASSWORD_TOO_COMMON', bogus: 3 } } }],
    });
    expect(readProblem(error)).toEqual({ code: 'VALIDATION', fields: { email: 'INVALID_EMAIL', password: 'PASSWORD_TOO_COMMON' }, retryAfterSeconds: null });
  });

  it('rounds the wait up and ignores nonsense', () => {
    const wait = (value: unknown) => readProblem({ errors: [{ extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: value } }] }).retryAfterSeconds;
    expect(wait(41.2)).toBe(42);
    expect(wait(0)).toBeNull();
    expect(wait('60')).toBeNull();
    expect(wait(Number.NaN)).toBeNull();
  });

  it('falls back to the codes, then to NETWORK for a fetch that failed, then UNKNOWN', () => {
    expect(readProblem({ codes: ['FORBIDDEN'] })).toMatchObject({ code: 'FORBIDDEN' });
    expect(readProblem(new TypeError('Failed to fetch'))).toMatchObject({ code: 'NETWORK' });
    expect(readProblem(new Error('boom'))).toMatchObject({ code: 'UNKNOWN' });
    expect(readProblem(null)).toMatchObject({ code: 'UNKNOWN' });
  });

  it('collects field problems from every error entry', () => {
    const problem = readProblem({
      errors: [{ extensions: { code: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } }, message: 'a' }, { extensions: { fields: { username: 'USERNAME_TAKEN' } } }],
    });
    expect(problem.fields).toEqual({ email: 'EMAIL_TAKEN', username: 'USERNAME_TAKEN' });
  });
});
