/**
 * Every public function that can be handed bad data answers with a Result instead of throwing
 * (throwing is kept for bugs inside the library).
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** An error a caller can act on: a stable machine-readable `code` and a sentence for people. */
export interface TavlaError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<C extends string>(code: C, message: string): { readonly ok: false; readonly error: TavlaError<C> } {
  return { ok: false, error: Object.freeze({ code, message }) };
}
