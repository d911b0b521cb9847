import { describe, expect, it } from 'vitest';
import { fromMat, fromRecord, fromSgf, toMat, toRecord, toSgf, type Action, type GameLog } from '../../src/index.js';

/**
 * A match file or record holds at most 5,000 games (src/core/limits.ts, MAX_FILE_GAMES): every
 * game's end copies the results so far, so replaying n games costs n². At the limit every reader
 * reads the file; one game more is input-too-long, for the readers and the writers alike. Full
 * tier only: writing 5,000 games takes seconds.
 */

/** A money session of `games` games, each an opening roll and a single resignation accepted. */
function session(games: number): GameLog {
  const actions: Action[] = [];
  for (let g = 0; g < games; g++) {
    if (g > 0) actions.push({ type: 'next-game' });
    actions.push({ type: 'opening-roll', white: 3, black: 1 }, { type: 'play', play: '8/5 6/5' }, { type: 'resign', level: 'oin' }, { type: 'accept-resignation' });
  }
  return { config: { variant: 'short-tavla', match: { length: null } }, actions };
}

function written(r: { ok: true; value: string } | { ok: false; error: { message: string } }): string {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The text with its last game written once more: a file of one game more than it had. */
function withLastGameAgain(text: string, gameStart: string): string {
  const body = text.trimEnd();
  return `${body}\n${body.slice(body.lastIndexOf(gameStart))}\n`;
}

describe('at most 5,000 games in a file (docs/errors.md)', () => {
  const log = session(5_000);
  const texts = { record: written(toRecord(log)), mat: written(toMat(log)), sgf: written(toSgf(log)) };

  it('5,000 games are read back by fromRecord, fromMat and fromSgf', () => {
    expect(fromRecord(texts.record).ok).toBe(true);
    expect(fromMat(texts.mat).ok).toBe(true);
    expect(fromSgf(texts.sgf).ok).toBe(true);
  });

  it('a file of 5,001 games is input-too-long for each reader', () => {
    const reads = [fromRecord(withLastGameAgain(texts.record, '\nGame ')), fromMat(withLastGameAgain(texts.mat, '\n Game ')), fromSgf(withLastGameAgain(texts.sgf, '(;'))];
    for (const read of reads) expect(!read.ok && read.error.code).toBe('input-too-long');
  });

  it('the writers refuse a log of 5,001 games at its last next-game, rather than write what their readers refuse', () => {
    const longer = session(5_001);
    const lastNextGame = longer.actions.map((a) => a.type).lastIndexOf('next-game') + 1;
    for (const write of [toRecord(longer), toMat(longer), toSgf(longer)]) {
      expect(write.ok ? 'written' : `${write.error.code} ${write.error.line}`).toBe(`input-too-long ${lastNextGame}`);
      expect(write.ok ? '' : write.error.message).toBe('The log has more than 5,000 games, more than a file holds (its reader refuses more).');
    }
  });
});
