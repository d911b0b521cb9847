import { beforeAll, describe, expect, it } from 'vitest';
import { positionToJSON, positionToXgid, startPosition, toPositionString } from '../../src/index.js';
import { must } from '../game/helpers.js';
import { playableVariants } from '../../src/variants/index.js';
import { builtCli, errorCode, tavla } from './binary.js';

/** `tavla convert`: a position from any format to gnubg, xgid, string or json, and back. */

beforeAll(builtCli);

const convert = (position: string, to: string, ...more: string[]): string => {
  const run = tavla(['convert', position, '--to', to, ...more]);
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trimEnd();
};

describe('tavla convert', () => {
  it('writes the start position in each format', () => {
    expect(convert('4HPwATDgc/ABMA', 'gnubg')).toBe('4HPwATDgc/ABMA');
    // A bare position is written as the library's positionToXgid writes it: one answer to one question.
    expect(convert('4HPwATDgc/ABMA', 'xgid')).toBe('XGID=-b----E-C---eE---c-e----B-:0:0:-1:00:0:0:0:0:10');
    expect(convert('4HPwATDgc/ABMA', 'xgid')).toBe(must(positionToXgid(must(startPosition('short-tavla')))));
    expect(convert('4HPwATDgc/ABMA', 'string')).toBe('short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5');
    const start = startPosition('short-tavla');
    if (!start.ok) throw new Error(start.error.message);
    expect(convert('4HPwATDgc/ABMA', 'json')).toBe(positionToJSON(start.value));
  });

  it('goes round every format and back to the same position', () => {
    const from = 'short-tavla b | bar:1 6:3 1:2 off:9 | 20:2 18:13';
    const xgid = convert(from, 'xgid');
    const json = convert(xgid, 'json');
    const gnubg = convert(json, 'gnubg');
    expect(convert(gnubg, 'string', '--turn', 'black')).toBe(from);
    // A bare XGID (no XGID= prefix, starting with a dash) is read too.
    expect(convert(xgid.slice('XGID='.length), 'string')).toBe(from);
  });

  it('keeps an XGID state (dice, cube, score) when writing an XGID again', () => {
    const xgid = 'XGID=--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10';
    expect(convert(xgid, 'xgid')).toBe(xgid);
  });

  it.each(playableVariants())('writes %s as a position string and JSON that read back', (variant) => {
    const start = startPosition(variant);
    if (!start.ok) throw new Error(start.error.message);
    expect(convert(variant, 'string')).toBe(toPositionString(start.value));
    expect(convert(convert(variant, 'json'), 'string')).toBe(toPositionString(start.value));
  });

  it('--json says what was read and written', () => {
    const run = tavla(['convert', '4HPwATDgc/ABMA', '--to', 'string', '--json']);
    expect(JSON.parse(run.stdout)).toEqual({ from: 'gnubg', to: 'string', value: 'short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5' });
  });

  it.each([
    [['convert', 'long-nard', '--to', 'gnubg'], 1, 'unrepresentable-position'],
    [['convert', 'long-nard', '--to', 'xgid'], 1, 'unrepresentable-state'],
    [['convert', '4HPwATDgc/ABMA'], 2, 'missing-argument'],
    [['convert', '4HPwATDgc/ABMA', '--to', 'sgf'], 2, 'invalid-argument'],
    [['convert', '--to', 'json'], 2, 'missing-argument'],
    [['convert', '4HPwATDgc/ABMA', '--to'], 2, 'invalid-argument'],
  ] as const)('refuses %j with exit status %i and code %s', (args, status, code) => {
    const run = tavla(args);
    expect(run.status).toBe(status);
    expect(errorCode(run)).toBe(code);
  });
});
