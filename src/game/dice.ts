import type { Dice } from '../core/dice.js';

/**
 * Seeded dice for tests, demos and bots. The reducer never rolls: dice are part of the actions, so
 * a game replays exactly. This is a small pure generator (mulberry32) whose whole state is one
 * 32-bit integer, so it can be stored next to a game state.
 */
export interface DiceRoller {
  /** The generator's state: save it to resume the same sequence later with `diceFromState`. */
  readonly state: number;
  /** The next roll of two dice, and the roller that continues the sequence. This roller is unchanged. */
  roll(): {
    /** The roll. */
    readonly dice: Dice;
    /** The roller for the rolls after it. */
    readonly next: DiceRoller;
  };
  /** One die (for the opening roll-off), and the roller that continues the sequence. */
  die(): {
    /** The die, 1..6. */
    readonly value: number;
    /** The roller for what comes after it. */
    readonly next: DiceRoller;
  };
}

const GOLDEN = 0x6d2b79f5;
/** The largest multiple of 6 not above 2^32: draws at or beyond it are rejected so each face is equally likely. */
const LIMIT = 4294967292;

function output(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

function nextDie(state: number): { value: number; state: number } {
  let s = state;
  for (;;) {
    s = (s + GOLDEN) >>> 0;
    const x = output(s);
    if (x < LIMIT) return { value: 1 + (x % 6), state: s };
  }
}

/** A roller that continues from a saved `state`. */
export function diceFromState(state: number): DiceRoller {
  if (typeof state !== 'number' || !Number.isFinite(state)) throw new TypeError('diceFromState: state must be a number (a roller\'s saved state).');
  return rollerAt(state >>> 0);
}

function rollerAt(s: number): DiceRoller {
  return Object.freeze({
    state: s,
    roll() {
      const a = nextDie(s);
      const b = nextDie(a.state);
      return { dice: [a.value, b.value] as const, next: rollerAt(b.state) };
    },
    die() {
      const a = nextDie(s);
      return { value: a.value, next: rollerAt(a.state) };
    },
  });
}

/** String seeds are hashed (FNV-1a) to the 32-bit state. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A dice roller for a seed: the same seed always gives the same rolls. */
export function seededDice(seed: number | string): DiceRoller {
  return rollerAt(seedState(seed, 'seededDice'));
}

function seedState(seed: unknown, fn: string): number {
  if (typeof seed === 'string') return hashSeed(seed);
  if (typeof seed === 'number' && Number.isFinite(seed)) return Math.trunc(seed) >>> 0;
  throw new TypeError(`${fn}: seed must be a finite number or a string.`);
}

/** The same rolls as an endless iterator, for loops: `for (const dice of diceSequence(7)) ...`. */
export function diceSequence(seed: number | string): Generator<Dice, never, undefined> {
  // Checked here, at the call, not at the first `next()` of the generator.
  return rolls(rollerAt(seedState(seed, 'diceSequence')));
}

function* rolls(first: DiceRoller): Generator<Dice, never, undefined> {
  let roller = first;
  for (;;) {
    const { dice, next } = roller.roll();
    roller = next;
    yield dice;
  }
}
