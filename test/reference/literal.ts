import type { Dice } from '../../src/core/dice.js';
import type { Setup } from '../../src/position/setup-types.js';

/**
 * The variant-independent half of the slow literal reference generator: G-8 (sub-move dice),
 * G-9 (maximal usage over complete sequences) and G-10 (forfeit), written straight from
 * docs/rules/common.md with no pruning, no canonical ordering and no shared code with src/movegen.
 *
 * A variant plugs in with a `LiteralVariant`: how one sub-move may be made from a state
 * (every checker, every rule of that variant), when the game is over, the turn-level
 * constraints, and how a state is written back as a Setup. See short-tavla.ts.
 */

/** One sub-move in the mover's own numbering (G-2): bar = 'bar' (25), borne off = 'off' (0). */
export interface RefStep {
  readonly from: number | 'bar';
  readonly to: number | 'off';
  readonly die: number;
  /** ST-5: the sub-move landed on a lone opposing checker and sent it to the bar. */
  readonly hit: boolean;
}

/** One child of a state: the sub-move made and the state it leads to. */
export interface RefChild<S> {
  readonly step: RefStep;
  readonly state: S;
}

export interface LiteralVariant<S> {
  /** G-8 (and the variant's overrides): the sub-move dice a roll gives, in no particular order. */
  subMoveDice(dice: Dice): readonly number[];
  /**
   * Every single sub-move the mover may make with `die` from `state`, one child per checker that
   * can legally move (checkers are told apart: two checkers on the same point are two
   * children). Per-step rules only; turn-level rules go in `sequenceAllowed`.
   */
  subMoves(state: S, die: number): readonly RefChild<S>[];
  /** G-15: the mover has borne off his last checker; the rest of the roll is void (G-9.6). */
  finished(state: S): boolean;
  /**
   * G-9.1: turn-level constraints of a complete sequence (head limit LN-11/12, six-block LN-13
   * at its timing), given its steps and the states from the start to its end. Asked once for
   * every sequence. Leave it out when the variant has none (short tavla).
   */
  sequenceAllowed?: (steps: readonly RefStep[], states: readonly S[]) => boolean;
  /**
   * A string naming the checker distribution of a state (not checker identities, not house-rule
   * marks): equal strings if and only if `toSetup` gives the same position. Only a speed-up for
   * G-9.5; the Setup is still built by `toSetup`.
   */
  positionKey(state: S): string;
  /** The position after the play as plain data: the opponent on turn, the mover's turn count + 1. */
  toSetup(state: S): Setup;
}

/**
 * One complete sub-move sequence of the roll (any length, prefixes included). To keep tens of
 * thousands of them affordable a sequence is stored as a link to the sequence it extends, with
 * what G-9 needs to judge it: its length, whether it ended the game, whether it meets the
 * turn-level constraints, and the position it reaches.
 */
export interface RefSequence {
  readonly parent: RefSequence | null;
  /** The last sub-move (null for the empty sequence). */
  readonly step: RefStep | null;
  readonly length: number;
  /** G-9.6 / G-15: the last checker came off. */
  readonly finished: boolean;
  /** G-9.1: the sequence meets the variant's turn-level constraints. */
  readonly allowed: boolean;
  /** `positionKey` of the state it reaches. */
  readonly position: string;
}

/** The sub-moves of a sequence, first to last. */
export function stepsOf(sequence: RefSequence): RefStep[] {
  const steps: RefStep[] = [];
  for (let s: RefSequence | null = sequence; s !== null && s.step !== null; s = s.parent) steps.push(s.step);
  return steps.reverse();
}

/** Every sequence of a roll, and one state for each position they reach (to write its Setup). */
export interface AllSequences<S> {
  readonly sequences: readonly RefSequence[];
  readonly states: ReadonlyMap<string, S>;
}

