import { parseArgs } from 'node:util';
import type { VariantId } from '../index.js';
import { playableVariants } from '../variants/index.js';
import { refused, usageError, type CliError } from './cli-error.js';
import { show } from '../core/show.js';

/**
 * Command-line parsing for every command: node:util's parseArgs in strict mode, with its errors
 * turned into usage errors (exit 2) that name the command, and `--help` / `-h` on every command.
 */

export type OptionSpecs = Readonly<Record<string, { readonly type: 'string' | 'boolean'; readonly short?: string }>>;

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
  readonly help: boolean;
}

/**
 * parseArgs reads any argument that starts with `-` as an option, so `--seed -5` and a bare
 * XGID such as `-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10` would be refused as unknown
 * options. Such arguments (a dash then a digit, or a dash and a colon before any `=`) can never
 * be options here, so they are swapped for placeholders before parsing and put back after. An
 * option given as `--name=value` keeps its `=` before any colon in the value (`--out=C:\run.json`).
 */
const PROTECTED = /^-(\d|[^=]*:)/;
const PLACEHOLDER = '\u0000';

function hint(command: string): string {
  return command === '' ? 'see tavla --help' : `see tavla ${command} --help`;
}

/** Reads a command's arguments; usage errors name the command whose help explains them. */
export function parseCommandArgs(command: string, args: readonly string[], options: OptionSpecs, maxPositionals: number): ParsedArgs {
  const saved: string[] = [];
  const swapped = args.map((arg) => {
    if (!PROTECTED.test(arg)) return arg;
    saved.push(arg);
    return `${PLACEHOLDER}${saved.length - 1}`;
  });
  const restore = (value: string): string => (value.startsWith(PLACEHOLDER) ? (saved[Number(value.slice(1))] ?? value) : value);
  let parsed: { values: Record<string, string | boolean | (string | boolean)[] | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: swapped,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    const error = e as { code?: string; message?: string };
    const message = (error.message ?? String(e)).split('\n')[0]!.replaceAll(PLACEHOLDER, '');
    if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const option = /'([^']+)'/.exec(message)?.[1] ?? message;
      throw usageError('unknown-option', `tavla ${command} has no option ${option}; ${hint(command)}`);
    }
    // parseArgs's own sentence names the option and what it lacks ("argument missing", "does not take an argument").
    throw usageError('invalid-argument', `${message.replace(/\.$/, '')}; ${hint(command)}`);
  }
  const values: Record<string, string | boolean | undefined> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    values[name] = typeof value === 'string' ? restore(value) : Array.isArray(value) ? undefined : value;
  }
  const positionals = parsed.positionals.map(restore);
  const help = values['help'] === true;
  if (!help && positionals.length > maxPositionals) {
    throw usageError('unexpected-argument', `unexpected argument ${show(positionals[maxPositionals])}; ${hint(command)}`);
  }
  return { values, positionals, help };
}

/** A required positional argument, or a usage error naming it. */
export function required(command: string, positionals: readonly string[], index: number, name: string): string {
  const value = positionals[index];
  if (value === undefined) throw usageError('missing-argument', `tavla ${command} needs ${name}; ${hint(command)}`);
  return value;
}

/** A string flag's value, if given. */
export function stringOption(values: ParsedArgs['values'], name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/** An integer flag (or argument) within bounds, or a usage error that says what it takes. */
export function integerOption(command: string, name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = /^-?\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw usageError('invalid-argument', `${name} takes an integer from ${min} to ${max}; got ${show(text)}; ${hint(command)}`);
  }
  return value;
}

/** One of a fixed set of words, or a usage error listing them. */
export function choiceOption<T extends string>(command: string, name: string, text: string | undefined, choices: readonly T[]): T | undefined {
  if (text === undefined) return undefined;
  const found = choices.find((c) => c === text);
  if (found === undefined) throw usageError('invalid-argument', `${name} takes ${choices.join(', ')}; got ${show(text)}; ${hint(command)}`);
  return found;
}

/** The refusal of a `--variant` that names no playable variant (`unknown-variant`, exit 1). */
export function unknownVariant(name: string): CliError {
  return refused('unknown-variant', `No playable variant is called ${JSON.stringify(name.slice(0, 40))}; playable variants: ${playableVariants().join(', ')}.`);
}

/** `--variant`: one of the playable variants (default short tavla), else `unknown-variant` (exit 1). */
export function variantOption(values: ParsedArgs['values']): VariantId {
  const name = stringOption(values, 'variant') ?? 'short-tavla';
  const variant = playableVariants().find((v) => v === name);
  if (variant === undefined) throw unknownVariant(name);
  return variant;
}
