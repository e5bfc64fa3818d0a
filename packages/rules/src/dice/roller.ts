/**
 * Dice come from an injected roller (D7): the API brings a crypto one, tests a seeded or a scripted
 * one. The engine never calls Math.random.
 */
export interface Roller {
  /** A fair integer in 1..sides. */
  roll(sides: number): number;
}

/**
 * A small fast deterministic generator (sfc32) for tests, simulations and benchmarks.
 * Not for real play: the server rolls with a cryptographic RNG.
 */
export function seededRoller(seed: number): Roller {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 15; i++) next(); // warm up: spread nearby seeds apart
  return { roll: (sides) => 1 + Math.floor(next() * sides) };
}

export interface ScriptedRoller extends Roller {
  /** How many scripted dice are left. */
  remaining(): number;
}

/**
 * Returns the given dice in order and throws when it runs out or a value does not fit the die:
 * a test that scripts too few dice fails loudly instead of rolling something else.
 */
export function scriptedRoller(dice: readonly number[]): ScriptedRoller {
  let index = 0;
  return {
    roll(sides) {
      if (index >= dice.length) {
        throw new Error(`scriptedRoller ran out of dice after ${dice.length} roll(s) (asked for a d${sides})`);
      }
      const value = dice[index++] as number;
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new Error(`scriptedRoller: ${value} is not a face of a d${sides}`);
      }
      return value;
    },
    remaining: () => dice.length - index,
  };
}

/** Wraps a roller and keeps every die it gives, so a result can store exactly what was rolled. */
export function recordingRoller(inner: Roller): Roller & { taken: number[] } {
  const taken: number[] = [];
  return {
    taken,
    roll(sides) {
      const value = inner.roll(sides);
      taken.push(value);
      return value;
    },
  };
}
