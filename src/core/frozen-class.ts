/**
 * Freezes a class whose instances the library hands out: its prototype (the methods and getters
 * every instance shares) and the class itself. The library calls those methods on its own
 * values (`position.isOver()`, a turn's getters), so a caller who could replace one on the
 * shared prototype would change later answers of the library for everyone (docs/security.md).
 * Called once, right after the class is defined.
 */
export function freezeClass(made: { readonly prototype: object }): void {
  Object.freeze(made.prototype);
  Object.freeze(made);
}
