import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromFibsBoard, fromMat, fromRecord, fromSgf, positionFromXgid, toMat, toRecord, toSgf, type GameLog } from '../../src/index.js';
import { runs } from '../tier.js';

/**
 * The readers of other programs' files never throw: any string — random text, or a valid file
 * (GNU Backgammon's, or the library's) with lines replaced, deleted, duplicated or characters
 * changed — gives a value or an error with one of the reader's codes, and for the match files
 * the game and line it concerns.
 */

const FIXTURES = new URL('../fixtures/gnubg/files/', import.meta.url);
const RUNS = { numRuns: runs(50, 1000) };

const LOG: GameLog = {
  config: { variant: 'short-tavla', match: { length: null }, cube: { beaver: true, raccoon: true } },
  actions: [
    { type: 'opening-roll', white: 3, black: 1 },
    { type: 'play', play: '8/5 6/5' },
    { type: 'double' },
    { type: 'beaver' },
    { type: 'raccoon' },
    { type: 'take' },
    { type: 'roll', dice: [6, 6] },
    { type: 'play', play: '24/18(2) 13/7(2)' },
    { type: 'roll', dice: [5, 2] },
    { type: 'resign', level: 'mars' },
    { type: 'accept-resignation' },
  ],
};

function unwrap(r: { ok: true; value: string } | { ok: false; error: { message: string } }): string {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const MATS = [unwrap(toMat(LOG)), readFileSync(new URL('match03-b.mat', FIXTURES), 'utf8'), readFileSync(new URL('money-resigns.mat', FIXTURES), 'utf8')];
const SGFS = [unwrap(toSgf(LOG)), readFileSync(new URL('match04.sgf', FIXTURES), 'utf8')];
const BOARD = 'board:You:someplayer:7:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:3:1:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:1';
const XGID = 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10';

const FILE_CODES = ['malformed-mat', 'malformed-sgf', 'mat-unsupported', 'sgf-unsupported', 'illegal-record', 'record-mismatch', 'input-too-long'];

function checkFile(read: { ok: boolean; error?: { code: string; message: string; line: number; game: number } }): void {
  if (read.ok) return;
  const e = read.error!;
  expect(FILE_CODES).toContain(e.code);
  expect(Number.isInteger(e.line) && e.line >= 0).toBe(true);
  expect(Number.isInteger(e.game) && e.game >= 0).toBe(true);
  expect(e.message.length).toBeGreaterThan(10);
  // docs/errors.md: a message quotes at most a short prefix of the input.
  expect(e.message.length).toBeLessThan(400);
}

function checkOther(read: { ok: boolean; error?: { code: string; message: string } }, codes: readonly string[]): void {
  if (read.ok) return;
  expect(codes).toContain(read.error!.code);
  expect(read.error!.message.length).toBeGreaterThan(10);
  expect(read.error!.message.length).toBeLessThan(400);
}

/** A valid text with one line replaced, deleted or duplicated, or a stretch of characters overwritten. */
function mutated(texts: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...texts), fc.nat(), fc.constantFrom('replace', 'delete', 'duplicate', 'poke', 'swap'), fc.string({ maxLength: 40 }))
    .map(([text, at, how, junk]) => {
      const lines = text.split('\n');
      const i = at % lines.length;
      if (how === 'replace') lines[i] = junk;
      else if (how === 'delete') lines.splice(i, 1);
      else if (how === 'duplicate') lines.splice(i, 0, lines[i]!);
      else if (how === 'swap') [lines[i], lines[(i + 1) % lines.length]] = [lines[(i + 1) % lines.length]!, lines[i]!];
      else {
        const c = at % (text.length + 1);
        return text.slice(0, c) + junk + text.slice(c + junk.length);
      }
      return lines.join('\n');
    });
}

const randomText = fc.oneof(fc.string({ unit: 'binary', maxLength: 400 }), fc.string({ maxLength: 400 }));

