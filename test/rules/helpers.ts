import {
  applyPlay,
  formatPlay,
  legalPlays,
  positionFromSetup,
  startPosition,
  type Dice,
  type OptionsInput,
  type Play,
  type Player,
  type Position,
  type Result,
  type Setup,
  type Step,
} from '../../src/index.js';

/**
 * Small helpers for scenario tests that read like the rule book. Points are always in each
 * player's OWN numbering (G-2): 24 = farthest from home, 1 = the last point before bearing off.
 */

/** One side as the tests write it. `off` defaults to whatever the points and bar leave of 15. */
export interface Side {
  readonly points: Readonly<Record<number, number>>;
  readonly bar?: number;
  readonly off?: number;
}

export interface Extra {
  readonly turn?: Player;
  readonly options?: OptionsInput;
  readonly turnsPlayed?: { readonly white: number; readonly black: number };
}

function complete(side: Side): { points: Readonly<Record<number, number>>; bar: number; off: number } {
  const onBoard = Object.values(side.points).reduce((a, b) => a + b, 0) + (side.bar ?? 0);
  return { points: side.points, bar: side.bar ?? 0, off: side.off ?? 15 - onBoard };
}

/** The Setup of a short tavla position; `off` is filled in so that each side has 15 checkers. */
export function shortSetup(white: Side, black: Side, extra: Extra = {}): Setup {
  return {
    variant: 'short-tavla',
    turn: extra.turn ?? 'white',
    white: complete(white),
    black: complete(black),
    ...(extra.turnsPlayed === undefined ? {} : { turnsPlayed: extra.turnsPlayed }),
    ...(extra.options === undefined ? {} : { options: extra.options }),
  };
}

/** Unwraps a Result a test expects to be ok, failing the test with the error message otherwise. */
export function must<T>(result: Result<T, { readonly code: string; readonly message: string }>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A validated short tavla position (White to move unless `extra.turn` says otherwise). */
export function position(white: Side, black: Side, extra: Extra = {}): Position {
  return must(positionFromSetup(shortSetup(white, black, extra)));
}

/** The short tavla start position (ST-1), White to move. */
export function start(options?: OptionsInput): Position {
  return must(startPosition('short-tavla', options));
}

/** The legal plays in GNU Backgammon notation, sorted, so that sets compare with toEqual. */
export function playsOf(p: Position, dice: Dice): string[] {
  return legalPlays(p, dice).map(formatPlay).sort();
}

/** The one legal play whose notation is `text` (fails the test if there is not exactly one). */
export function playNamed(p: Position, dice: Dice, text: string): Play {
  const found = legalPlays(p, dice).filter((play) => formatPlay(play) === text);
  if (found.length !== 1) throw new Error(`expected exactly one play "${text}", found ${found.length}`);
  return found[0]!;
}

/** The error code of a Result (undefined when it is ok). */
export function codeOf(result: Result<unknown, { readonly code: string }>): string | undefined {
  return result.ok ? undefined : result.error.code;
}

/** The error code applyPlay gives for a written play (undefined when the play is legal). */
export function applyCode(p: Position, dice: Dice, play: Parameters<typeof applyPlay>[2]): string | undefined {
  return codeOf(applyPlay(p, dice, play));
}

/** A step written compactly: "24/18*" or "bar/22", with the die. */
export function stepText(step: Step): string {
  return `${String(step.from)}/${String(step.to)}${step.hit ? '*' : ''}:${step.die}`;
}

/** Distinct resulting positions of a list of plays, as their JSON Setup. */
export function positionsOf(plays: readonly Play[]): string[] {
  return plays.map((play) => JSON.stringify(play.position)).sort();
}
