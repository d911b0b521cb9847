import { beforeAll, describe, expect, it } from 'vitest';
import { formatPlay, legalPlays, positionFromGnubgId, startPosition, toPositionString } from '../../src/index.js';
import { playableVariants } from '../../src/variants/index.js';
import { builtCli, errorCode, tavla } from './binary.js';

/** `tavla plays`: the legal plays of a position and roll, as the library lists them. */

beforeAll(builtCli);

const START_ID = '4HPwATDgc/ABMA';
const lines = (text: string): string[] => text.split('\n').filter((line) => line !== '');

/** What the command must print: the library's plays in its order, the forced pass as "pass". */
function expected(plays: ReturnType<typeof legalPlays>): string[] {
  return plays.map((p) => formatPlay(p) || 'pass');
}

describe('tavla plays', () => {
  it('lists the 16 plays of 3-1 from the start (GNU Backgammon position ID), 8/5 6/5 among them', () => {
    const run = tavla(['plays', START_ID, '3-1']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const start = positionFromGnubgId(START_ID);
    if (!start.ok) throw new Error(start.error.message);
    expect(lines(run.stdout)).toEqual(expected(legalPlays(start.value, [3, 1])));
    expect(lines(run.stdout)).toHaveLength(16);
    expect(lines(run.stdout)).toContain('8/5 6/5');
  });

  it('reads the dice as 3-1, 31, 3,1 and 1-3 alike', () => {
    const outputs = ['3-1', '31', '3,1', '1-3'].map((dice) => tavla(['plays', START_ID, dice]).stdout);
    expect(new Set(outputs).size).toBe(1);
  });

  it('--json: the position, the dice, the count and every play with its steps and the position it reaches', () => {
    const run = tavla(['plays', START_ID, '3-1', '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as { position: string; dice: number[]; count: number; plays: { notation: string; steps: unknown[]; position: string }[] };
    expect(json.position).toBe('short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5');
    expect(json.dice).toEqual([3, 1]);
    expect(json.count).toBe(16);
    const play = json.plays.find((p) => p.notation === '8/5 6/5');
    expect(play?.steps).toEqual([
      { from: 8, to: 5, die: 3, hit: false },
      { from: 6, to: 5, die: 1, hit: false },
    ]);
    expect(play?.position).toBe('short-tavla b | 24:2 13:5 8:2 6:4 5:2 | 24:2 13:5 8:3 6:5 | turns=1,0');
  });

  it.each(playableVariants())('plays every playable variant from its name (%s start, 6-5)', (variant) => {
    const start = startPosition(variant);
    if (!start.ok) throw new Error(start.error.message);
    const run = tavla(['plays', variant, '6-5']);
    expect(run.status).toBe(0);
    expect(lines(run.stdout)).toEqual(expected(legalPlays(start.value, [6, 5])));
  });

  it('reads position strings, --variant with start, and --turn', () => {
    const start = startPosition('long-nard');
    if (!start.ok) throw new Error(start.error.message);
    const text = toPositionString(start.value);
    const a = tavla(['plays', text, '6-5']).stdout;
    expect(tavla(['plays', 'start', '6-5', '--variant', 'long-nard']).stdout).toBe(a);
    const black = tavla(['plays', 'long-nard', '6-5', '--turn', 'black', '--json']);
    expect((JSON.parse(black.stdout) as { position: string }).position).toBe('long-nard b | 24:15 | 24:15');
  });

  it('takes the dice from an XGID that has them', () => {
    const xgid = 'XGID=--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10';
    const run = tavla(['plays', xgid]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(tavla(['plays', xgid, '3-1']).stdout);
    expect(tavla(['plays', xgid, '1-3']).stdout).toBe(run.stdout);
  });

  it('refuses other dice than the ones an XGID has rolled, rather than playing either', () => {
    const run = tavla(['plays', 'XGID=--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10', '6-5']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('tavla: dice-mismatch: The position has 3-1 rolled, not 6-5: leave out <dice> or give the same roll.\n');
  });

  it('prints "pass" when no checker can move', () => {
    const closed = 'short-tavla w | bar:1 13:14 | 6:2 5:2 4:2 3:2 2:2 1:2 13:3';
    expect(tavla(['plays', closed, '6-6']).stdout).toBe('pass\n');
  });

  it.each([
    [['plays', START_ID, '3-7'], 1, 'invalid-dice'],
    [['plays', START_ID, 'three'], 1, 'invalid-dice'],
    [['plays', '//////////////', '3-1'], 1, 'malformed-position-id'],
    [['plays', 'short-tavla w | 24:2 | 24:2', '3-1'], 1, 'wrong-checker-count'],
    [['plays', 'XGID=nonsense:0:0:1:31:6:4:1:7:10', '3-1'], 1, 'malformed-xgid'],
    [['plays', '{nonsense', '3-1'], 1, 'malformed-json'],
    [['plays', 'hello', '3-1'], 1, 'unrecognised-position'],
    [['plays', 'short-tavla b | off:15 | 6:15', '6-6'], 1, 'game-over'],
    [['plays', 'long-nard', '6-5', '--variant', 'short-tavla'], 1, 'variant-mismatch'],
    [['plays', 'long-nard', '6-5', '--variant', 'nope'], 1, 'unknown-variant'],
    [['plays', START_ID], 2, 'missing-argument'],
    [['plays'], 2, 'missing-argument'],
    [['plays', START_ID, '3-1', 'extra'], 2, 'unexpected-argument'],
    [['plays', START_ID, '3-1', '--colour', 'red'], 2, 'unknown-option'],
    [['plays', START_ID, '3-1', '--turn', 'red'], 2, 'invalid-argument'],
  ] as const)('refuses %j with exit status %i and code %s, in one line', (args, status, code) => {
    const run = tavla(args);
    expect(run.status).toBe(status);
    expect(errorCode(run)).toBe(code);
    expect(run.stdout).toBe('');
  });
});
