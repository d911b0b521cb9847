import { cut, show } from '../core/show.js';
import { frozenSnapshot, snapshot, unreadable } from '../core/snapshot.js';
import { isDieValue, readDice, validateDice, type Dice } from '../core/dice.js';
import { missingStepsHint, type Play, type Step } from '../core/play.js';
import { isPlayer, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import type { StepInput } from '../movegen/apply.js';
import { gameError, type GameError } from './errors.js';
import type { ResignLevel } from './state.js';
import { freezeClass } from '../core/frozen-class.js';

/** A play as the turn layer accepts it: a Play, a list of steps, or notation such as "24/18 13/11". */
export type PlayInput = Pick<Play, 'steps'> | readonly StepInput[] | string;

/** Actions that need nothing but their type. */
export type SimpleActionType = 'double' | 'take' | 'drop' | 'beaver' | 'raccoon' | 'accept-resignation' | 'reject-resignation';

/**
 * Everything that can happen in a game, as plain data. Dice always come from the caller, so a
 * list of actions replays a game exactly. `player` is optional: when given, the reducer checks
 * that it is that player's decision (`not-your-turn` otherwise), which is what a server needs.
 */
export type Action =
  | {
      /** OP-1: each player rolls one die for who starts. */
      readonly type: 'opening-roll';
      /** White's die. */
      readonly white: number;
      /** Black's die. */
      readonly black: number;
    }
  | {
      /** The player on turn rolls. */
      readonly type: 'roll';
      /** The dice rolled (from the caller's dice source). */
      readonly dice: Dice;
      /** Who acts; when given, the reducer checks it is his decision. */ readonly player?: Player;
    }
  | {
      /** The player on turn plays the roll (or the current stage of it). */
      readonly type: 'play';
      /** The play: a Play, steps, or notation. */
      readonly play: PlayInput;
      /** Who acts; when given, the reducer checks it is his decision. */ readonly player?: Player;
    }
  | {
      /** The kind of action. */ readonly type: SimpleActionType;
      /** Who acts; when given, the reducer checks it is his decision. */ readonly player?: Player;
    }
  | {
      /** The player offers to resign (SC-8). */
      readonly type: 'resign';
      /** The result he offers to lose by. */
      readonly level: ResignLevel;
      /** Who acts; when given, the reducer checks it is his decision. */ readonly player?: Player;
    }
  | {
      /** Starts the next game of a match or money session. */
      readonly type: 'next-game';
    };

/**
 * What `legalActions` lists. The two rolls are kinds — the caller adds the dice (`white` and
 * `black` for the opening, `dice` for a roll); every other entry can be passed to `apply` as it is.
 */
export type LegalAction =
  | {
      /** OP-1: the opening roll is due; add `white` and `black`. */
      readonly type: 'opening-roll';
    }
  | {
      /** A roll is due; add `dice`. */
      readonly type: 'roll';
      /** Who rolls. */
      readonly player: Player;
    }
  | {
      /** One of the legal plays. */
      readonly type: 'play';
      /** Who plays. */
      readonly player: Player;
      /** The play's steps. */
      readonly play: readonly Step[];
    }
  | {
      /** A cube or resignation answer that needs nothing more. */
      readonly type: SimpleActionType;
      /** Who may take it. */
      readonly player: Player;
    }
  | {
      /** A resignation the player may offer. */
      readonly type: 'resign';
      /** Who may resign. */
      readonly player: Player;
      /** The result he would resign at. */
      readonly level: ResignLevel;
    }
  | {
      /** The next game may start. */
      readonly type: 'next-game';
    };

/** The `type` of every action. */
export type ActionType = Action['type'];

/** The entries of `legalActions` of one type: `legalActions(state, 'play')` lists `LegalActionOf<'play'>`. */
export type LegalActionOf<T extends ActionType> = LegalAction & {
  /** The type asked for. */
  readonly type: T;
};

/**
 * The results a player may resign at (SC-8). A win by a rule on the board (Plakoto's mother pin,
 * PL-12) is a way of winning, not a level to concede; the Tavli games resign at single or double (TV-9).
 */
export const RESIGN_LEVELS: readonly string[] = ['oin', 'mars', 'koks', 'home-mars'] satisfies readonly ResignLevel[];

/** Whether a result kind (or any string) is a level one may resign at (RESIGN_LEVELS). */
export const isResignLevel = (kind: unknown): kind is ResignLevel => typeof kind === 'string' && RESIGN_LEVELS.includes(kind);

const FIELDS: Readonly<Record<ActionType, readonly string[]>> = {
  'opening-roll': ['white', 'black'],
  roll: ['dice', 'player'],
  play: ['play', 'player'],
  double: ['player'],
  take: ['player'],
  drop: ['player'],
  beaver: ['player'],
  raccoon: ['player'],
  'accept-resignation': ['player'],
  'reject-resignation': ['player'],
  resign: ['level', 'player'],
  'next-game': [],
};

/** Whether `value` is the `type` of an action (a string, read without converting anything). */
export function isActionType(value: unknown): value is ActionType {
  return typeof value === 'string' && Object.hasOwn(FIELDS, value);
}

/** Every action type, in a fixed order (the values `legalActions(state, type)` takes). */
export const ACTION_TYPES: readonly ActionType[] = Object.freeze(Object.keys(FIELDS) as ActionType[]);

/** Every field an action of each type may have, its type first. */
const ALLOWED = Object.fromEntries(Object.entries(FIELDS).map(([type, fields]) => [type, ['type', ...fields]])) as unknown as Readonly<Record<ActionType, readonly string[]>>;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The key the constructor asks for: only this module holds it, so a caller who reaches the
 * class through an instance's `constructor` cannot make one (the brand would vouch for it).
 */
const MADE_HERE: unique symbol = Symbol('tavla action');

let isMadeAction: (value: unknown) => boolean;

/**
 * An entry of `legalActions`, made and deep-frozen by the library: its fields are frozen
 * primitives or frozen library values (a play's frozen list of frozen Steps). The trust rule
 * (docs/design.md): only an object this class constructed has the private field — a spread copy,
 * a JSON copy or a Proxy does not — so `readAction` takes such an action as it is, with no copy and
 * no check; anything else is copied and checked.
 */
class MadeAction {
  readonly #made = true;
  static {
    isMadeAction = (value) => typeof value === 'object' && value !== null && (#made in value || isMadePlay(value));
  }
  constructor(key: typeof MADE_HERE, type: ActionType, player: Player | undefined, level: ResignLevel | undefined) {
    if (key !== MADE_HERE) throw new TypeError('Actions are listed by legalActions, never made with new.');
    // Field by field, in the order of the action's literal (the JSON an action shows); a field
    // left undefined is one the kind does not have.
    const self = this as Record<string, unknown>;
    self['type'] = type;
    if (player !== undefined) self['player'] = player;
    if (level !== undefined) self['level'] = level;
    Object.freeze(this);
  }
}
freezeClass(MadeAction);

let isMadePlay: (value: object) => boolean;

/**
 * A play action: a turn makes one for each of its plays, so it has a class of its own whose
 * fields are always the same three, in the literal's order (one object shape for every play).
 * Not a subclass of MadeAction: a derived constructor's call of its base costs about a third
 * of making one (measured), so it carries a brand of its own, which `isMadeAction` also reads.
 */
class MadePlay {
  readonly #made = true;
  readonly type: 'play';
  readonly player: Player;
  readonly play: readonly Step[];
  static {
    isMadePlay = (value) => #made in value;
  }
  constructor(key: typeof MADE_HERE, player: Player, play: readonly Step[]) {
    if (key !== MADE_HERE) throw new TypeError('Actions are listed by legalActions, never made with new.');
    this.type = 'play';
    this.player = player;
    this.play = play;
    Object.freeze(this);
  }
}
freezeClass(MadePlay);

/**
 * A legal action as `legalActions` hands it out (frozen, recognised by `readAction`). An action
 * without a play is the same for every state (its type, player and level say all of it), so
 * each is made once and shared: frozen library data, checked against the state it is applied
 * to like any action.
 */
export function madeAction(fields: Exclude<LegalAction, { type: 'play' }>): LegalAction {
  const f = fields as { type: ActionType; player?: Player; level?: ResignLevel };
  let byType = SIMPLE_ACTIONS.get(f.type);
  if (byType === undefined) SIMPLE_ACTIONS.set(f.type, (byType = []));
  // One slot per player (none, white, black) and level (none, then RESIGN_LEVELS).
  const slot = (f.player === undefined ? 0 : f.player === 'white' ? 1 : 2) * (RESIGN_LEVELS.length + 1) + (f.level === undefined ? 0 : RESIGN_LEVELS.indexOf(f.level) + 1);
  return (byType[slot] ??= new MadeAction(MADE_HERE, f.type, f.player, f.level) as unknown as LegalAction);
}

/** The actions without a play made so far, by type: a few dozen at most (types × players × levels). */
const SIMPLE_ACTIONS = new Map<ActionType, LegalAction[]>();

/** `madeAction` of one of the legal plays (the turn's own frozen step list), built directly. */
export function madePlayAction(player: Player, steps: readonly Step[]): LegalAction {
  return new MadePlay(MADE_HERE, player, steps);
}

const DICE_KINDS: ReadonlySet<string> = new Set(['roll', 'opening-roll']);

/**
 * Checks the shape of an action (not whether it is allowed now). The answer is the library's own
 * copy of the action: the caller's object is read once and not kept. An action `legalActions`
 * made is already that (MadeAction).
 */
export function readAction(given: unknown): Result<Action, GameError> {
  // The roll and opening-roll entries of legalActions are kinds without dice: the caller adds
  // them (a spread copy, read below), and the entry itself is checked like any other action.
  if (isMadeAction(given) && !DICE_KINDS.has((given as Action).type)) return ok(given as Action);
  const roll = typeof given === 'object' && given !== null ? readRollAction(given) : null;
  if (roll !== null) return roll;
  const copy = frozenSnapshot(given, 'The action');
  if (!copy.ok) return gameError('invalid-action', copy.error.message);
  return checkAction(copy.value);
}

/**
 * `readAction` of the action a game loop writes on every turn, `{ type: 'roll', dice }` (with or
 * without its player), without the general copy. Only the shape is looked at first — a plain
 * object whose own fields are exactly those — and anything else is null, read no further, and
 * goes the general way. From there each field is read once and the answer comes from what was
 * read: the library's own frozen action with the library's frozen roll, or the error the
 * general way gives (checkAction on a copy of the fields read, or the dice's reason).
 */
function readRollAction(given: object): Result<Action, GameError> | null {
  let keys: string[];
  try {
    if (Array.isArray(given) || Object.getPrototypeOf(given) !== Object.prototype) return null;
    keys = Object.keys(given);
  } catch {
    return null;
  }
  const n = keys.length;
  if ((n !== 2 && n !== 3) || !keys.includes('type') || !keys.includes('dice') || (n === 3 && !keys.includes('player'))) return null;
  const fields: Record<string, unknown> = {};
  try {
    for (const key of keys) fields[key] = (given as Record<string, unknown>)[key];
  } catch (e) {
    return gameError('invalid-action', unreadable('The action', e));
  }
  if (fields['type'] !== 'roll' || (n === 3 && !isPlayer(fields['player']))) {
    // Not a roll after all (or a bad player): the general check, on a copy of what was read.
    const copy = frozenSnapshot(fields, 'The action');
    return copy.ok ? checkAction(copy.value) : gameError('invalid-action', copy.error.message);
  }
  // The dice are copied as the general way copies them (its limits and its errors), then read.
  // (Not frozen: the copy is read here and dropped.)
  const copied = snapshot(fields['dice'], 'The action');
  if (!copied.ok) return gameError('invalid-action', copied.error.message);
  const dice = readDice(copied.value);
  if (typeof dice === 'string') return err('invalid-dice', dice);
  // The caller's field order, as the general copy keeps it; the usual one as a literal.
  if (n === 2 && keys[0] === 'type') return ok(Object.freeze({ type: 'roll', dice }) as Action);
  const action: Record<string, unknown> = {};
  for (const key of keys) action[key] = key === 'dice' ? dice : fields[key];
  return ok(Object.freeze(action) as unknown as Action);
}

/** `readAction` for a value that is already the library's own copy. */
export function checkAction(value: unknown): Result<Action, GameError> {
  if (!isRecord(value) || !isActionType(value['type'])) {
    return gameError('invalid-action', `An action is { type: ${ACTION_TYPES.map((t) => `"${t}"`).join(' | ')}, ... }.`);
  }
  const type = value['type'];
  const allowed = ALLOWED[type];
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) return gameError('invalid-action', `A ${type} action has no field "${cut(key)}"; its fields: ${allowed.join(', ')}.`);
  }
  if (value['player'] !== undefined && !isPlayer(value['player'])) {
    return gameError('invalid-action', `player must be "white" or "black"; got ${show(value['player'])}.`);
  }
  switch (type) {
    case 'opening-roll':
      if (!isDieValue(value['white']) || !isDieValue(value['black'])) {
        return err('invalid-dice', 'The opening roll is one die per player: { white: 1..6, black: 1..6 } (OP-1).');
      }
      break;
    case 'roll': {
      // legalActions lists the roll as a kind without dice: passed on unchanged, say so.
      if (value['dice'] === undefined) return err('invalid-dice', "A roll action carries the dice rolled: { type: 'roll', dice: [d1, d2] }. legalActions lists the roll without them; add them.");
      const dice = validateDice(value['dice']);
      if (!dice.ok) return dice;
      break;
    }
    case 'play': {
      const play = value['play'];
      if (typeof play !== 'string' && !Array.isArray(play) && !(isRecord(play) && Array.isArray(play['steps']))) {
        return gameError('invalid-action', `A play action carries play: a Play, a list of steps, or notation such as "24/18 13/11".${missingStepsHint(play)}`);
      }
      break;
    }
    case 'resign':
      if (!isResignLevel(value['level'])) {
        return gameError('invalid-resignation-level', `A resignation level is one of ${RESIGN_LEVELS.join(', ')} (SC-8).`);
      }
      break;
    default:
      break;
  }
  return ok(value as unknown as Action);
}
