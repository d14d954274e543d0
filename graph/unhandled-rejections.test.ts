// A detached promise that fails is logged and counted, and the process keeps serving. The handler is
// called directly: the test runner listens for unhandled rejections itself and fails the run on one.
import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';
import { onUnhandledRejection, unhandledRejections } from './unhandled-rejections.ts';

describe('an unhandled rejection', () => {
  it('is logged with its stack and counted', () => {
    const lines: string[] = [];
    const before = unhandledRejections();
    onUnhandledRejection(createLogger('info', (line) => lines.push(line)))(new Error('a row nobody waited for'));
    expect(unhandledRejections()).toBe(before + 1);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { level: string; msg: string; error: { message: string; stack: string } };
    expect(entry).toMatchObject({ level: 'error', msg: 'unhandled promise rejection', error: { message: 'a row nobody waited for' } });
    expect(entry.error.stack).toContain('unhandled-rejections.test.ts');
  });
});
