import { apply, legalActions, type Action, type DiceRoller, type GameState, type LegalAction, type VariantId } from '../../src/index.js';
import { variantModule } from '../../src/variants/registry.js';

/** A source of random integers in [0, n): fast-check's `fc.gen()` in properties, a PRNG elsewhere. */
export type Random = (n: number) => number;

/** Whether the variant's default preset lets the cube be turned on (Plakoto and Fevga have none: PL-21, FE-12). */
export function cubeAllowed(variant: VariantId): boolean {
  const presets = variantModule(variant).presets;
  return presets[Object.keys(presets)[0]!]!.game?.cubeForbiddenBy === undefined;
}

function weighted(actions: readonly LegalAction[], pick: Random): LegalAction {
  // Weights keep random games realistic: mostly rolling and playing, now and then the cube,
  // rarely a resignation, so that most games are decided on the board. Each group weighs the
  // same however many actions it holds (all plays of a roll, all resignation levels).
  const group = (a: LegalAction): string => a.type;
  const WEIGHTS: Readonly<Record<string, number>> = { roll: 400, double: 6, resign: 1, take: 12, drop: 2, beaver: 2, raccoon: 2, play: 400 };
  const groups = new Map<string, LegalAction[]>();
  for (const a of actions) groups.set(group(a), [...(groups.get(group(a)) ?? []), a]);
  const entries = [...groups.entries()].map(([name, members]) => ({ weight: WEIGHTS[name] ?? 50, members }));
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  let r = pick(total);
  for (const e of entries) {
    if (r < e.weight) return e.members[pick(e.members.length)]!;
    r -= e.weight;
  }
  const last = entries[entries.length - 1]!.members;
  return last[pick(last.length)]!;
}

/** Turns a legal action (or kind) into an action, drawing dice for the two rolls. */
export function chooseAction(actions: readonly LegalAction[], pick: Random): Action {
  const chosen = weighted(actions, pick);
  if (chosen.type === 'opening-roll') return { type: 'opening-roll', white: 1 + pick(6), black: 1 + pick(6) };
  if (chosen.type === 'roll') return { type: 'roll', dice: [1 + pick(6), 1 + pick(6)], player: chosen.player };
  return chosen;
}

/** A simple deterministic PRNG for non-property tests (mulberry32). */
export function prng(seed: number): Random {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) >>> 0;
  };
}

/** Checkers per side in a state's position (points + bar + off): always 15 (G-1). */
export function checkerCounts(state: GameState): { white: number; black: number } {
  const count = (side: GameState['position']['white']): number =>
    Object.values(side.points).reduce((a, b) => a + b, 0) + (side.bar ?? 0) + (side.off ?? 0);
  return { white: count(state.position.white), black: count(state.position.black) };
}

/**
 * Plays on from `state` by its first legal plays, rolling `dice`, until `stop` says so or the
 * game leaves the roll and play phases. Returns the actions played and where they led.
 */
export function playFirstPlays(state: GameState, dice: DiceRoller, stop: (state: GameState) => boolean): { readonly actions: readonly Action[]; readonly state: GameState } {
  const actions: Action[] = [];
  while ((state.phase === 'roll' || state.phase === 'play') && !stop(state)) {
    let action: Action;
    if (state.phase === 'roll') {
      const rolled = dice.roll();
      dice = rolled.next;
      action = { type: 'roll', dice: rolled.dice };
    } else action = legalActions(state, 'play')[0]!;
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    actions.push(action);
    state = next.value;
  }
  return { actions, state };
}
