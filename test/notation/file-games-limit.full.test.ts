import { describe, expect, it } from 'vitest';
import { fromMat, fromRecord, fromSgf, toMat, toRecord, toSgf, type Action, type GameLog } from '../../src/index.js';

/**
 * A match file or record holds at most 5,000 games (src/core/limits.ts, MAX_FILE_GAMES): every
 * game's end copies the results so far, so replaying n games costs n². At the limit every reader
 * reads the file; one game more is input-too-long. Full tier only: writing 5,001 games takes
 * seconds.
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

describe('at most 5,000 games in a file (docs/errors.md)', () => {
  it('5,000 games are read back by fromRecord, fromMat and fromSgf', () => {
    const log = session(5_000);
    expect(fromRecord(written(toRecord(log))).ok).toBe(true);
    expect(fromMat(written(toMat(log))).ok).toBe(true);
    expect(fromSgf(written(toSgf(log))).ok).toBe(true);
  });

  it('5,001 games are input-too-long for each reader', () => {
    const log = session(5_001);
    for (const read of [fromRecord(written(toRecord(log))), fromMat(written(toMat(log))), fromSgf(written(toSgf(log)))]) {
      expect(!read.ok && read.error.code).toBe('input-too-long');
    }
  });
});
