/**
 * Progress of a long run on stderr, never on stdout, so piped output stays clean.
 *
 * - stderr a terminal: a bar redrawn in place, shown only once the run has taken a second (a
 *   quick run draws nothing) and erased when the run ends, so the terminal keeps only the output.
 * - `--progress` given: shown from the start; on a terminal as the bar, elsewhere (a log file,
 *   a pipe) as plain lines, at most one every few seconds plus a last one, never a carriage
 *   return or an escape sequence.
 * - neither: nothing.
 */

export interface Progress {
  /** `done` of `total` units; `note` is appended (a rate, what is in flight). */
  update(done: number, total: number, note?: string): void;
  /** A line of its own (what a phase found), printed when progress is shown at all. */
  log(line: string): void;
  /** Ends the display: erases the bar, or writes the last plain line. */
  finish(): void;
}

export interface ProgressSettings {
  /** What is being counted: "self-play", "ply 2". */
  readonly label: string;
  /** The unit, plural: "games", "turns". */
  readonly unit: string;
  /** `--progress` was given. */
  readonly requested: boolean;
  /** Where it goes (default process.stderr) and whether that is a terminal. */
  readonly stream?: NodeJS.WriteStream;
  /** Milliseconds between plain lines (default 5,000). */
  readonly lineEveryMs?: number;
  /** The clock (default performance.now); a test passes its own. */
  readonly now?: () => number;
}

/** A terminal redraw at most this often. */
const DRAW_EVERY_MS = 100;
/** An unrequested bar waits this long, so that runs under a second show nothing. */
const QUIET_MS = 1000;
const BAR_WIDTH = 24;

/** 42s, 3m05s, 2h07m. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms)) return '?';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

const count = (n: number): string => Math.round(n).toLocaleString('en-US');

export function createProgress(settings: ProgressSettings): Progress {
  const stream = settings.stream ?? process.stderr;
  const tty = stream.isTTY;
  const shown = settings.requested || tty;
  const lineEvery = settings.lineEveryMs ?? 5000;
  const now = settings.now ?? (() => performance.now());
  const started = now();
  let last = { done: 0, total: 0, note: '' };
  let lastDraw = -Infinity;
  let drawn = false;

  const text = (): string => {
    const { done, total, note } = last;
    const elapsed = now() - started;
    const share = total === 0 ? 0 : done / total;
    const eta = done === 0 ? Infinity : (elapsed / done) * (total - done);
    const filled = Math.round(share * BAR_WIDTH);
    const bar = tty ? ` [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]` : '';
    const timing = done >= total ? duration(elapsed) : `${duration(elapsed)} elapsed, about ${duration(eta)} left`;
    return `${settings.label}:${bar} ${count(done)}/${count(total)} ${settings.unit} (${(100 * share).toFixed(1)}%), ${timing}${note === '' ? '' : `, ${note}`}`;
  };
  const draw = (force: boolean): void => {
    const at = now();
    if (!shown) return;
    if (!settings.requested && at - started < QUIET_MS) return;
    if (!force && at - lastDraw < (tty ? DRAW_EVERY_MS : lineEvery)) return;
    lastDraw = at;
    drawn = true;
    stream.write(tty ? `\r${text().slice(0, Math.max(20, (stream.columns || 80) - 1))}\x1b[K` : `${text()}\n`);
  };

  return {
    update(done, total, note = '') {
      last = { done, total, note };
      draw(false);
    },
    log(line) {
      if (!shown) return;
      if (tty && drawn) stream.write('\r\x1b[K');
      stream.write(`${line}\n`);
      if (tty && drawn) draw(true);
    },
    finish() {
      if (tty) {
        if (drawn) stream.write('\r\x1b[K');
      } else if (settings.requested) {
        draw(true);
      }
      drawn = false;
    },
  };
}
