import { beforeAll, describe, expect, it } from 'vitest';
import { builtCli, tavla } from '../cli/binary.js';

/**
 * The tavla command with Fevga (docs/cli.md). test/cli runs show, plays, convert and play for every
 * playable variant, and selfplay's matches include Fevga; these add Fevga's own positions.
 */

beforeAll(builtCli);

describe('tavla with Fevga', () => {
  it('FE-1 / FE-2: tavla show reads a Fevga position string (the code fe) and draws it with its pips', () => {
    const run = tavla(['show', 'fe b | 24:14 13:1 | 24:15']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('position: fevga b | 24:14 13:1 | 24:15');
    expect(run.stdout).toContain('white (W): off 0, pips 349');
    expect(run.stdout).toContain('black (B): off 0, pips 360');
    expect(run.stdout).toContain('black to roll');
  });

  it('FE-5 / FE-T1 / FE-T2: tavla plays lists the first-checker plays', () => {
    expect(tavla(['plays', 'fevga', '5-5']).stdout.split('\n').filter(Boolean).sort()).toEqual(['24/4', '24/9 24/19']);
    const t2 = tavla(['plays', 'fevga w | 24:14 14:1 | 24:15', '5-3']);
    expect(t2.status).toBe(0);
    expect(t2.stdout.split('\n').filter(Boolean).map((play) => play.split(' ').sort().join(' ')).sort()).toEqual(['14/11 24/19', '14/6', '14/9 24/21']);
  });
});
