/**
 * An exact text of plain data, for caching what the library computed from data by the data's
 * content (never by the identity of a caller's object, which its owner can change): strings,
 * numbers (-0, NaN and the infinities each spelled apart), booleans, null, arrays and plain
 * objects of those, keys in their order. Anything else (undefined, a function, a symbol, a
 * bigint) or more than `maxNodes` values gives null: such a value is not cached. Two values with
 * the same key are the same data to every reader of the library.
 */
export function contentKey(value: unknown, maxNodes = 2_000): string | null {
  const parts: string[] = [];
  let nodes = 0;
  const write = (v: unknown): boolean => {
    if (++nodes > maxNodes) return false;
    switch (typeof v) {
      case 'string':
        parts.push(JSON.stringify(v));
        return true;
      case 'number':
        parts.push(Object.is(v, -0) ? '-0' : String(v));
        return true;
      case 'boolean':
        parts.push(v ? 'true' : 'false');
        return true;
      case 'object': {
        if (v === null) {
          parts.push('null');
          return true;
        }
        if (Array.isArray(v)) {
          parts.push('[');
          for (const item of v as unknown[]) if (!write(item)) return false;
          parts.push(']');
          return true;
        }
        parts.push('{');
        for (const key of Object.keys(v)) {
          parts.push(JSON.stringify(key), ':');
          if (!write((v as Record<string, unknown>)[key])) return false;
        }
        parts.push('}');
        return true;
      }
      default:
        return false;
    }
  };
  return write(value) ? parts.join(',') : null;
}
