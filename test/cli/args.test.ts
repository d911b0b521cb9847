import { describe, expect, it } from 'vitest';
import { parseCommandArgs, type OptionSpecs } from '../../src/cli/args.js';
import { readDice } from '../../src/cli/dice-input.js';
import { readReply } from '../../src/cli/play-menu.js';

/** The CLI's argument reader (docs/cli.md): options, values that start with a dash, and what it quotes. */

const OPTIONS: OptionSpecs = { out: { type: 'string' }, record: { type: 'string' }, seed: { type: 'string' } };

describe('tavla argument parsing', () => {
  it('an option given as --name=value keeps a value with a colon in it (a Windows path, a file name)', () => {
    const parsed = parseCommandArgs('perft', ['six-one', '1', '--out=/tmp/a:b.json', '--record=C:\\game.txt'], OPTIONS, 2);
    expect(parsed.values['out']).toBe('/tmp/a:b.json');
    expect(parsed.values['record']).toBe('C:\\game.txt');
    expect(parsed.positionals).toEqual(['six-one', '1']);
  });

  it('values that start with a dash are values, not options: negative numbers and bare XGIDs', () => {
    const xgids = ['-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10', '--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10'];
    const parsed = parseCommandArgs('show', [...xgids, '--seed', '-5'], OPTIONS, 2);
    expect(parsed.positionals).toEqual(xgids);
    expect(parsed.values['seed']).toBe('-5');
  });

  it('an unexpected argument is quoted by a short prefix, however long it is', () => {
    const long = '1'.repeat(120_000);
    let message = '';
    try {
      parseCommandArgs('plays', ['start', long], OPTIONS, 1);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^unexpected argument "1{10,}\.\.\./);
    expect(message.length).toBeLessThan(200);
  });
});

describe('what tavla quotes back of typed input', () => {
  const long = 'x'.repeat(5_000_000);

  it('a reply in tavla play that is no choice is quoted by a short prefix', () => {
    const reply = readReply(long, [], false);
    expect(reply.kind).toBe('invalid');
    expect(reply.kind === 'invalid' && reply.message.length).toBeLessThan(200);
  });

  it('dice that are no roll are quoted by a short prefix', () => {
    let message = '';
    try {
      readDice(long);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^"x+\.\.\. is not a roll/);
    expect(message.length).toBeLessThan(200);
  });
});
