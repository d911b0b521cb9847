import { describe, expect, it } from 'vitest';
import {
  advanceTurn,
  applyPlay,
  beginTurn,
  formatPlay,
  legalPlays,
  legalSteps,
  positionFromSetup,
  stageSteps,
  startPosition,
  type Dice,
  type Position,
  type Turn,
  type VariantId,
} from '../../src/index.js';
import { codeOf, must, position as shortPosition } from '../rules/helpers.js';

/**
 * The turn layer for every variant (docs/turns.md). In short tavla, long nard and six-one a turn
 * is one stage: the roller plays his roll (G-5), with exactly the plays `legalPlays` lists, and
 * `advanceTurn` gives the same position as `applyPlay`. Crazy gulbar's cascades and transfers
 * are tested stage by stage in test/variants/crazy-gulbar.test.ts.
 */

function start(variant: VariantId): Position {
  return must(startPosition(variant));
}

const ONE_STAGE: readonly VariantId[] = ['short-tavla', 'long-nard', 'six-one'];

describe('G-5: a turn of one stage (short tavla, long nard, six-one)', () => {
  for (const variant of ONE_STAGE) {
    it(`${variant}: every roll from the start is one stage with the plays of legalPlays`, () => {
      const p = start(variant);
      for (const dice of [
        [3, 1],
        [6, 5],
        [4, 4],
        [6, 6],
      ] as Dice[]) {
        const turn = must(beginTurn(p, dice));
        expect(turn.stage).toEqual({
          player: 'white',
          dice,
          // G-8 (SO-7: six-one's doubles give two by default).
          subMoves: dice[0] === dice[1] ? new Array<number>(variant === 'six-one' ? 2 : 4).fill(dice[0]) : [...dice],
          transferred: false,
        });
        expect(turn.upcoming).toEqual([]);
        expect(turn.plays.map(formatPlay)).toEqual(legalPlays(p, dice).map(formatPlay));
        for (const play of turn.plays) {
          const done = must(advanceTurn(turn, play));
          expect(done.done).toBe(true);
          expect(done.stage).toBeNull();
          expect(done.nextToRoll).toBe('black');
          expect(done.played).toHaveLength(1);
          expect(done.position.equals(play.position)).toBe(true);
          expect(done.position.equals(must(applyPlay(p, dice, play)))).toBe(true);
          expect(done.position.turnsPlayed).toEqual({ white: 1, black: 0 });
        }
      }
    });
  }

  it('long nard: the first-turn exception (LN-12) and the forfeit (G-10) through the turn layer', () => {
    const turn = must(beginTurn(start('long-nard'), [6, 6]));
    expect(turn.plays.map(formatPlay)).toEqual(['24/18(2)']);
    const done = must(advanceTurn(turn, '24/18(2)'));
    expect(done.nextToRoll).toBe('black');
    // Unplayable dice of long nard are lost: no transfer, whatever the roll.
    expect(done.played).toHaveLength(1);
  });

  it('long nard: the stage sub-moves of a double are four (G-8), of six-one two (SO-7)', () => {
    expect(must(beginTurn(start('long-nard'), [2, 2])).stage!.subMoves).toEqual([2, 2, 2, 2]);
    expect(must(beginTurn(start('six-one'), [2, 2])).stage!.subMoves).toEqual([2, 2]);
  });
});

