import type { Setup } from '../position/setup-types.js';
import { ok, type Result } from '../core/result.js';
import { snapshot } from '../core/snapshot.js';
import { show } from '../core/show.js';
import { apply, newMatch } from '../game/reducer.js';
import type { GameState } from '../game/state.js';
import { baseSettings, configOf, settingsDiff, writeHeader, type HeaderFields } from './record-header.js';
import { ANSWER_VERBS, CUBE_VERBS, SEAT, diceText, gameLine, matchLine, resultLine } from './record-lines.js';
import { playText } from './record-play.js';
import { isGameLog, type GameLog, type RecordError } from './record-types.js';
import { fileGamesRefusal } from '../core/limits.js';

function fail(line: number, message: string): { readonly ok: false; readonly error: RecordError } {
  return { ok: false, error: Object.freeze({ code: 'invalid-game-log', message, line }) };
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readNames(value: unknown): HeaderFields['names'] | null {
  if (value === undefined) return {};
  if (!isRecord(value)) return null;
  const names: { white?: string; black?: string } = {};
  for (const [key, name] of Object.entries(value)) {
    if ((key !== 'white' && key !== 'black') || (typeof name !== 'string' && name !== undefined)) return null;
    if (typeof name === 'string') {
      if (/[\n\r]/.test(name)) return null;
      names[key] = name;
    }
  }
  return names;
}

/** The body writer: one line per event, the dice line of a turn gathering its stages. */
class Body {
  readonly lines: string[] = [];
  private turnLine: string | null = null;
  private lastStage: string | null = null;
  private turnNumber = 0;

  flush(): void {
    if (this.turnLine !== null) this.lines.push(this.turnLine);
    this.turnLine = null;
    this.lastStage = null;
  }

  line(text: string): void {
    this.flush();
    this.lines.push(text);
  }

  newGame(state: GameState): void {
    this.turnNumber = 0;
    this.flush();
    if (this.lines.length > 0) this.lines.push('');
    this.lines.push(gameLine(state));
  }

  /** A stage heading `White 3-1`: starts a turn line or continues the current one. */
  stage(heading: string, fresh: boolean): void {
    if (fresh) this.flush();
    if (this.turnLine === null) {
      this.turnNumber++;
      this.turnLine = `${this.turnNumber}. ${heading}`;
    } else {
      this.turnLine += `; ${heading}`;
    }
    this.lastStage = heading;
  }

  /** A play of the stage `heading`, joined to its heading when that is the last one written. */
  play(heading: string, text: string): void {
    if (this.lastStage !== heading) this.stage(heading, false);
    this.turnLine = `${this.turnLine ?? ''}: ${text}`;
    this.lastStage = null;
  }
}

/**
 * Writes a game or match as a readable record (format in docs/notation.md, "Game and match
 * records"): a header of settings, then one line per roll-off, turn, cube action, resignation
 * and result. The log is replayed first; a log the reducer refuses is `invalid-game-log`, with
 * `line` the 1-based number of the refused action.
 */
export function toRecord(given: GameLog): Result<string, RecordError> {
  // Read once into the library's own copy: the log is replayed from the copy only.
  const read = snapshot(given, 'The game log', 'large');
  if (!read.ok) return fail(0, read.error.message);
  const log = read.value as GameLog;
  if (!isGameLog(log)) return fail(0, 'A game log is { config, actions, names? }.');
  const names = readNames(log.names);
  if (names === null) return fail(0, 'names is { white?: string, black?: string }, each on one line.');
  const started = newMatch(log.config);
  if (!started.ok) return fail(0, `The configuration is refused: ${started.error.code}: ${started.error.message}`);
  const settings = started.value.settings;
  const base = baseSettings(settings.variant, settings.preset, settings.match.length);
  if (base === null) return fail(0, 'The configuration cannot be written: its variant, preset and length are refused alone.');
  const startFrom = (log.config as { startFrom?: Setup }).startFrom ?? null;
  const fields: HeaderFields = {
    variant: settings.variant,
    preset: settings.preset,
    length: settings.match.length,
    settings: settingsDiff(settings, base),
    startFrom,
    names,
  };
  const rebuilt = newMatch(configOf(fields));
  if (!rebuilt.ok || JSON.stringify(rebuilt.value) !== JSON.stringify(started.value)) {
    return fail(0, 'The configuration cannot be written as record settings.');
  }

  const body = new Body();
  let state = started.value;
  body.newGame(state);
  for (let i = 0; i < log.actions.length; i++) {
    const action = log.actions[i]!;
    const next = apply(state, action);
    if (!next.ok) return fail(i + 1, `Action ${i + 1} (${show(action)}) is refused: ${next.error.code}: ${next.error.message}`);
    const after = next.value;
    const who = state.toAct === null ? '' : SEAT[state.toAct];
    switch (action.type) {
      case 'opening-roll':
        body.line(`Opening: White ${action.white}, Black ${action.black}`);
        break;
      case 'roll':
        body.stage(`${who} ${diceText(action.dice)}`, true);
        break;
      case 'play': {
        const text = playText(state, after, action.play);
        if (text === null) return fail(i + 1, `Action ${i + 1}: no notation reads back to this play.`);
        body.play(`${SEAT[state.stage!.player]} ${diceText(state.stage!.dice)}`, text);
        break;
      }
      case 'double':
      case 'beaver':
      case 'raccoon':
        body.line(`${who} ${CUBE_VERBS[action.type]} to ${after.offer!.offered}`);
        break;
      case 'take':
      case 'drop':
      case 'accept-resignation':
      case 'reject-resignation':
        body.line(`${who} ${ANSWER_VERBS[action.type]}`);
        break;
      case 'resign':
        body.line(`${who} resigns ${action.level}`);
        break;
      case 'next-game': {
        const refusal = fileGamesRefusal(after.game.number);
        if (refusal !== null) return { ok: false, error: Object.freeze({ code: 'input-too-long', message: refusal, line: i + 1 }) };
        body.newGame(after);
        break;
      }
    }
    if (after.game.result !== null && state.game.result === null) {
      body.line(resultLine(after.game.result));
      if (after.phase === 'match-over') body.line(matchLine(after));
    }
    state = after;
  }
  body.flush();
  return ok([...writeHeader(fields), '', ...body.lines, ''].join('\n'));
}
