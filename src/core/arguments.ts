import { isPlayer, type Player } from './player.js';
import { snapshot } from './snapshot.js';

/**
 * Argument checks for the functions that return a plain value (docs/errors.md, "Wrong types"):
 * a caller's argument is read once into the library's own copy and checked; anything else is a
 * TypeError whose message names the function, the argument and what it must be — never an
 * internal error such as "Cannot read properties of null".
 */

export function argumentError(fn: string, arg: string, wanted: string, detail?: string): TypeError {
  return new TypeError(`${fn}: ${arg} must be ${wanted}${detail === undefined ? '' : ` (${detail})`}.`);
}

/** The caller's value, copied once (core/snapshot.ts) and checked by `test`; a TypeError otherwise. */
export function plainArgument<T>(fn: string, arg: string, value: unknown, test: (v: unknown) => v is T, wanted: string): T {
  const copy = snapshot(value, `${fn}: ${arg}`);
  // The copy's message says why ("...could not be read: it is nested too deeply or is too large."),
  // and what the argument must be follows it.
  if (!copy.ok) throw new TypeError(`${copy.error.message.replace(/\.$/, '')}; it must be ${wanted}.`);
  if (!test(copy.value)) throw argumentError(fn, arg, wanted);
  return copy.value;
}

export type Data = Readonly<Record<string, unknown>>;

export const isData = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isWholeNumber = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

export const isPositiveNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

export const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function playerArgument(fn: string, arg: string, value: unknown): Player {
  if (!isPlayer(value)) throw argumentError(fn, arg, '"white" or "black"');
  return value;
}

/** Reads a caller's value without letting a Proxy or getter throw through: undefined when it cannot be read. */
export function readable(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return undefined;
  }
}
