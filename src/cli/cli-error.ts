import type { Result } from '../index.js';

/**
 * How the command ends when something is wrong. Every failure the user can cause is one of
 * these, thrown inside a command and caught once in tavla.ts, which prints it as one line
 * `tavla: <code>: <message>` on stderr and exits with its status:
 *
 * - 1, refused input: the library refused a position, dice or a play (the code is the
 *   library's own, e.g. `malformed-position-id`), or the command refused a value it reads itself
 *   (`unrecognised-position`).
 * - 2, usage: an unknown command or flag, a missing or extra argument, a flag value that is not
 *   what the flag takes.
 */
export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 1 | 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Exit status 1: the input was read and refused. */
export const refused = (code: string, message: string): CliError => new CliError(code, message, 1);

/** Exit status 2: the command line itself is wrong. */
export const usageError = (code: string, message: string): CliError => new CliError(code, message, 2);

/** The value of a library Result, or its error (code and message unchanged) as a refusal. */
export function orRefuse<T>(result: Result<T, { readonly code: string; readonly message: string }>): T {
  if (!result.ok) throw refused(result.error.code, result.error.message);
  return result.value;
}
