import fc from 'fast-check';
import type { Dice } from '../../src/core/dice.js';
import type { OptionsInput } from '../../src/variants/registry.js';
import type { HitAndRun } from '../../src/variants/short-tavla.js';
import type { Player } from '../../src/core/player.js';
import { legalPlays } from '../../src/movegen/plays.js';
import type { Position } from '../../src/position/position.js';
import { positionFromSetup, startPosition } from '../../src/position/setup.js';
import type { Setup, SetupSide } from '../../src/position/setup-types.js';

/**
 * fast-check arbitraries for short tavla, shared by the property tests:
 * - `dice`: any of the 36 ordered rolls; `doublesHeavyDice`: half of them doubles;
 * - `shortTavlaOptions`: every combination of short tavla's options (src/variants/short-tavla.ts, src/variants/bear-off.ts);
 * - `playedPosition`: a position reached by random legal play from the start (0..120 plies);
 * - `handMadeSetup` / `handMadePosition` / `handMadeSetupOf(kinds)`: random distributions of the
 *   30 checkers (contact, race, bear-off, bar, home-blot and blocked kinds), some on the bar, some
 *   borne off;
 * - `lastCheckersPosition`: the last one to three checkers bearing off past opposing blots;
 * - `shortTavlaPosition`: a played or a hand-made position, half and half.
 * Everything is driven by fast-check's seed, so a failure replays and shrinks.
 */

export const die: fc.Arbitrary<number> = fc.integer({ min: 1, max: 6 });

export const dice: fc.Arbitrary<Dice> = fc.tuple(die, die).map(([a, b]) => [a, b] as const);

/** Rolls with doubles one time in two instead of one in six (doubles are where orderings matter, G-8). */
export const doublesHeavyDice: fc.Arbitrary<Dice> = fc.oneof(
  dice,
  die.map((d) => [d, d] as const),
);

export const HIT_AND_RUN: readonly HitAndRun[] = ['allowed', 'forbiddenInOwnHome', 'forbiddenToOwnPoint'];

/** Every short tavla option combination (G-13, G-14, SC-2, ST-9), each field uniformly. */
export const shortTavlaOptions: fc.Arbitrary<OptionsInput> = fc.record({
  bearOff: fc.record({ higherDieRule: fc.boolean(), allowMovesWithinHome: fc.boolean() }),
  shortTavla: fc.record({ koks: fc.boolean(), hitAndRun: fc.constantFrom(...HIT_AND_RUN) }),
});

/** Options as a caller gives them: sometimes none at all (the rule book's defaults), sometimes a preset. */
export const optionsInput: fc.Arbitrary<OptionsInput | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant<OptionsInput>({ preset: 'turkish' }) },
  { weight: 8, arbitrary: shortTavlaOptions },
);

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(`arbitrary built an invalid value: ${result.error.message}`);
  return result.value;
}

/** One ply of random play: a roll and which of its legal plays to take (an index, reduced mod count). */
const ply = fc.tuple(die, die, fc.nat());

export interface PlayedPosition {
  readonly position: Position;
  /** How many plies were actually played (fewer than asked when the next one would end the game). */
  readonly plies: number;
}

/**
 * A position reached from the start position by `0..maxPlies` random legal plies (random rolls,
 * a random choice among `legalPlays`), under random options. Stops before a play that would end
 * the game, so the position is always live.
 */
export function playedPositionWith(maxPlies = 120): fc.Arbitrary<PlayedPosition> {
  return fc
    .record({
      options: optionsInput,
      plies: fc.integer({ min: 0, max: maxPlies }),
      script: fc.array(ply, { minLength: maxPlies, maxLength: maxPlies }),
    })
    .map(({ options, plies, script }) => {
      let position = unwrap(startPosition('short-tavla', options));
      let played = 0;
      for (let i = 0; i < plies; i++) {
        const [a, b, choice] = script[i]!;
        const plays = legalPlays(position, [a, b]);
        const next = plays[choice % plays.length]!.position;
        if (next.winner() !== null) break;
        position = next;
        played++;
      }
      return { position, plies: played };
    });
}

export const playedPosition: fc.Arbitrary<Position> = playedPositionWith(120).map((p) => p.position);

