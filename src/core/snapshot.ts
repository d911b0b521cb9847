import { PLAY_MARK } from './play.js';
import { err, ok, type Result, type TavlaError } from './result.js';

const PLAY_KEYS: readonly string[] = Object.freeze(['steps', 'position']);

/**
 * The library's own copy of a caller's data, taken once before anything looks at it: plain
 * objects and arrays copied level by level, everything else kept as the value it is. Getters
 * run once, here; a Proxy's traps run once, here; whatever throws, loops or grows too large is
 * answered with `invalid-argument`. After this, validation and use read only the copy, so a
 * value that changes between two reads, or is changed by its owner after the call, cannot get
 * past a check (docs/design.md, the trust rule; docs/security.md).
 */

export type InvalidArgumentCode = 'invalid-argument';

/** How deep a copy may go: far beyond any value of the library. */
const MAX_DEPTH = 64;
/**
 * How large a caller's value may be. Most values are small by nature — rule options, a Setup, a
 * game configuration, an action, the steps of a turn, a play: a valid one has at most a few
 * hundred objects and members (a configuration with a twelve-game rotation, about 60 objects),
 * the longest a list of 1,000 steps for `formatPlay` (about 5,000). A 'small' copy charges every
 * object and every member (an array's element, an object's key) to a budget of 16,384, each
 * array's or object's members before any of them is read, so a value far beyond any valid one
 * is refused before its members are copied (measured: an options object of 200,000 keys took
 * 0.4-0.9 s to copy and check under the large budget, and is now refused once its keys are
 * listed). Game states, lists of actions and game logs grow with a match: a 'large'
 * copy counts objects only, up to a million (a state with thousands of games fits), and refuses
 * an array or object with more members than that before reading them.
 */
export type CopySize = 'small' | 'large';
const SMALL_VALUE_BUDGET = 16_384;
const LARGE_VALUE_BUDGET = 1_000_000;

class TooLarge extends Error {}

/** Keys found on it (`__proto__`, or a member someone added or froze) are defined, never assigned. */
const OBJECT_PROTOTYPE: object = Object.prototype;

/** One copy's bookkeeping: nodes copied so far, and the objects on the path from the root (cycles). */
interface Walk {
  nodes: number;
  /** What this copy may take (CopySize): objects, and for a 'small' copy members too. */
  readonly budget: number;
  readonly chargesMembers: boolean;
  readonly path: object[];
}

function copyOf(v: unknown, depth: number, walk: Walk, freeze: boolean): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (++walk.nodes > walk.budget || depth > MAX_DEPTH) throw new TooLarge();
  const path = walk.path;
  for (let i = 0; i < depth; i++) if (path[i] === v) throw new TypeError('a cycle');
  path[depth] = v;
  if (Array.isArray(v)) {
    const length = v.length;
    if (length > walk.budget - walk.nodes) throw new TooLarge();
    if (walk.chargesMembers) walk.nodes += length;
    const a = new Array<unknown>(length);
    for (let i = 0; i < length; i++) a[i] = copyOf(v[i], depth + 1, walk, freeze);
    return freeze ? Object.freeze(a) : a;
  }
  const o: Record<string, unknown> = {};
  // A Play keeps its steps behind a getter on its class (core/play.ts): read it as the
  // plain { steps, position } it stands for. The mark only says which members to read.
  const keys = (v as { [PLAY_MARK]?: unknown })[PLAY_MARK] === true ? PLAY_KEYS : Object.keys(v);
  // Counted before any member is read: an object of more keys than the copy may still take is refused at once.
  if (keys.length > walk.budget - walk.nodes) throw new TooLarge();
  if (walk.chargesMembers) walk.nodes += keys.length;
  for (const key of keys) {
    const inner = copyOf((v as Record<string, unknown>)[key], depth + 1, walk, freeze);
    // A key that Object.prototype has ("__proto__", or one a setter or a frozen prototype
    // guards) becomes an own data property by definition; any other is a plain assignment,
    // which creates one too and costs a fifth of defineProperty.
    if (key in OBJECT_PROTOTYPE) Object.defineProperty(o, key, { value: inner, enumerable: true, writable: true, configurable: true });
    else o[key] = inner;
  }
  return freeze ? Object.freeze(o) : o;
}

/** `size`: 'large' for a value that grows with a match (CopySize). */
export function snapshot(value: unknown, what: string, size: CopySize = 'small'): Result<unknown, TavlaError<InvalidArgumentCode>> {
  return take(value, what, false, size);
}

/** `snapshot`, each copied object and array frozen as it is made: `deepFreeze(snapshot(...))` in one walk. */
export function frozenSnapshot(value: unknown, what: string, size: CopySize = 'small'): Result<unknown, TavlaError<InvalidArgumentCode>> {
  return take(value, what, true, size);
}

function take(value: unknown, what: string, freeze: boolean, size: CopySize): Result<unknown, TavlaError<InvalidArgumentCode>> {
  if (typeof value !== 'object' || value === null) return ok(value);
  const small = size === 'small';
  try {
    return ok(copyOf(value, 0, { nodes: 0, budget: small ? SMALL_VALUE_BUDGET : LARGE_VALUE_BUDGET, chargesMembers: small, path: [] }, freeze));
  } catch (e) {
    return err('invalid-argument', unreadable(what, e));
  }
}

/** Why a caller's value could not be copied (`e`: what reading it threw). */
export function unreadable(what: string, e: unknown): string {
  const why = e instanceof TooLarge ? 'it is nested too deeply or is too large' : 'reading it failed (a throwing getter, a revoked Proxy or a cycle)';
  return `${what} could not be read: ${why}.`;
}

/** Deep-freezes a value the library built itself (never a caller's object) and returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
