import { describe, expect, it } from 'vitest';
import { recordingRoller, scriptedRoller, seededRoller } from './roller';

describe('rollers (D7)', () => {
  it('a seeded roller replays the same dice for the same seed and stays on the die', () => {
    const a = seededRoller(42);
    const b = seededRoller(42);
    const rolls = Array.from({ length: 1000 }, () => a.roll(12));
    expect(rolls).toEqual(Array.from({ length: 1000 }, () => b.roll(12)));
    expect(Math.min(...rolls)).toBe(1);
    expect(Math.max(...rolls)).toBe(12);
  });

  it('a scripted roller throws when it runs out or a value is not on the die', () => {
    const roller = scriptedRoller([3]);
    expect(roller.roll(6)).toBe(3);
    expect(() => roller.roll(6)).toThrow(/ran out/);
    expect(() => scriptedRoller([7]).roll(6)).toThrow(/not a face/);
  });

  it('a recording roller keeps every die it gives', () => {
    const roller = recordingRoller(scriptedRoller([2, 5, 20]));
    roller.roll(6);
    roller.roll(6);
    roller.roll(20);
    expect(roller.taken).toEqual([2, 5, 20]);
  });
});