/**
 * The kinds of hand-made setups. Every setup is valid: 15 checkers a side, no shared points,
 * nobody has won.
 * - contact: any points, any bar and off counts;
 * - race: every White checker below every Black checker (no contact), no bar;
 * - bearOff: both sides only in their home boards, many checkers off; the opponent may have a
 *   checker on the bar (ST-8: hit during bear-off);
 * - bearOffContact: the player on turn bears off his last 1..3 checkers while opposing blots sit
 *   in his home (hits during bear-off, G-9.6 with a hit on the way, ST-9 at home);
 * - almostHome: the player on turn has most checkers home and a few just outside (G-11 re-checked
 *   before each sub-move, G-14's option with checkers still coming in);
 * - bar: the player on turn has 1..4 checkers on the bar, the opponent holds many points;
 * - homeBlots: the opponent has lone checkers in the mover's home and yard (hit-and-run, ST-9);
 * - blocked: the player on turn has one to three checkers left against made points, so often only
 *   one die (G-9.3) or none (G-10) can be played.
 */
export type SetupKind = 'contact' | 'race' | 'bearOff' | 'bearOffContact' | 'almostHome' | 'bar' | 'homeBlots' | 'blocked';

interface SideDraw {
  /** How each checker picks its point among the eligible ones (reduced mod their number). */
  readonly picks: readonly number[];
  /** Round-robin over the eligible points (many blots) instead of random stacking. */
  readonly spread: boolean;
  readonly bar: number;
  readonly off: number;
}

const sideDraw: fc.Arbitrary<SideDraw> = fc.record({
  picks: fc.array(fc.nat(1000), { minLength: 15, maxLength: 15 }),
  spread: fc.boolean(),
  bar: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 4 }) }),
  off: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 14 }) }),
});

/** G-3, short tavla: the absolute point of a player's own point. */
function absoluteOf(player: Player, own: number): number {
  return player === 'white' ? own : 25 - own;
}

/**
 * Places one side: `bar` on the bar, `off` borne off, the rest on `eligible` absolute points
 * (which the other side never uses). With no eligible point the rest goes to the bar.
 */
function placeSide(
  player: Player,
  draw: SideDraw,
  eligible: readonly number[],
  bar: number,
  off: number,
  layout: 'random' | 'spread' | 'pairs',
): SetupSide {
  const points: Record<number, number> = {};
  const onBoard = 15 - bar - off;
  if (eligible.length === 0) return { points, bar: bar + onBoard, off };
  for (let i = 0; i < onBoard; i++) {
    const pick = layout === 'spread' ? i : layout === 'pairs' ? i >> 1 : draw.picks[i]!;
    const own = absoluteOf(player, eligible[pick % eligible.length]!); // the formula is its own inverse
    points[own] = (points[own] ?? 0) + 1;
  }
  return { points, bar, off };
}

/** Every kind of hand-made setup. */
export const SETUP_KINDS: readonly SetupKind[] = [
  'contact',
  'race',
  'bearOff',
  'bearOffContact',
  'almostHome',
  'bar',
  'homeBlots',
  'blocked',
];