describe('fromMat never throws', () => {
  it('on random text', () => {
    fc.assert(fc.property(randomText, (t) => { checkFile(fromMat(t)); }), RUNS);
  });
  it('on valid .mat files mutated', () => {
    fc.assert(fc.property(mutated(MATS), (t) => { checkFile(fromMat(t)); }), RUNS);
  });
  it('on .mat-like cells in random order', () => {
    const cell = fc.constantFrom(' 5 point match', ' 0 point match', ' Game 1', ' Game 2', ' a : 0    b : 0', ' a : 1    b : 0', '  1) 31: 8/5 6/5           42: 8/4 6/4', '  2)  Doubles => 2         Takes', '  3)  Beavers => 4', '      Wins 2 points', '                                  Wins 1 point', '  4) 66:', '; [Variation "Backgammon"]', '; [Crawford "Off"]', '; [Jacoby "On"]');
    fc.assert(fc.property(fc.array(cell, { maxLength: 14 }), (cells) => { checkFile(fromMat(cells.join('\n'))); }), RUNS);
  });
  it('on non-strings and text over the limit', () => {
    for (const v of [undefined, null, 42, {}, []]) checkFile(fromMat(v as string));
    const long = fromMat(' '.repeat(16_000_001));
    expect(!long.ok && long.error.code).toBe('input-too-long');
  });
});

describe('fromSgf never throws', () => {
  it('on random text', () => {
    fc.assert(fc.property(randomText, (t) => { checkFile(fromSgf(t)); }), RUNS);
  });
  it('on valid SGF files mutated', () => {
    fc.assert(fc.property(mutated(SGFS), (t) => { checkFile(fromSgf(t)); }), RUNS);
  });
  it('on SGF-like tokens in random order', () => {
    const token = fc.constantFrom('(', ')', ';', 'FF[4]', 'GM[6]', 'GM[1]', 'MI[length:3][game:0][ws:0][bs:0]', 'RU[Crawford]', 'RE[W+2R]', 'W[31hefe]', 'B[double]', 'W[take]', 'W[drop]', 'PL[B]', 'DI[65]', 'C[a \\] comment]', '[', ']', 'AE[a:y]', 'CV[2]');
    fc.assert(fc.property(fc.array(token, { maxLength: 20 }), (tokens) => { checkFile(fromSgf(tokens.join(''))); }), RUNS);
  });
  it('on non-strings and text over the limit', () => {
    for (const v of [undefined, null, 42, {}, []]) checkFile(fromSgf(v as string));
    const long = fromSgf(' '.repeat(16_000_001));
    expect(!long.ok && long.error.code).toBe('input-too-long');
  });
});

describe('error messages quote a short prefix of what they refuse, however long (docs/errors.md)', () => {
  const huge = 'Q'.repeat(100_000);
  it('fromSgf: an overlong game type, result, move, property name or unclosed value', () => {
    const sgf = SGFS[1]!;
    const texts = [
      sgf.replace('GM[6]', `GM[${huge}]`),
      sgf.replace(/RE\[[^\]]*\]/, `RE[${huge}]`),
      sgf.replace(/;B\[[^\]]*\]/, `;B[${huge}]`),
      sgf.replace(/;W\[[^\]]*\]/, `;W[${huge.slice(0, 3000)}]`),
      `(;GM[6]${'X'.repeat(5000)}`,
      `(;GM[6]AB[${huge}`,
    ];
    for (const text of texts) {
      const read = fromSgf(text);
      expect(read.ok).toBe(false);
      checkFile(read);
    }
  });
  it('fromMat: an overlong header value, player name or move cell', () => {
    const mat = MATS[1]!;
    const lines = mat.split('\n');
    const texts = [mat.replace(/ point match/, `${huge.slice(0, 5000)} point match`), [huge.slice(0, 5000), ...lines].join('\n'), mat.replace(/ 1\) /, ` 1) ${huge.slice(0, 5000)} `)];
    for (const text of texts) checkFile(fromMat(text));
  });
  it('fromRecord: an overlong tag name, given twice or unknown', () => {
    const record = unwrap(toRecord(LOG));
    const tag = `[${'A'.repeat(5000)} "x"]`;
    for (const text of [`${tag}\n${record}`, `${tag}\n${tag}\n${record}`]) {
      const read = fromRecord(text);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error.message.length).toBeLessThan(400);
    }
  });
});

