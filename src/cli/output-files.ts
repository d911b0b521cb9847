import { closeSync, mkdirSync, openSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { show } from '../core/show.js';
import { refused } from './cli-error.js';

/**
 * The files and folders a command writes. A path that cannot be written is the caller's input,
 * refused as `cannot-write` (status 1, docs/cli.md), never an `internal-error`; and a long run
 * asks before it starts, so that no work is done for a file it could not keep.
 */

function reason(e: unknown): string {
  const error = e as { code?: unknown; message?: unknown };
  return typeof error.code === 'string' ? error.code : show(String(error.message ?? e));
}

/** Runs `write`, refusing with `cannot-write` and `failure` (and the system's reason) when it fails. */
function orCannotWrite(write: () => void, failure: string): void {
  try {
    write();
  } catch (e) {
    throw refused('cannot-write', `${failure} (${reason(e)}).`);
  }
}

/** Refuses, before any work, an output file that cannot be opened for writing (it is not emptied). */
export function checkWritable(path: string, what: string): void {
  orCannotWrite(() => {
    closeSync(openSync(path, 'a'));
  }, `cannot write ${what} to ${show(path)}`);
}

/** Writes an output file, or refuses with `cannot-write`. */
export function writeOutput(path: string, text: string, what: string): void {
  orCannotWrite(() => {
    writeFileSync(path, text);
  }, `cannot write ${what} to ${show(path)}`);
}

/** Makes a folder (and its parents), or refuses with `cannot-write`. */
export function makeFolder(path: string, what: string): void {
  orCannotWrite(() => {
    makeFolders(resolve(path));
  }, `cannot make ${what} ${show(path)}`);
}

/**
 * `mkdirSync(path, { recursive: true })`, one folder at a time: Node's recursive form loops for
 * ever where making a folder fails with ENOENT under a parent that exists (`/proc/x`), so each
 * missing folder is made on its own, its parent first, and the first failure is thrown.
 */
export function makeFolders(path: string): void {
  if (isFolder(path)) return;
  const parent = dirname(path);
  if (parent !== path) makeFolders(parent);
  mkdirSync(path);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
