import { err, ok, type Result, type TavlaError } from './result.js';

/**
 * The library's own copy of a caller's data, taken once before anything looks at it: plain
 * objects and arrays copied level by level, everything else kept as the value it is. Getters
 * run once, here; a Proxy's traps run once, here; whatever throws, loops or grows too large is
 * answered with `invalid-argument`. After this, validation and use read only the copy, so a
 * value that changes between two reads, or is changed by its owner after the call, cannot get
 * past a check (DESIGN.md: the trust rule; docs/security.md).
 */

export type InvalidArgumentCode = 'invalid-argument';

/** Bounds of a copy: far beyond any value of the library (a state with thousands of games fits). */
const MAX_DEPTH = 64;
const MAX_NODES = 1_000_000;

class TooLarge extends Error {}

export function snapshot(value: unknown, what: string): Result<unknown, TavlaError<InvalidArgumentCode>> {
  const path = new Set<object>();
  let nodes = 0;
  const copy = (v: unknown, depth: number): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) throw new TooLarge();
    if (path.has(v)) throw new TypeError('a cycle');
    path.add(v);
    let out: unknown;
    if (Array.isArray(v)) {
      const length = v.length;
      if (length > MAX_NODES) throw new TooLarge();
      const a = new Array<unknown>(length);
      for (let i = 0; i < length; i++) a[i] = copy(v[i], depth + 1);
      out = a;
    } else {
      const o: Record<string, unknown> = {};
      for (const key of Object.keys(v)) {
        // A "__proto__" key becomes an own data property of the copy, never its prototype.
        Object.defineProperty(o, key, { value: copy((v as Record<string, unknown>)[key], depth + 1), enumerable: true, writable: true, configurable: true });
      }
      out = o;
    }
    path.delete(v);
    return out;
  };
  try {
    return ok(copy(value, 0));
  } catch (e) {
    const why = e instanceof TooLarge ? 'it is nested too deeply or is too large' : 'reading it failed (a throwing getter, a revoked Proxy or a cycle)';
    return err('invalid-argument', `${what} could not be read: ${why}.`);
  }
}

/** Deep-freezes a value the library built itself (never a caller's object) and returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