/** One legal play: a distinct final position and every legal sequence that reaches it. */
export interface RefPlay {
  readonly key: string;
  readonly setup: Setup;
  /** How many legal sequences (counting every choice of checker) reach this position. */
  readonly sequenceCount: number;
  /** The distinct step lists (checker identity dropped) of those sequences, built on demand. */
  sequences(): readonly (readonly RefStep[])[];
}

export interface RefResult {
  /** True when a player had already borne off all 15 checkers: nothing may be played (G-15). */
  readonly gameOver: boolean;
  /** G-9.2's m (a sequence that bore off the last checker counts as all the dice, G-9.6). */
  readonly maxLength: number;
  readonly plays: readonly RefPlay[];
  /** How many sequences (prefixes included) were enumerated before filtering. */
  readonly sequenceCount: number;
}

const stableCache = new WeakMap<object, string>();

/** JSON with object keys sorted, so equal data gives equal strings whatever the insertion order. */
export function stableStringify(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const cached = stableCache.get(value);
    if (cached !== undefined) return cached;
    const text = stableStringifyUncached(value);
    // Only frozen data can be cached safely: it cannot change under the cache.
    if (Object.isFrozen(value)) stableCache.set(value, text);
    return text;
  }
  return JSON.stringify(value);
}

function stableStringifyUncached(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A canonical key of a Setup: missing points, bar and off read as 0 and option keys sorted, so
 * two Setups of the same position always give the same key, e.g.
 * "short-tavla black turns 1,0 white 0,0,... black ... options {...}". Used to compare the
 * reference with the fast generator.
 */
export function setupKey(setup: Setup, points = 24): string {
  const side = (s: Setup['white']): string => {
    const row = [s.off ?? 0];
    for (let p = 1; p <= points; p++) row.push(s.points[p] ?? 0);
    row.push(s.bar ?? 0);
    return row.join(',');
  };
  const turns = setup.turnsPlayed ?? { white: 0, black: 0 };
  // PL-3: pinned checkers, and a game a rule decided on the board (PL-12, PL-14), where a variant has them.
  const pins = (s: Setup['white']): string => [...(s.pinned ?? [])].sort((a, b) => b - a).join(',');
  const extra = setup.white.pinned || setup.black.pinned || setup.decided ? ` pinned ${pins(setup.white)}/${pins(setup.black)} decided ${setup.decided ?? '-'}` : '';
  return (
    `${setup.variant} ${setup.turn} turns ${turns.white},${turns.black} ` +
    `white ${side(setup.white)} black ${side(setup.black)} options ${stableStringify(setup.options ?? {})}${extra}`
  );
}

/** A compact string of a step list, e.g. "bar/20/5/0 13/8/5/1". */
export function stepsKey(steps: readonly RefStep[]): string {
  return steps.map((s) => `${s.from}/${s.to}/${s.die}/${s.hit ? 1 : 0}`).join(' ');
}

/**
 * Every ordering of the sub-move dice, as sequences of values. Orderings that only swap two
 * equal values are the same sequence of dice, so a double has one ordering and a mixed roll two.
 */
export function diceOrderings(dice: readonly number[]): number[][] {
  if (dice.length === 0) return [[]];
  const out = new Map<string, number[]>();
  dice.forEach((die, i) => {
    const rest = dice.filter((_, j) => j !== i);
    for (const tail of diceOrderings(rest)) {
      const order = [die, ...tail];
      out.set(order.join(','), order);
    }
  });
  return [...out.values()];
}

/**
 * Step 1 of G-9, literally: every sub-move sequence for every ordering of the dice and every
 * choice of checker at every sub-move. The empty sequence and all prefixes are sequences too.
 * Nothing is pruned and nothing is de-duplicated here.
 */
export function allSequences<S>(variant: LiteralVariant<S>, start: S, dice: readonly number[]): AllSequences<S> {
  const allowed = variant.sequenceAllowed;
  const states = new Map<string, S>();
  const sequences: RefSequence[] = [];
  // The sequence being extended, as parallel stacks (for the turn-level check).
  const stepStack: RefStep[] = [];
  const stateStack: S[] = [start];
  const record = (parent: RefSequence | null, step: RefStep | null, state: S): RefSequence => {
    const position = variant.positionKey(state);
    if (!states.has(position)) states.set(position, state);
    const sequence: RefSequence = {
      parent,
      step,
      length: stepStack.length,
      finished: variant.finished(state),
      allowed: allowed === undefined || allowed(stepStack, stateStack),
      position,
    };
    sequences.push(sequence);
    return sequence;
  };
  const walk = (order: readonly number[], sequence: RefSequence, state: S): void => {
    const depth = sequence.length;
    if (depth === order.length || sequence.finished) return; // G-9.6: nothing after the last checker
    for (const child of variant.subMoves(state, order[depth]!)) {
      stepStack.push(child.step);
      stateStack.push(child.state);
      walk(order, record(sequence, child.step, child.state), child.state);
      stepStack.pop();
      stateStack.pop();
    }
  };
  const empty = record(null, null, start);
  for (const order of diceOrderings(dice)) walk(order, empty, start);
  return { sequences, states };
}

/**
 * The whole literal pipeline for one roll: enumerate (allSequences), keep the sequences that
 * satisfy the turn-level constraints (G-9.1), keep those of maximal length (G-9.2, with G-9.6),
 * apply the larger-die rule (G-9.3), and merge those that reach the same position (G-9.5).
 * With nothing playable the only sequence left is the empty one: the forfeit (G-9.4, G-10).
 */
export function literalPlays<S>(variant: LiteralVariant<S>, start: S, dice: Dice): RefResult {
  const subDice = variant.subMoveDice(dice);
  const { sequences: all, states } = allSequences(variant, start, subDice);

  // G-9.1: L is every sequence that satisfies the sub-move rules (by construction) and the
  // turn-level constraints.
  const inL = all.filter((s) => s.allowed);

  // G-9.6: bearing off the last checker counts as using every die of the roll.
  const usedDice = (s: RefSequence): number => (s.finished ? subDice.length : s.length);

  // G-9.2: only sequences of the maximal length m are legal.
  const m = inL.reduce((best, s) => Math.max(best, usedDice(s)), 0);
  let legal = inL.filter((s) => usedDice(s) === m);

  // G-9.3: m = 1 with a mixed roll: if some sequence uses the larger die, only those are legal.
  const isDouble = dice[0] === dice[1];
  if (m === 1 && !isDouble) {
    const larger = Math.max(dice[0], dice[1]);
    if (legal.some((s) => s.length === 1 && s.step!.die === larger)) {
      legal = legal.filter((s) => s.length === 1 && s.step!.die === larger);
    }
  }

  // G-10: if nothing at all survives (only possible when a turn-level rule rejects even the
  // empty sequence of a hand-made position), the roll is forfeited: the one empty play.
  if (legal.length === 0) legal = [all[0]!];

  // G-9.5: sequences that reach the same final position are one choice.
  const byPosition = new Map<string, RefSequence[]>();
  for (const s of legal) {
    const group = byPosition.get(s.position);
    if (group === undefined) byPosition.set(s.position, [s]);
    else group.push(s);
  }
  const plays: RefPlay[] = [...byPosition.entries()].map(([position, group]) => {
    const setup = variant.toSetup(states.get(position)!);
    let distinct: (readonly RefStep[])[] | undefined;
    return {
      key: setupKey(setup),
      setup,
      sequenceCount: group.length,
      sequences: () => {
        if (distinct === undefined) {
          const bySteps = new Map<string, readonly RefStep[]>();
          for (const s of group) {
            const steps = stepsOf(s);
            bySteps.set(stepsKey(steps), steps);
          }
          distinct = [...bySteps.values()];
        }
        return distinct;
      },
    };
  });
  return { gameOver: false, maxLength: m, plays, sequenceCount: all.length };
}
