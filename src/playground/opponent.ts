import type { Action, DiceRoller, GameState, LegalAction } from '../index.js';

/** A small seeded generator (mulberry32) for the random opponent's choices. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The dice: one roller (`seededDice`) shared by everyone at the table. */
export interface Dice {
  roller: DiceRoller;
}

export function rollDice(dice: Dice): readonly [number, number] {
  const rolled = dice.roller.roll();
  dice.roller = rolled.next;
  return rolled.dice;
}

export function openingRoll(dice: Dice): Action {
  const white = dice.roller.die();
  const black = white.next.die();
  dice.roller = black.next;
  return { type: 'opening-roll', white: white.value, black: black.value };
}

/**
 * The random opponent: every legal play equally likely; it doubles now and then when the cube
 * allows it (1 in 25), takes 7 doubles in 10, accepts half the resignations offered, never
 * resigns and never beavers. Only actions `legalActions` listed are chosen.
 */
export function randomAction(state: GameState, legal: readonly LegalAction[], random: () => number, dice: Dice): Action {
  type Ready = Exclude<LegalAction, { type: 'roll' | 'opening-roll' }>;
  const ready = legal.filter((a): a is Ready => a.type !== 'roll' && a.type !== 'opening-roll');
  const find = (type: Ready['type']): Ready | undefined => ready.find((a) => a.type === type);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  if (state.phase === 'opening') return openingRoll(dice);
  if (state.phase === 'roll') {
    const double = find('double');
    if (double !== undefined && random() < 0.04) return double;
    const roll = legal.find((a) => a.type === 'roll');
    if (roll?.type === 'roll') return { type: 'roll', player: roll.player, dice: rollDice(dice) };
  }
  if (state.phase === 'double') {
    const take = find('take');
    const drop = find('drop');
    if (take !== undefined && (drop === undefined || random() < 0.7)) return take;
    if (drop !== undefined) return drop;
  }
  if (state.phase === 'resignation') {
    const answer = find(random() < 0.5 ? 'accept-resignation' : 'reject-resignation');
    if (answer !== undefined) return answer;
  }
  const plays = ready.filter((a) => a.type === 'play');
  if (plays.length > 0) return pick(plays);
  const calm = ready.filter((a) => a.type !== 'resign');
  return pick(calm.length > 0 ? calm : ready);
}
