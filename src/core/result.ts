/**
 * Every public function that can be handed bad data answers with a Result instead of throwing
 * (throwing is kept for bugs inside the library).
 */
export type Result<T, E> =
  | {
      /** True: the call succeeded and `value` holds its answer. */
      readonly ok: true;
      /** The answer. */
      readonly value: T;
    }
  | {
      /** False: the call refused its input and `error` says why. */
      readonly ok: false;
      /** Why, with a stable code (docs/errors.md). */
      readonly error: E;
    };

/** An error a caller can act on: a stable machine-readable `code` and a sentence for people. */
export interface TavlaError<C extends string = string> {
  /** A stable, machine-readable code (docs/errors.md lists them all). */
  readonly code: C;
  /** A sentence for people, saying what was wrong. */
  readonly message: string;
}

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<C extends string>(code: C, message: string): { readonly ok: false; readonly error: TavlaError<C> } {
  return { ok: false, error: Object.freeze({ code, message }) };
}
