import { PLAYERS, type Player } from '../../index.js';
import { choiceOption, stringOption, type OptionSpecs, type ParsedArgs } from '../args.js';
import type { PositionFlags } from '../position-input.js';

/** The flags of every command that reads a position: --variant and --turn. */
export const POSITION_OPTIONS: OptionSpecs = {
  variant: { type: 'string' },
  turn: { type: 'string' },
};

export function positionFlags(command: string, values: ParsedArgs['values']): PositionFlags {
  return {
    variant: stringOption(values, 'variant'),
    turn: choiceOption<Player>(command, '--turn', stringOption(values, 'turn'), PLAYERS),
  };
}
