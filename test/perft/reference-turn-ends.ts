import { advanceTurn, beginTurn, type Dice, type Position, type Turn } from '../../src/index.js';
import { KeySet } from '../../src/perft/key-set.js';
import { KEY_WORDS, type PositionCodec } from '../../src/perft/position-key.js';

/** One (position, roll): the first stage's plays and the whole turn's distinct ends. */
export interface TurnCount {
  readonly plays: number;
  readonly ends: number;
}

/**
 * The reference for src/perft/turn-ends.ts, through the public turn API only.
 * Walks every choice at every stage of the turn `position`'s player plays with `dice`
 * (`beginTurn` / `advanceTurn`) and hands each distinct end position to `onEnd` once.
 *
 * A crazy gulbar cascade is walked by its distinct mid-turn states, not its sequences: a stage's
 * play is followed only if the state it leads to is new. That state is fixed by the stage just
 * played (its player, dice, sub-moves, transferred or not, CG-6's "played anything"), the number
 * of sub-moves used and the position reached, so those make its key, and it is checked before
 * `advanceTurn` builds the next stage's plays. `onState`, if given, hears of each new mid-turn
 * state (a long turn's heartbeat).
 */
export function referenceTurnEnds(
  codec: PositionCodec,
  position: Position,
  dice: Dice,
  onEnd: (end: Position) => void,
  onState?: (states: number, ends: number) => void,
): TurnCount {
  const begun = beginTurn(position, dice);
  // perft only expands positions whose game goes on, with valid dice.
  if (!begun.ok) throw new Error(`perft: beginTurn refused (${begun.error.code}: ${begun.error.message})`);
  const roller = position.turn;
  const before = position.turnsPlayed[roller];
  const ends = new KeySet();
  const seen = new Map<string, KeySet>();
  const scratch = new Uint32Array(KEY_WORDS);
  let states = 0;
  const walk = (turn: Turn): void => {
    const stage = turn.stage!;
    const playedAny = turn.played.some((s) => !s.stage.transferred && s.play.steps.length > 0);
    const from = `${stage.player}|${stage.dice[0]}${stage.dice[1]}|${stage.subMoves.join('')}|${stage.transferred}|${playedAny}|`;
    for (const play of turn.plays) {
      const q = play.position;
      codec.pack(q, scratch, 0);
      // A turn's end position counts the roller's turn; a mid-turn position does not (turn.ts).
      if (q.turnsPlayed[roller] !== before) {
        if (ends.add(scratch, 0)) onEnd(q);
        continue;
      }
      const group = `${from}${play.steps.length}`;
      let set = seen.get(group);
      if (set === undefined) {
        set = new KeySet();
        seen.set(group, set);
      }
      if (!set.add(scratch, 0)) continue;
      onState?.(++states, ends.size);
      const next = advanceTurn(turn, play);
      // A play taken from turn.plays is legal by construction.
      if (!next.ok) throw new Error(`perft: advanceTurn refused its own play (${next.error.code}: ${next.error.message})`);
      walk(next.value);
    }
  };
  walk(begun.value);
  return { plays: begun.value.plays.length, ends: ends.size };
}
