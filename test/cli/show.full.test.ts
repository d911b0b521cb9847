import { beforeAll, describe, expect, it } from 'vitest';
import { startPosition } from '../../src/index.js';
import { playableVariants } from '../../src/variants/index.js';
import { renderBoard } from '../../src/cli/board-text.js';
import { builtCli, errorCode, tavla } from './binary.js';

/** `tavla show`: the board, pips and turn of any position; `--json` for programs. */

beforeAll(builtCli);

describe('tavla show', () => {
  it('draws the start position from its GNU Backgammon ID, with its position string and ID', () => {
    const run = tavla(['show', '4HPwATDgc/ABMA']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('white (W): bar 0, off 0, pips 167\n  black (B): bar 0, off 0, pips 167\n  white to roll\n');
    expect(run.stdout.endsWith('  position: short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5\n  GNU Backgammon position ID: 4HPwATDgc/ABMA\n')).toBe(true);
  });

  it.each(playableVariants())('draws %s from its name as renderBoard does', (variant) => {
    const start = startPosition(variant);
    if (!start.ok) throw new Error(start.error.message);
    const run = tavla(['show', variant]);
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith(`${renderBoard(start.value)}\n`)).toBe(true);
  });

  it('shows what an XGID holds beyond the board: the turn, dice, cube and score', () => {
    const run = tavla(['show', 'XGID=--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10']);
    expect(run.stdout).toContain('pips 150\n  black to play 3-1; cube 1, centred; match to 7, score white 4 black 6, Crawford game\n');
    expect(run.stdout).not.toContain('to roll'); // the dice are down: the board says nothing of its own
    expect(run.stdout).toContain('GNU Backgammon position ID: 3PaAAQZi25gBMA (read it back with --turn black)');
  });

  it('--json: variant, turn, pips, bar, off, the position string, the ID and the Setup', () => {
    const run = tavla(['show', '4HPwATDgc/ABMA', '--json']);
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      variant: 'short-tavla',
      turn: 'white',
      winner: null,
      pips: { white: 167, black: 167 },
      bar: { white: 0, black: 0 },
      off: { white: 0, black: 0 },
      position: 'short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5',
      gnubg: '4HPwATDgc/ABMA',
      setup: { variant: 'short-tavla', turn: 'white', white: { points: { 6: 5, 8: 3, 13: 5, 24: 2 } } },
    });
    expect(json).not.toHaveProperty('state');
    const nard = JSON.parse(tavla(['show', 'long-nard', '--json']).stdout) as Record<string, unknown>;
    expect(nard).toMatchObject({ variant: 'long-nard', gnubg: null, pips: { white: 360, black: 360 } });
    const xgid = JSON.parse(tavla(['show', 'XGID=--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10', '--json']).stdout) as Record<string, unknown>;
    expect(xgid).toMatchObject({ state: { phase: 'play', toAct: 'black', dice: [3, 1], match: { length: 7, score: { white: 4, black: 6 } } } });
  });

  it.each([
    [['show'], 2, 'missing-argument'],
    [['show', 'start', 'extra'], 2, 'unexpected-argument'],
    [['show', 'st w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5 | colour=red'], 1, 'unknown-option'],
    [['show', 'start', '--variant', 'chess'], 1, 'unknown-variant'],
  ] as const)('refuses %j with exit status %i and code %s', (args, status, code) => {
    const run = tavla(args);
    expect(run.status).toBe(status);
    expect(errorCode(run)).toBe(code);
  });
});
