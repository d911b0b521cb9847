import type { Dice } from '../../src/core/dice.js';
import type { Player } from '../../src/core/player.js';
import type { Setup } from '../../src/position/setup-types.js';
import { other } from './board.js';
import { crazyGulbarStagePlays } from './crazy-gulbar.js';
import { setupKey } from './literal.js';

/**
 * A whole crazy gulbar turn, read from the rule book alone (docs/rules/crazy-gulbar.md) and
 * built on the literal stage generator: which stages a roll gives (CG-2, CG-3, CG-7), who plays
 * them, when the unplayed rest passes to the opponent and when it is lost (CG-5, CG-6), when the
 * cascade stops in the bear-off (CG-9) and that the game ends the moment a player bears off his
 * last checker (CG-10). It shares no code with src/turn or src/movegen: the library's turn layer
 * is compared against it (test/turn/cascade-reference.property.test.ts).
 */

/** Thrown when a turn has more mid-turn states than the caller allows. */
export class TurnTooBig extends Error {}

interface StageSpec {
  /** The value of the stage's dice: [a, b] for a roll's own stage, [v, v] for a cascade stage. */
  readonly dice: Dice;
  readonly subMoves: readonly number[];
}

/** CG-2 / CG-3: the stages a roll gives, and (CG-5, CG-7) whether their unplayed rest may pass on. */
function stagesOf(setup: Setup, dice: Dice): { readonly stages: readonly StageSpec[]; readonly transferable: boolean } {
  const cg = setup.options?.crazyGulbar;
  const [a, b] = dice;
  const movesPerStage = cg?.movesPerStage ?? 4;
  const cascadeFromTurn = cg?.cascadeFromTurn ?? 1;
  const remainderToOpponent = (cg?.remainder ?? 'opponent') === 'opponent';
  const transferNonDoubles = cg?.transferNonDoubles ?? false;
  if (a !== b) return { stages: [{ dice, subMoves: [a, b] }], transferable: transferNonDoubles };
  // CG-3: the roll is the roller's own turn number (turns played + 1).
  const ownTurn = (setup.turnsPlayed ?? { white: 0, black: 0 })[setup.turn] + 1;
  if (ownTurn < cascadeFromTurn) return { stages: [{ dice, subMoves: [a, a, a, a] }], transferable: transferNonDoubles };
  const stages: StageSpec[] = [];
  for (let v = a; v <= 6; v++) stages.push({ dice: [v, v], subMoves: new Array<number>(movesPerStage).fill(v) });
  return { stages, transferable: remainderToOpponent };
}

function offOf(setup: Setup, player: Player): number {
  return setup[player].off ?? 0;
}

/** The dice a stage play used: its longest step list's dice, the larger dice first (G-9.3 keeps the larger die). */
function usedDice(sequences: readonly (readonly { readonly die: number }[])[]): number[] {
  const lists = sequences.map((steps) => steps.map((s) => s.die).sort((x, y) => y - x));
  lists.sort((x, y) => y.length - x.length || y.join(',').localeCompare(x.join(',')));
  return lists[0] ?? [];
}

function minus(subMoves: readonly number[], used: readonly number[]): number[] {
  const rest = [...subMoves];
  for (const d of used) {
    const i = rest.indexOf(d);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/**
 * Every distinct end of the turn `setup.turn` plays with `dice`: the board, with the roller's
 * opponent on turn and the roller's own turn counted (CG-4: transferred play counts for nobody).
 * Keys are `setupKey`s; `maxStates` bounds the mid-turn states walked.
 */
export function crazyGulbarTurnEnds(setup: Setup, dice: Dice, maxStates = Infinity): Set<string> {
  const roller = setup.turn;
  const turnsPlayed = setup.turnsPlayed ?? { white: 0, black: 0 };
  const { stages, transferable } = stagesOf(setup, dice);
  const allStages = setup.options?.crazyGulbar?.firstTurnExceptionStages === 'allStages';
  const cascadeDuringBearOff = setup.options?.crazyGulbar?.cascadeDuringBearOff ?? true;
  const transferIfNothingPlayed = setup.options?.crazyGulbar?.transferIfNothingPlayed ?? true;
  const ends = new Set<string>();
  const seen = new Set<string>();
  let states = 0;

  const end = (board: Setup): void => {
    ends.add(setupKey({ ...board, turn: other(roller), turnsPlayed: { ...turnsPlayed, [roller]: turnsPlayed[roller] + 1 } }));
  };

  /** `player` plays stage `index` (its `subMoves`, or the rest of it when `transferred`) on `board`. */
  const play = (board: Setup, index: number, player: Player, subMoves: readonly number[], transferred: boolean, playedAny: boolean): void => {
    const key = `${setupKey({ ...board, turn: player, turnsPlayed })}|${index}|${player}|${subMoves.join('')}|${transferred}|${playedAny}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (++states > maxStates) throw new TurnTooBig();
    const spec = stages[index]!;
    // CG-4: LN-12's exception on the roller's initial stage (every own stage with 'allStages'),
    // never on a transferred stage.
    const headException = !transferred && (index === 0 || allStages);
    const here: Setup = { ...board, turn: player, turnsPlayed };
    const result = crazyGulbarStagePlays(here, { subMoves, dice: spec.dice, headException });
    for (const p of result.plays) {
      const after: Setup = { ...p.setup, turn: player, turnsPlayed };
      // CG-10 / G-15: the stage's player has borne off his last checker: the game is over.
      if (offOf(after, player) === 15) {
        end(after);
        continue;
      }
      const used = usedDice(p.sequences());
      const stillPlayedAny = playedAny || (!transferred && used.length > 0);
      if (used.length === subMoves.length) {
        // The stage is complete: the next stage, if any, for the same player.
        if (index + 1 >= stages.length) end(after);
        // CG-9: once the player of the next stage has begun bearing off, the cascade stops.
        else if (!cascadeDuringBearOff && offOf(after, player) > 0) end(after);
        else play(after, index + 1, player, stages[index + 1]!.subMoves, transferred, stillPlayedAny);
        continue;
      }
      // CG-5: not all of the stage could be played. Transferred play never passes back; a stage
      // that is not transferable (CG-5 'forfeit', CG-7) loses its rest; CG-6 may need a sub-move played.
      if (transferred || !transferable || (!stillPlayedAny && !transferIfNothingPlayed)) {
        end(after);
        continue;
      }
      play(after, index, other(player), minus(subMoves, used), true, stillPlayedAny);
    }
  };

  play(setup, 0, roller, stages[0]!.subMoves, false, false);
  return ends;
}