/** Random hand-made setups of the given kinds, under random options and turn counts. */
export function handMadeSetupOf(kinds: readonly SetupKind[]): fc.Arbitrary<Setup> {
  return fc
    .record({
      kind: fc.constantFrom<SetupKind>(...kinds),
      turn: fc.constantFrom<Player>('white', 'black'),
      // Per absolute point 1..24: 0 empty, 1 White may use it, 2 Black may use it.
      owners: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 24, maxLength: 24 }),
      split: fc.integer({ min: 2, max: 24 }),
      white: sideDraw,
      black: sideDraw,
      turnsPlayed: fc.record({ white: fc.nat(60), black: fc.nat(60) }),
      options: optionsInput,
    })
    .map(({ kind, turn, owners, split, white, black, turnsPlayed, options }) => {
      const draws = { white, black };
      const mover = turn;
      const other: Player = turn === 'white' ? 'black' : 'white';
      const eligible: Record<Player, number[]> = { white: [], black: [] };
      for (let a = 1; a <= 24; a++) {
        const o = owners[a - 1]!;
        if (o === 0) continue;
        const claimant: Player = o === 1 ? 'white' : 'black';
        switch (kind) {
          case 'race': // White (moving down) entirely below Black (moving up): no contact.
            eligible[a < split ? 'white' : 'black'].push(a);
            break;
          case 'bearOff': // White's home is a1..a6, Black's is a19..a24 (ST-3, G-3).
            if (a <= 6) eligible.white.push(a);
            else if (a >= 19) eligible.black.push(a);
            break;
          case 'bearOffContact': {
            // The mover bears off (own 1..6); the opponent has blots there and the rest in his home.
            const own = mover === 'white' ? a : 25 - a;
            if (own <= 6) eligible[o === 1 ? mover : other].push(a);
            else if (own >= 19 && o === 2) eligible[other].push(a);
            break;
          }
          case 'almostHome': {
          // The mover's checkers in his home and yard (own 1..12), the opponent's beyond them.
          const own = mover === 'white' ? a : 25 - a;
          if (own <= 6) eligible[mover].push(a);
          else if (own <= 9) eligible[o === 1 ? mover : other].push(a);
          else eligible[other].push(a);
          break;
        }
        case 'homeBlots': {
            // The mover's home and yard (own 1..12) go to the opponent's blots or the mover.
            const own = mover === 'white' ? a : 25 - a;
            eligible[own <= 12 ? (o === 1 ? other : mover) : claimant].push(a);
            break;
          }
          default:
            eligible[claimant].push(a);
        }
      }
      const sides = {} as Record<Player, SetupSide>;
      for (const player of ['white', 'black'] as const) {
        const draw = draws[player];
        let bar = draw.bar;
        let off = draw.off;
        if (kind === 'race') bar = 0;
        if (kind === 'bearOff') {
          bar = player === mover ? 0 : Math.min(bar, 1);
          off = Math.max(off, draw.picks[14]! % 15);
        }
        if (kind === 'bar' && player === mover) bar = Math.max(bar, 1);
        if (kind === 'bar' && player === other) bar = 0;
        off = Math.min(off, 15 - bar, 14); // nobody has won yet
        // A side with no point of its own: White's a1 or Black's a24 when free, else the bar.
        const fallback = player === 'white' ? 1 : 24;
        if (eligible[player].length === 0 && !eligible[player === 'white' ? 'black' : 'white'].includes(fallback)) {
          eligible[player].push(fallback);
        }
        if (kind === 'bearOffContact' && player === mover) {
          bar = 0;
          off = [14, 14, 13, 12][draw.picks[14]! % 4]!; // the last one to three checkers
        }
        if (kind === 'bearOffContact' && player === other) {
          // About one checker per point (blots), the rest borne off.
          off = Math.min(14 - bar, Math.max(off, 15 - bar - eligible[other].length));
        }
        if (kind === 'almostHome' && player === mover) {
        bar = 0;
        off = 3 + (draw.picks[14]! % 10); // 3..12 off: a bear-off about to start
      }
      if (kind === 'blocked' && player === mover) {
          // One to three checkers left in play, the rest borne off: few ways to move.
          bar = Math.min(bar, 1);
          off = 15 - bar - (1 + (draw.picks[14]! % 3));
        }
        if (kind === 'blocked' && player === other) {
          bar = 0;
          off = Math.min(off, 3);
        }
        let layout: 'random' | 'spread' | 'pairs' = draw.spread ? 'spread' : 'random';
        if ((kind === 'homeBlots' || kind === 'bearOffContact') && player === other) layout = 'spread';
        if (kind === 'blocked' && player === other) layout = 'pairs'; // made points everywhere
        sides[player] = placeSide(player, draw, eligible[player], bar, off, layout);
      }
      const setup: Setup = {
        variant: 'short-tavla',
        turn,
        white: sides.white,
        black: sides.black,
        turnsPlayed,
        ...(options === undefined ? {} : { options }),
      };
      return setup;
    });
}

/** Random hand-made setups of every kind. */
export const handMadeSetup: fc.Arbitrary<Setup> = handMadeSetupOf(SETUP_KINDS);

export const handMadePosition: fc.Arbitrary<Position> = handMadeSetup.map((setup) => unwrap(positionFromSetup(setup)));

/** The last one to three checkers of the player on turn in his home, opposing blots around them. */
export const lastCheckersPosition: fc.Arbitrary<Position> = handMadeSetupOf(['bearOffContact']).map((setup) =>
  unwrap(positionFromSetup(setup)),
);

/** Either a played or a hand-made position, half and half. */
export const shortTavlaPosition: fc.Arbitrary<Position> = fc.oneof(playedPosition, handMadePosition);
