/**
 * One value per resolved options object, built on first use. Options objects are made by the
 * library (resolved from a schema and deep-frozen) and shared by every position made with them,
 * so every position with the same options shares one `MoveRules`. The map is keyed only by such
 * library-made, frozen objects: the variant modules are called with the options of a Position, or
 * with a copy the library resolved itself (variants/public.ts), never with a caller's object.
 */
export function perOptions<O extends object, R>(build: (options: O) => R): (options: O) => R {
  const made = new WeakMap<O, R>();
  return (options) => {
    const known = made.get(options);
    if (known !== undefined) return known;
    const value = build(options);
    made.set(options, value);
    return value;
  };
}
