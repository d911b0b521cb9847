import { show } from '../core/show.js';
import { formatPlay, type Action, type Dice, type LegalAction, type Player } from '../index.js';
import { readDice } from './dice-input.js';

/**
 * What a player may answer at a prompt of `tavla play`: the legal actions of the moment as a
 * numbered menu (roll first, so that "1" always moves a game on), and a typed line read
 * against it. Plays typed in notation are passed to the reducer as they are: it decides.
 */

/** One entry of the menu: an action as `apply` takes it, or a roll that still needs its dice. */
export type Choice =
  | { readonly label: string; readonly kind: 'action'; readonly action: Action }
  | { readonly label: 'roll'; readonly kind: 'roll'; readonly player: Player };

/** What a typed line asks for. */
export type Reply =
  | { readonly kind: 'choose'; readonly choice: Choice; readonly dice: Dice | null }
  | { readonly kind: 'play'; readonly text: string }
  | { readonly kind: 'help' | 'board' | 'quit' | 'nothing' }
  | { readonly kind: 'invalid'; readonly message: string };

const WORDS: Readonly<Partial<Record<LegalAction['type'], string>>> = {
  double: 'double',
  take: 'take',
  drop: 'drop',
  beaver: 'beaver',
  raccoon: 'raccoon',
  'accept-resignation': 'accept',
  'reject-resignation': 'reject',
};

function choiceOf(action: LegalAction): Choice | null {
  switch (action.type) {
    case 'roll':
      return { label: 'roll', kind: 'roll', player: action.player };
    case 'play': {
      const text = formatPlay({ steps: action.play });
      return { label: text === '' ? 'pass' : text, kind: 'action', action };
    }
    case 'resign':
      return { label: `resign ${action.level}`, kind: 'action', action };
    case 'opening-roll':
    case 'next-game':
      return null;
    default: {
      const word = WORDS[action.type];
      return word === undefined ? null : { label: word, kind: 'action', action };
    }
  }
}

/** The legal actions a player chooses among, rolls first. */
export function menuOf(legal: readonly LegalAction[]): Choice[] {
  const choices = legal.map(choiceOf).filter((c): c is Choice => c !== null);
  return [...choices.filter((c) => c.kind === 'roll'), ...choices.filter((c) => c.kind !== 'roll')];
}

/** The menu as `?` prints it. */
export function menuText(menu: readonly Choice[]): string {
  const lines = menu.map((c, i) => `  ${String(i + 1).padStart(3)}. ${c.label}`);
  lines.push('  Type a number, a word (roll, double, take, drop, resign, ...) or a play in notation (24/18 13/11);');
  lines.push('  "board" draws the board again, "quit" ends the game and writes the record.');
  return lines.join('\n');
}

const ABBREVIATIONS: Readonly<Record<string, string>> = { r: 'roll', d: 'double', t: 'take' };

/** Reads a typed line against the menu. `playing`: anything unrecognised is a play in notation. */
export function readReply(line: string, menu: readonly Choice[], playing: boolean): Reply {
  const text = line.trim();
  const lower = text.toLowerCase();
  if (text === '') {
    // Enter alone rolls, where rolling is a choice; elsewhere it just asks again.
    const first = menu[0];
    return first?.kind === 'roll' ? { kind: 'choose', choice: first, dice: null } : { kind: 'nothing' };
  }
  if (lower === '?' || lower === 'help' || lower === 'h') return { kind: 'help' };
  if (lower === 'board' || lower === 'b') return { kind: 'board' };
  if (lower === 'quit' || lower === 'q' || lower === 'exit') return { kind: 'quit' };
  if (/^\d+$/.test(text)) {
    const choice = menu[Number(text) - 1];
    return choice === undefined ? { kind: 'invalid', message: `there is no choice ${text}: type ? for the ${menu.length} choices` } : { kind: 'choose', choice, dice: null };
  }
  const [first = '', ...rest] = lower.split(/\s+/);
  const word = ABBREVIATIONS[first] ?? first;
  const roll = menu.find((c) => c.kind === 'roll');
  // Dice typed at a roll prompt: "roll 3-1", or "3-1" / "3,1" / "3 1" (a bare 31 is a menu number).
  if (roll !== undefined && (word === 'roll' || /^\d\s*[-, ]\s*\d$/.test(text))) {
    const diceText = word === 'roll' ? rest.join('') : text;
    if (diceText === '') return { kind: 'choose', choice: roll, dice: null };
    try {
      return { kind: 'choose', choice: roll, dice: readDice(diceText) };
    } catch {
      return { kind: 'invalid', message: `${show(diceText)} is not a roll: two dice from 1 to 6, as 3-1` };
    }
  }
  const wanted = word === 'resign' && rest.length === 0 ? menu.find((c) => c.label.startsWith('resign ')) : menu.find((c) => c.label === [word, ...rest].join(' '));
  if (wanted !== undefined) return { kind: 'choose', choice: wanted, dice: null };
  if (playing) return { kind: 'play', text };
  return { kind: 'invalid', message: `${show(text)} is not a choice now: type ? for the choices` };
}