describe('advanceTurn input forms and errors', () => {
  it('a Play from turn.plays, the same play as steps, and as notation reach the same position', () => {
    const p = start('short-tavla');
    const turn = must(beginTurn(p, [3, 1]));
    const listed = turn.plays.find((x) => formatPlay(x) === '8/5 6/5')!;
    const a = must(advanceTurn(turn, listed));
    const b = must(advanceTurn(turn, listed.steps.map((s) => ({ from: s.from, to: s.to }))));
    const c = must(advanceTurn(turn, '8/5 6/5'));
    const d = must(advanceTurn(turn, { steps: listed.steps }));
    for (const x of [b, c, d]) expect(x.position.equals(a.position)).toBe(true);
    // The listed Play is recorded as it is.
    expect(a.played[0]!.play).toBe(listed);
  });

  it('refuses illegal plays with the codes applyPlay gives, and leaves the turn as it was', () => {
    const turn = must(beginTurn(start('long-nard'), [6, 5]));
    expect(codeOf(advanceTurn(turn, '24/18'))).toBe('must-use-more-dice');
    expect(codeOf(advanceTurn(turn, '24/18 24/19'))).toBe('head-rule');
    expect(codeOf(advanceTurn(turn, '24/20'))).toBe('die-not-rolled');
    expect(codeOf(advanceTurn(turn, 'x'))).toBe('malformed-notation');
    expect(codeOf(advanceTurn(turn, [{ from: 'nowhere' }] as never))).toBe('malformed-play');
    expect(turn.done).toBe(false);
  });

  it('a finished turn takes no more plays; a finished game takes no turn', () => {
    const done = must(advanceTurn(must(beginTurn(start('long-nard'), [6, 5])), '24/13'));
    expect(codeOf(advanceTurn(done, '24/13'))).toBe('turn-over');
    expect(codeOf(stageSteps(done))).toBe('turn-over');
    const over = shortPosition({ points: {} }, { points: { 6: 15 } }, { turn: 'black' });
    expect(codeOf(beginTurn(over, [3, 1]))).toBe('game-over');
    expect(codeOf(beginTurn(start('long-nard'), [7, 1] as unknown as Dice))).toBe('invalid-dice');
  });

  it('a copy of a Turn that has played nothing yet is accepted (begun again); a copy mid-turn is refused', () => {
    const turn = must(beginTurn(start('long-nard'), [6, 5]));
    const copy: Turn = { ...turn };
    expect(must(advanceTurn(copy, '24/13')).position.checkers('white', 13)).toBe(1);
    const p = must(startPosition('crazy-gulbar'));
    const mid = must(advanceTurn(must(beginTurn(p, [4, 4])), '24/16(2)'));
    expect(codeOf(advanceTurn({ ...mid }, mid.plays[0]!))).toBe('invalid-argument');
  });

  it('advanceTurn checks a play against the plays it generated itself, never against the plays a Turn object lists', () => {
    // Issue 12, finding 2: a copy that lists a fake play (White bears off all fifteen with one
    // 6-5 from the start) must not get that play accepted as "one of turn.plays".
    const start = must(startPosition('short-tavla'));
    const turn = must(beginTurn(start, [6, 5]));
    const allOff = must(positionFromSetup({ variant: 'short-tavla', turn: 'black', white: { points: {}, off: 15 }, black: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } } }));
    const fake = { steps: [{ from: 24, to: 13 }], position: allOff } as unknown as Turn['plays'][number];
    const forged = advanceTurn({ ...turn, plays: [fake] }, fake);
    expect(forged.ok).toBe(true);
    if (forged.ok) {
      // Read as the steps it names (24/13 uses both dice here), the result is the real position.
      expect(forged.value.position.off('white')).toBe(0);
      expect(forged.value.position.checkers('white', 13)).toBe(6);
    }
    // Something that is not a Position comes back as an error, never as the turn's position.
    const notAPosition = { steps: [], position: { variant: 'short-tavla' } } as unknown as Turn['plays'][number];
    // (Its empty steps are read as the forced pass, which is not legal with a 6-5 to play.)
    expect(codeOf(advanceTurn({ ...turn, plays: [notAPosition] }, notAPosition))).toBe('must-use-more-dice');
    // A JSON copy of a Turn is not a Turn: a coded error, no TypeError.
    expect(codeOf(advanceTurn(JSON.parse(JSON.stringify(turn)) as Turn, '24/13'))).toBe('invalid-argument');
  });

  it('turn.plays positions are exactly the positions advanceTurn returns (every variant)', () => {
    for (const variant of ['short-tavla', 'long-nard', 'six-one', 'crazy-gulbar'] as const) {
      let turn = must(beginTurn(start(variant), [2, 2]));
      while (!turn.done) {
        for (const play of turn.plays) expect(must(advanceTurn(turn, play.steps)).position.equals(play.position)).toBe(true);
        turn = must(advanceTurn(turn, turn.plays[0]!));
      }
    }
  });
});

