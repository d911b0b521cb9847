/** How long a quoted value may be in an error message (docs/errors.md). */
const SHOWN = 60;
/** How many elements of an array are quoted: `[1,2,3,4,...]`. */
const SHOWN_ELEMENTS = 4;

/**
 * A value as error messages quote it: at most 60 characters, at a cost that does not grow with
 * the value. Never throws and runs none of the caller's code but a getter or Proxy trap it reads
 * inside a guard (an array's length and first elements): callers' data may hold BigInts, cycles,
 * huge arrays, objects of a million keys, `toJSON` methods or revoked Proxies, and a bad input
 * must still get its Result, quickly, not an exception (docs/security.md, bounded cost).
 *
 * Numbers are written as JavaScript writes them (`NaN`, `Infinity`), not as JSON would (`null`).
 * An object other than an array is not listed (listing its keys costs as many steps as it has
 * keys): it is quoted as "an object".
 */
export function show(value: unknown): string {
  const text = quoted(value, 0);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 3)}...` : text;
}

function quoted(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      // A long string is cut before it is encoded: a huge input must not cost its whole length here.
      return JSON.stringify(value.length > SHOWN ? value.slice(0, SHOWN) : value);
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'object':
      return value === null ? 'null' : quotedObject(value, depth);
    default:
      // BigInts (whose digits can be many), symbols and functions.
      return `a value of type ${typeof value}`;
  }
}

function quotedObject(value: object, depth: number): string {
  try {
    if (!Array.isArray(value)) return depth === 0 ? 'an object' : '{...}';
    if (depth > 0) return '[...]';
    const length: unknown = value.length;
    const n = typeof length === 'number' ? Math.min(length, SHOWN_ELEMENTS) : 0;
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(quoted(value[i], depth + 1));
    if (typeof length === 'number' && length > SHOWN_ELEMENTS) parts.push('...');
    return `[${parts.join(',')}]`;
  } catch {
    // A revoked Proxy, or an element whose getter throws.
    return 'an unreadable value';
  }
}

/** JSON equality that treats values JSON cannot represent as unequal instead of throwing. */
export function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** The start of a caller's text for an error message, unquoted: at most `max` characters (docs/errors.md). */
export function cut(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
