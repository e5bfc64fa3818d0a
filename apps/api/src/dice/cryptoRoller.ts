/** The server's dice: fair integers from the operating system's cryptographic RNG. */
import { randomInt } from 'node:crypto';
import type { Roller } from '@temps-mort/rules';

export function cryptoRoller(): Roller {
  return {
    roll(sides) {
      if (!Number.isInteger(sides) || sides < 1 || sides > 1_000_000) throw new RangeError(`cannot roll a d${sides}`);
      // randomInt(min, max) is uniform on [min, max) without modulo bias.
      return randomInt(1, sides + 1);
    },
  };
}
