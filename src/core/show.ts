/**
 * A value as error messages quote it. Never throws: callers' data may hold BigInts, cycles or
 * objects without a prototype, and a bad input must still get its Result, not an exception.
 */
export function show(value: unknown): string {
  // A long string is cut before it is encoded: a huge input must not cost its whole length here.
  if (typeof value === 'string' && value.length > 60) return `${JSON.stringify(value.slice(0, 57))}...`;
  try {
    // JSON.stringify answers undefined for functions and symbols, whatever its typing says.
    const text = JSON.stringify(value) as string | undefined;
    if (text !== undefined) return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  } catch {
    // Not representable as JSON: fall through to its type.
  }
  return `a value of type ${typeof value}`;
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