describe('stageSteps: step by step within a stage', () => {
  it('one stage: the same steps legalSteps offers', () => {
    const p = start('short-tavla');
    const turn = must(beginTurn(p, [6, 5]));
    const fromTurn = must(stageSteps(turn)).map((s) => `${s.from}/${s.to}`);
    expect(fromTurn).toEqual(must(legalSteps(p, [6, 5])).map((s) => `${s.from}/${s.to}`));
    const next = must(stageSteps(turn, [{ from: 24, to: 18 }])).map((s) => `${s.from}/${s.to}`);
    expect(next).toEqual(must(legalSteps(p, [6, 5], [{ from: 24, to: 18 }])).map((s) => `${s.from}/${s.to}`));
  });

  it('a cascade stage and a transferred stage (crazy gulbar) offer their own sub-moves', () => {
    const p = must(startPosition('crazy-gulbar'));
    let turn = must(beginTurn(p, [6, 6]));
    expect(must(stageSteps(turn)).map((s) => `${s.from}/${s.to}/${s.die}`)).toEqual(['24/18/6']);
    turn = must(advanceTurn(turn, '24/18(2)'));
    expect(turn.stage!.player).toBe('black');
    expect(must(stageSteps(turn)).map((s) => `${s.from}/${s.to}/${s.die}`)).toEqual(['24/18/6']);
    expect(must(stageSteps(turn, [{ from: 24, to: 18 }]))).toEqual([]);
    expect(codeOf(stageSteps(turn, [{ from: 24, to: 18 }, { from: 18, to: 12 }]))).toBe('point-blocked');
  });
});

describe('TurnOptions.extraTurn (LN-15): one more turn on a decided position', () => {
  const decided = (): Position =>
    must(
      positionFromSetup({
        variant: 'crazy-gulbar',
        turn: 'black',
        white: { points: {}, off: 15 },
        black: { points: { 1: 4, 2: 1 }, off: 10 },
        turnsPlayed: { white: 20, black: 19 },
      }),
    );

  it('is refused without the option, played with it, and nobody rolls after it', () => {
    expect(codeOf(beginTurn(decided(), [2, 1]))).toBe('game-over');
    const turn = must(beginTurn(decided(), [2, 1], { extraTurn: true }));
    expect(turn.plays.map(formatPlay).sort()).toEqual(['2/off 1/off']);
    const done = must(advanceTurn(turn, '2/off 1/off'));
    expect(done.done).toBe(true);
    expect(done.nextToRoll).toBeNull();
    expect(done.position.off('black')).toBe(12);
  });

  it('a cascade in the extra turn ends when the roller bears off his last checker (CG-10)', () => {
    const done = (() => {
      let t = must(beginTurn(decided(), [1, 1], { extraTurn: true }));
      while (!t.done) t = must(advanceTurn(t, t.plays[0]!));
      return t;
    })();
    expect(done.position.off('black')).toBe(15);
    expect(done.nextToRoll).toBeNull();
    expect(done.played.map((s) => s.stage.subMoves[0])).toEqual([1, 2]);
  });

  it('the winner of the game cannot be given an extra turn', () => {
    expect(codeOf(beginTurn(decided().withTurn('white'), [2, 1], { extraTurn: true }))).toBe('game-over');
  });

  it('is refused on a board nobody has won yet, where it would only end the game early', () => {
    const start = must(startPosition('long-nard'));
    const refused = beginTurn(start, [6, 5], { extraTurn: true });
    expect(codeOf(refused)).toBe('invalid-argument');
    expect(refused.ok ? '' : refused.error.message).toMatch(/^beginTurn: extraTurn is the last turn after the other player has borne off his last checker \(LN-15\)/);
    expect(must(beginTurn(start, [6, 5], { extraTurn: false })).done).toBe(false);
    expect(must(beginTurn(start, [6, 5], {})).plays.length).toBeGreaterThan(0);
  });

  it('options other than { extraTurn: boolean } are refused, not taken as false', () => {
    for (const options of [{ extraTurn: 'yes' }, { extraTurn: 1 }, { extraturn: true }, { extraTurn: true, colour: 'white' }, [], null, 'extraTurn']) {
      const begun = beginTurn(decided(), [2, 1], options as never);
      expect(codeOf(begun)).toBe('invalid-argument');
      expect(begun.ok ? '' : begun.error.message).toMatch(/^beginTurn: options/);
    }
  });
});
