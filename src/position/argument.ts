import { err, type TavlaError } from '../core/result.js';
import type { InvalidArgumentCode } from '../core/snapshot.js';
import { isPosition, POSITION_MARK, setOtherCopyReader, type Position } from './position.js';
import { positionFromSetup } from './setup.js';

/**
 * How every function that takes a Position reads its argument (docs/design.md, the trust rule).
 *
 * - A Position this copy of the library made is itself: its brand (private fields) cannot be
 *   forged or copied, and it is frozen, so it is trusted as it is.
 * - A Position made by another copy of the library — the CommonJS and the ES module build loaded
 *   side by side, which npm allows — is caller data to this copy: its Setup is read and
 *   validated like any Setup, on every call.
 * - Anything else (null, a Setup, a spread or JSON copy, a structured clone, which loses the
 *   private board, a Proxy) is not a Position.
 */
export function positionArgument(value: unknown): Position | null {
  return isPosition(value) ? value : otherCopyPosition(value);
}

setOtherCopyReader((value) => otherCopyPosition(value));

function otherCopyPosition(value: unknown): Position | null {
  if (typeof value !== 'object' || value === null) return null;
  try {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (typeof prototype !== 'object' || prototype === null || prototype === Object.prototype) return null;
    if ((prototype as { [POSITION_MARK]?: unknown })[POSITION_MARK] !== true) return null;
    const toJSON: unknown = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON !== 'function') return null;
    const read = positionFromSetup(toJSON.call(value) as never);
    return read.ok ? read.value : null;
  } catch {
    return null;
  }
}

const WANTED = 'a Position (from startPosition, positionFromSetup or a reader such as positionFromJSON)';
const HINT = 'a JSON or structured-clone copy has lost the board: send positionToJSON(position) or toPositionString(position) and read it back';

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return `a value of type ${typeof value}`;
  try {
    return Array.isArray(value) ? 'an array' : 'an object that is not one';
  } catch {
    return 'a revoked Proxy';
  }
}

/** The error a Result-returning function gives for an argument that is not a Position. */
export function notAPosition(fn: string, value: unknown): { readonly ok: false; readonly error: TavlaError<InvalidArgumentCode> } {
  return err('invalid-argument', `${fn}: position must be ${WANTED}; got ${kind(value)} (${HINT}).`);
}

/** For functions that return a plain value: the Position, or a TypeError that names the argument. */
export function requirePosition(value: unknown, fn: string): Position {
  const position = positionArgument(value);
  if (position === null) throw new TypeError(`${fn}: position must be ${WANTED}; got ${kind(value)} (${HINT}).`);
  return position;
}
