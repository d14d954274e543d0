import { describe, expect, it } from 'vitest';
import { windowAround } from './window.ts';

describe('the window a join starts with', () => {
  it('spans an hour either side of the wanted time, inside the day', () => {
    expect(windowAround('12:30')).toEqual({ start: '11:30', end: '13:30' });
    expect(windowAround('00:15')).toEqual({ start: '00:00', end: '01:15' });
    expect(windowAround('23:30')).toEqual({ start: '22:30', end: '23:45' });
    expect(windowAround(null)).toEqual({ start: '11:00', end: '13:00' });
  });
});