describe('fromFibsBoard and positionFromXgid never throw', () => {
  const fibsCodes = ['malformed-fibs-board', 'invalid-position', 'invalid-game-state', 'input-too-long'];
  const xgidCodes = ['malformed-xgid', 'invalid-position', 'input-too-long'];
  it('on random text', () => {
    fc.assert(
      fc.property(randomText, (t) => {
        checkOther(fromFibsBoard(t), fibsCodes);
        checkOther(positionFromXgid(t), xgidCodes);
      }),
      RUNS,
    );
  });
  it('on valid boards and XGIDs with a field changed', () => {
    const field = fc.oneof(fc.integer({ min: -20, max: 30 }).map(String), fc.string({ maxLength: 4 }), fc.constantFrom('', '9999', '-1', 'A', 'o', 'D'));
    fc.assert(
      fc.property(fc.nat(), field, fc.nat(), (at, value, xat) => {
        const board = BOARD.split(':');
        board[1 + (at % (board.length - 1))] = value;
        checkOther(fromFibsBoard(board.join(':')), fibsCodes);
        const xgid = XGID.split(':');
        xgid[xat % xgid.length] = value;
        checkOther(positionFromXgid(xgid.join(':')), xgidCodes);
        const c = 5 + (xat % 26);
        checkOther(positionFromXgid(XGID.slice(0, c) + (value.charAt(0) || '-') + XGID.slice(c + 1)), xgidCodes);
      }),
      RUNS,
    );
  });
});

describe('long hostile lines take linear time (no regular expression backtracks over them)', () => {
  const spaces = ' '.repeat(2_000_000);
  const cases: readonly [string, () => unknown][] = [
    ['a header tag', () => fromMat(`; [a${spaces}x`)],
    ['a score line', () => fromMat(` 1 point match\n\n Game 1\n a${spaces}: 0${spaces}b`)],
    ['a line of cells', () => fromMat(` 1 point match\n\n Game 1\n a : 0    b : 0\n${spaces}x`)],
    ['an SGF value', () => fromSgf(`(;GM[6]C[${spaces}`)],
    ['a FIBS board', () => fromFibsBoard(`board:${spaces.slice(0, 4000)}`)],
  ];
  for (const [what, read] of cases) {
    it(what, () => {
      const start = Date.now();
      read();
      // Quadratic work on 2,000,000 characters would take hours; linear work takes milliseconds.
      expect(Date.now() - start).toBeLessThan(10_000);
    });
  }
});

describe('bounded work for files within the length limit (docs/errors.md, docs/security.md)', () => {
  it('fromMat: a line of 200,000 cells is read (or refused), never thrown on', () => {
    const read = fromMat(` 5 point match\n\n Game 1\n a : 0     b : 0\n  1) ${'11: '.repeat(200_000)}`);
    expect(read.ok).toBe(false);
    checkFile(read);
  });

  it('fromSgf: more than 250,000 nodes is input-too-long, refused while the syntax is read', () => {
    const read = fromSgf(`(;GM[6]${';'.repeat(300_000)})`);
    expect(!read.ok && read.error.code).toBe('input-too-long');
  });

  it('more than 5,000 games in a .mat or SGF file is input-too-long, refused before any is replayed (records: test/notation/file-games-limit.full.test.ts)', () => {
    const mat = [' 0 point match', ''];
    for (let g = 1; g <= 5_001; g++) mat.push(` Game ${g}`, ` White : ${g - 1}   Black : 0`, '  1) 31:   Wins 1 point', '');
    const fromMatRead = fromMat(mat.join('\n'));
    expect(!fromMatRead.ok && fromMatRead.error.code).toBe('input-too-long');
    const sgf = '(;GM[6])'.repeat(5_001);
    const fromSgfRead = fromSgf(sgf);
    expect(!fromSgfRead.ok && fromSgfRead.error.code).toBe('input-too-long');
  });
});
