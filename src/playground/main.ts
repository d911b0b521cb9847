import {
  apply,
  currentTurn,
  formatPlay,
  gamePosition,
  gnubgPositionId,
  legalActions,
  newMatch,
  positionToSetup,
  seededDice,
  stageSteps,
  toGnubgId,
  toPositionString,
  toXgid,
  type Action,
  type GameConfig,
  type GameState,
  type LegalAction,
  type Player,
  type Position,
  type Setup,
  type Step,
  type Turn,
  type VariantId,
} from '../index.js';
import { getVariant, playableVariants } from '../variants/index.js';
import { drawBoard, labelsFor, layStep, modelOf, type Highlights } from './board.js';
import { createRandom, openingRoll, randomAction, rollDice, type Dice } from './opponent.js';
import { readInput } from './position-input.js';

/**
 * The playground page: a game or match through the game reducer (newMatch -> legalActions ->
 * apply), drawn as SVG. A person enters a play step by step (stageSteps lists the steps that lead
 * on to a legal play), or picks it from the list of legal plays; the random opponent chooses
 * among legalActions. Everything comes from the library's public API; nothing here knows a
 * variant's rules.
 */

type Seats = 'white' | 'black' | 'both' | 'none';

interface App {
  state: GameState;
  /** The variant and preset of the game being played (also for a state read from an ID). */
  seats: Seats;
  /** Steps of the play being entered, and how many steps each click added (for undo). */
  steps: Step[];
  groups: number[];
  selected: number | 'bar' | null;
  /** Where the selected checker may go: own point (or 'off') -> the steps that take it there. */
  destinations: Map<number | 'off', Step[]>;
  message: { text: string; kind: 'info' | 'error' } | null;
  log: string[];
  /** The last position drawn, for a final board that is no Position (an LN-15 draw). */
  lastPosition: Position | null;
  /** Actions applied so far (the browser tests wait on it). */
  applied: number;
  /** Bumped on every new game, so that a pending opponent move of the old one is dropped. */
  epoch: number;
}

const params = new URLSearchParams(location.search);
const delay = Math.max(0, Number(params.get('delay') ?? '450') || 0);
// The dice seed from the address (`?seed=`), else a random one. A seed that is not a whole
// number is replaced by a random one and said in the log, rather than stopping the page.
const givenSeed = params.get('seed');
const seedOk = givenSeed !== null && givenSeed.trim() !== '' && Number.isSafeInteger(Number(givenSeed));
const seed = seedOk ? Number(givenSeed) : Math.floor(Math.random() * 2 ** 31);
const seedNote = givenSeed !== null && !seedOk ? ` (the address's seed ${JSON.stringify(givenSeed.slice(0, 40))} is not a whole number)` : '';
const random = createRandom(seed * 2 + 1);
const dice: Dice = { roller: seededDice(seed) };

function $(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`missing #${id}`);
  return element;
}

const ui = {
  status: $('status'),
  board: $('board'),
  message: $('message'),
  roll: $('roll') as HTMLButtonElement,
  die1: $('die1') as HTMLSelectElement,
  die2: $('die2') as HTMLSelectElement,
  setDice: $('set-dice') as HTMLButtonElement,
  undo: $('undo') as HTMLButtonElement,
  autoRoll: $('auto-roll') as HTMLInputElement,
  confirm: $('confirm') as HTMLButtonElement,
  gameActions: $('game-actions'),
  plays: $('plays'),
  playsCount: $('plays-count'),
  variant: $('variant') as HTMLSelectElement,
  preset: $('preset') as HTMLSelectElement,
  seats: $('seats') as HTMLSelectElement,
  length: $('length') as HTMLInputElement,
  newGame: $('new-game') as HTMLButtonElement,
  positionInput: $('position-input') as HTMLTextAreaElement,
  loadPosition: $('load-position') as HTMLButtonElement,
  idString: $('id-string') as HTMLInputElement,
  idGnubg: $('id-gnubg') as HTMLInputElement,
  idXgid: $('id-xgid') as HTMLInputElement,
  score: $('score'),
  log: $('log'),
};

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const diceText = (d: readonly number[]): string => d.join('-');
const playText = (steps: readonly Step[]): string => (steps.length === 0 ? 'pass (no legal move)' : formatPlay({ steps }));
const variantName = (id: VariantId): string => getVariant(id)?.name ?? id;

// ---------------------------------------------------------------------------------------------
// Setup controls

function fillPresets(variant: VariantId, chosen?: string): void {
  const presets = Object.keys(getVariant(variant)?.presets ?? {});
  ui.preset.innerHTML = presets.map((p) => `<option value="${esc(p)}">${esc(p)}</option>`).join('');
  if (chosen !== undefined && presets.includes(chosen)) ui.preset.value = chosen;
}

ui.variant.innerHTML = playableVariants()
  .map((id) => `<option value="${id}">${esc(variantName(id))}</option>`)
  .join('');
for (const select of [ui.die1, ui.die2]) select.innerHTML = [1, 2, 3, 4, 5, 6].map((v) => `<option>${v}</option>`).join('');
const startVariant = playableVariants().find((v) => v === params.get('variant')) ?? playableVariants()[0]!;
ui.variant.value = startVariant;
fillPresets(startVariant, params.get('preset') ?? undefined);
const seatsParam = params.get('seats');
ui.autoRoll.checked = params.get('autoroll') === '1';
if (seatsParam === 'white' || seatsParam === 'black' || seatsParam === 'both' || seatsParam === 'none') ui.seats.value = seatsParam;

function configFromControls(): GameConfig {
  const variant = ui.variant.value as VariantId;
  const length = ui.length.value.trim();
  const config: GameConfig = { variant, preset: ui.preset.value };
  if (length === '') return config;
  // 0 is one money game; any other number goes to newMatch as typed, so 1.5 or -3 is refused
  // with the library's own message rather than quietly made another length.
  const n = Number(length);
  return { ...config, match: { length: n === 0 ? null : n } };
}

// ---------------------------------------------------------------------------------------------
// The game

let app: App;

function fresh(state: GameState, seats: Seats, log: string[]): App {
  return {
    state,
    seats,
    steps: [],
    groups: [],
    selected: null,
    destinations: new Map(),
    message: null,
    log,
    lastPosition: gamePosition(state),
    applied: 0,
    epoch: (app as App | undefined)?.epoch ?? 0,
  };
}

function isHuman(player: Player | null): boolean {
  if (player === null) return false;
  return app.seats === 'both' || app.seats === player;
}

/** Whose numbering the board's labels use: the person's seat (with two at the board, the one to act). */
function viewer(): Player {
  if (app.seats === 'white' || app.seats === 'black') return app.seats;
  return app.seats === 'both' ? (app.state.toAct ?? 'white') : 'white';
}

/** The turn in progress when a person is to enter a play. */
function humanTurn(): Turn | null {
  const { state } = app;
  if (state.phase !== 'play' || !isHuman(state.toAct)) return null;
  const turn = currentTurn(state);
  return turn?.stage ? turn : null;
}

function say(text: string, kind: 'info' | 'error' = 'info'): void {
  app.message = { text, kind };
}

function startGame(config: GameConfig, note: string): void {
  const started = newMatch(config);
  if (!started.ok) {
    say(`${started.error.code}: ${started.error.message}`, 'error');
    render();
    return;
  }
  const epoch = app.epoch + 1;
  app = fresh(started.value, ui.seats.value as Seats, [note]);
  app.epoch = epoch;
  render();
}

function newGameFromControls(): void {
  const config = configFromControls();
  const variant = ui.variant.value as VariantId;
  const length = config.match?.length;
  const form = length === undefined ? 'the preset\'s match' : length === null ? 'a money game' : `a match to ${length}`;
  startGame(config, `New game: ${variantName(variant)}, preset ${config.preset ?? ''}, ${form}.`);
}

function loadPosition(): void {
  const read = readInput(ui.positionInput.value);
  if (!read.ok) {
    say(`${read.code}: ${read.message}`, 'error');
    render();
    return;
  }
  if (read.kind === 'state') {
    const epoch = app.epoch + 1;
    app = fresh(read.state, ui.seats.value as Seats, [`Loaded a game state (${read.format}).`]);
    app.epoch = epoch;
    ui.variant.value = read.state.settings.variant;
    fillPresets(read.state.settings.variant, read.state.settings.preset);
    render();
    return;
  }
  const { position } = read;
  ui.variant.value = position.variant;
  fillPresets(position.variant, ui.preset.value);
  // startFrom carries the board only: the game's options (here the position's) apply to it.
  const { variant, turn, white, black, turnsPlayed } = positionToSetup(position);
  const setup: Setup = turnsPlayed === undefined ? { variant, turn, white, black } : { variant, turn, white, black, turnsPlayed };
  const config: GameConfig = { ...configFromControls(), variant: position.variant, options: position.options, startFrom: setup };
  startGame(config, `Started from a ${read.format}: ${toPositionString(position)}`);
}

/** Applies an action; the log says what happened. A refusal is shown and nothing changes. */
function act(action: Action, label?: string): boolean {
  const before = app.state;
  const next = apply(before, action);
  if (!next.ok) {
    say(`Refused: ${next.error.code}: ${next.error.message}`, 'error');
    return false;
  }
  const after = next.value;
  app.state = after;
  app.applied++;
  app.steps = [];
  app.groups = [];
  app.selected = null;
  app.destinations = new Map();
  app.message = null;
  const position = gamePosition(after);
  if (position !== null) app.lastPosition = position;
  narrate(before, action, after, label);
  return true;
}

function narrate(before: GameState, action: Action, after: GameState, label: string | undefined): void {
  const who = before.toAct ?? '';
  const line = ((): string | null => {
    switch (action.type) {
      case 'opening-roll':
        return `Opening roll: white ${action.white}, black ${action.black}${after.phase === 'opening' ? ': a tie, roll again' : `: ${after.toAct ?? ''} starts`}`;
      case 'roll':
        return `${who} rolls ${diceText(action.dice)}`;
      case 'play':
        return `${who} plays ${label ?? (typeof action.play === 'string' ? action.play : playText('steps' in action.play ? action.play.steps : (action.play as Step[])))}`;
      case 'double':
        return `${who} doubles to ${after.offer?.offered ?? ''}`;
      case 'take':
        return `${who} takes; the cube is at ${after.cube.value}`;
      case 'drop':
        return `${who} drops`;
      case 'beaver':
        return `${who} beavers`;
      case 'raccoon':
        return `${who} raccoons`;
      case 'resign':
        return `${who} offers to resign (${action.level})`;
      case 'accept-resignation':
        return `${who} accepts the resignation`;
      case 'reject-resignation':
        return `${who} rejects the resignation`;
      case 'next-game':
        return `Game ${after.game.number}${after.game.crawford ? ' (Crawford game)' : ''}`;
    }
  })();
  if (line !== null) app.log.push(line);
  const result = after.game.result;
  if (result !== null && before.game.result === null) {
    const text =
      result.winner === null
        ? `Game over: a draw (${result.end})`
        : `Game over: ${result.winner} wins ${result.points[result.winner]} point${result.points[result.winner] === 1 ? '' : 's'} (${result.kind}, ${result.end})`;
    app.log.push(text);
    if (after.phase === 'match-over') app.log.push(after.match.winner === null ? 'Match over: drawn' : `Match over: ${after.match.winner} wins the match`);
  }
}

// ---------------------------------------------------------------------------------------------
// Entering a play by clicking

/** Every place the checker on `from` may reach from here, single steps and combined, with the steps that take it. */
function destinationsOf(turn: Turn, from: number | 'bar'): Map<number | 'off', Step[]> {
  const found = new Map<number | 'off', Step[]>();
  const hits = (chain: readonly Step[]): number => chain.filter((s) => s.hit).length;
  let frontier: { at: number | 'bar'; chain: Step[] }[] = [{ at: from, chain: [] }];
  while (frontier.length > 0) {
    const next: { at: number | 'bar'; chain: Step[] }[] = [];
    const level = new Map<number | 'off', Step[]>();
    for (const node of frontier) {
      const offered = stageSteps(turn, [...app.steps, ...node.chain]);
      if (!offered.ok) continue;
      // One offer per (from, to) with every die that may make it (largest first); a bear-off offered
      // with several dice takes the smallest, the exact one, and leaves the larger for later.
      const steps: Step[] = offered.value
        .filter((s) => s.from === node.at)
        .map((s) => ({ from: s.from, to: s.to, die: s.dice[s.dice.length - 1] ?? s.die, hit: s.hit }));
      for (const step of steps) {
        const chain = [...node.chain, step];
        const best = level.get(step.to);
        if (!found.has(step.to) && (best === undefined || hits(chain) < hits(best))) level.set(step.to, chain);
        if (step.to !== 'off' && !next.some((n) => n.at === step.to)) next.push({ at: step.to, chain });
      }
    }
    for (const [to, chain] of level) found.set(to, chain);
    frontier = next;
  }
  return found;
}

/** The mover's own point of a click on the board, or why it is none of his. */
function ownOf(target: Element, turn: Turn): number | 'bar' | 'off' | { refuse: string } {
  const mover = turn.stage!.player;
  const position = turn.position;
  const point = target.getAttribute('data-point');
  if (point !== null) {
    const own = position.ownPoint(mover, Number(point));
    return own ?? { refuse: `Point ${point} is not on ${mover}'s track.` };
  }
  const bar = target.getAttribute('data-bar');
  if (bar !== null) return bar === mover ? 'bar' : { refuse: `That is ${bar}'s bar; ${mover} is to play.` };
  const off = target.getAttribute('data-off');
  if (off !== null) return off === mover ? 'off' : { refuse: `That is ${off}'s tray; ${mover} is to play.` };
  return { refuse: 'Click a point, the bar or the tray.' };
}

function where(own: number | 'bar' | 'off'): string {
  return typeof own === 'number' ? `point ${own}` : own === 'bar' ? 'the bar' : 'off';
}

function clickBoard(target: Element): void {
  const turn = humanTurn();
  if (turn === null) {
    const { state } = app;
    const why =
      state.phase === 'roll' ? 'Roll the dice first.' : state.phase === 'play' ? `It is ${state.toAct ?? ''}'s move.` : state.phase === 'opening' ? 'Roll the opening roll first.' : 'No move to make now.';
    say(`Nothing moves: ${why}`, 'error');
    render();
    return;
  }
  const mover = turn.stage!.player;
  const own = ownOf(target, turn);
  if (typeof own === 'object') {
    say(`Nothing moves: ${own.refuse}`, 'error');
    render();
    return;
  }
  const offered = stageSteps(turn, app.steps);
  const sources = new Set<number | 'bar' | 'off'>(offered.ok ? offered.value.map((s) => s.from) : []);
  if (app.selected !== null && own !== 'bar') {
    const chain = app.destinations.get(own);
    if (chain !== undefined) {
      app.steps.push(...chain);
      app.groups.push(chain.length);
      app.selected = null;
      app.destinations = new Map();
      app.message = null;
      const more = stageSteps(turn, app.steps);
      if (more.ok && more.value.length === 0) say(`${playText(app.steps)}: the play is complete. Click Play to make it, or Undo.`);
      render();
      return;
    }
    if (own === app.selected) {
      app.selected = null;
      app.destinations = new Map();
      app.message = null;
      render();
      return;
    }
    if (!sources.has(own)) {
      // Why not: the library's answer for this step after the steps so far.
      const tried = stageSteps(turn, [...app.steps, { from: app.selected, to: own }]);
      const reason = tried.ok ? 'it leads to no legal play.' : `${tried.error.code}: ${tried.error.message}`;
      say(`Nothing moves: the checker on ${where(app.selected)} cannot go to ${where(own)}: ${reason}`, 'error');
      render();
      return;
    }
  }
  if (own !== 'off' && sources.has(own)) {
    app.selected = own;
    app.destinations = destinationsOf(turn, own);
    app.message = null;
    render();
    return;
  }
  const position = turn.position;
  const has = own === 'off' ? 0 : position.checkers(mover, own);
  const reason =
    own === 'off'
      ? 'choose a checker to bear off first.'
      : has === 0
        ? `${mover} has no checker on ${where(own)}.`
        : offered.ok && offered.value.length === 0
          ? 'the play is complete; click Play or Undo.'
          : `no legal play with ${diceText(turn.stage!.subMoves)} moves the checker on ${where(own)} now.`;
  say(`Nothing moves: ${reason}`, 'error');
  render();
}

function confirmPlay(): void {
  const turn = humanTurn();
  if (turn === null) return;
  const more = stageSteps(turn, app.steps);
  if (!more.ok || more.value.length > 0) {
    say('The play is not complete yet: every die that can be played must be played (G-9).', 'error');
    render();
    return;
  }
  const text = playText(app.steps);
  act({ type: 'play', play: [...app.steps], player: turn.stage!.player }, text);
  render();
}

function undo(): void {
  const n = app.groups.pop();
  if (n !== undefined) app.steps.splice(app.steps.length - n, n);
  app.selected = null;
  app.destinations = new Map();
  app.message = null;
  render();
}

function humanRoll(fixed: readonly [number, number] | null): void {
  const { state } = app;
  if (state.phase === 'opening') {
    act(fixed === null ? openingRoll(dice) : { type: 'opening-roll', white: fixed[0], black: fixed[1] });
  } else if (state.phase === 'roll' && isHuman(state.toAct)) {
    act({ type: 'roll', dice: fixed ?? rollDice(dice), player: state.toAct! });
  }
  render();
}

// ---------------------------------------------------------------------------------------------
// The random opponent

let pending: ReturnType<typeof setTimeout> | null = null;

function computerToAct(): boolean {
  const { state } = app;
  if (state.phase === 'game-over' || state.phase === 'match-over') return false;
  if (state.phase === 'opening') return app.seats === 'none';
  return state.toAct !== null && !isHuman(state.toAct);
}

/** "Roll for me": the person is on roll and has nothing else to decide (the cube cannot be turned). */
function autoRollDue(): boolean {
  const { state } = app;
  if (!ui.autoRoll.checked || state.phase !== 'roll' || !isHuman(state.toAct)) return false;
  return !legalActions(state).some((a) => a.type === 'double');
}

function schedule(): void {
  if (pending !== null) return;
  if (autoRollDue()) {
    const epoch = app.epoch;
    pending = setTimeout(() => {
      pending = null;
      if (epoch === app.epoch && autoRollDue()) humanRoll(null);
    }, 0);
    return;
  }
  if (!computerToAct()) return;
  const epoch = app.epoch;
  pending = setTimeout(() => {
    pending = null;
    if (epoch !== app.epoch || !computerToAct()) return;
    const legal = legalActions(app.state);
    const action = randomAction(app.state, legal, random, dice);
    const label = action.type === 'play' && Array.isArray(action.play) ? playText(action.play as Step[]) : undefined;
    act(action, label);
    render();
  }, delay);
}

// ---------------------------------------------------------------------------------------------
// Drawing the page

const ACTION_LABELS: Partial<Record<LegalAction['type'], string>> = {
  double: 'Double',
  take: 'Take',
  drop: 'Drop',
  beaver: 'Beaver',
  raccoon: 'Raccoon',
  'accept-resignation': 'Accept resignation',
  'reject-resignation': 'Reject resignation',
  'next-game': 'Next game',
};

function render(): void {
  const { state } = app;
  const turn = humanTurn();
  // The steps a person may enter next (null: nobody is entering a play here).
  const offeredNow = turn === null ? null : stageSteps(turn, app.steps);
  const offered = offeredNow?.ok ? offeredNow.value : null;
  const position = gamePosition(state) ?? app.lastPosition;
  const variant = getVariant(state.settings.variant);
  const hasBar = variant?.hasBar ?? true;

  // The board: the position of the stage with the steps entered so far laid on it.
  const anyTurn = state.phase === 'play' ? currentTurn(state) : null;
  const drawn = anyTurn?.position ?? position;
  let svg = '';
  if (drawn !== null) {
    const model = modelOf(drawn, hasBar);
    const mover = anyTurn?.stage?.player ?? null;
    if (turn !== null && mover !== null) for (const step of app.steps) layStep(model, drawn, mover, step);
    let movable = new Set<number | 'bar'>();
    if (offered !== null && mover !== null) movable = new Set(offered.map((s) => (s.from === 'bar' ? 'bar' : drawn.absolutePoint(mover, s.from)!)));
    const toBoard = (own: number | 'bar' | 'off'): number | 'bar' | 'off' => (typeof own === 'number' && mover !== null ? drawn.absolutePoint(mover, own)! : own);
    const hl: Highlights = {
      movable,
      selected: app.selected === null ? null : (toBoard(app.selected) as number | 'bar'),
      destinations: new Set([...app.destinations.keys()].map((k) => toBoard(k) as number | 'off')),
      mover: turn !== null ? mover : null,
    };
    const stage = anyTurn?.stage ?? null;
    svg = drawBoard(model, hl, {
      dice: stage?.subMoves ?? null,
      used: turn !== null ? app.steps.map((s) => s.die) : [],
      diceOwner: stage?.player ?? null,
      cube: state.settings.cube.enabled ? state.cube : null,
      labels: labelsFor(drawn, viewer()),
    });
  }
  ui.board.innerHTML = svg;

  // Status, with data attributes that say where the game stands (the browser tests read them).
  const phaseText = ((): string => {
    switch (state.phase) {
      case 'opening':
        return 'Opening roll: each player rolls one die';
      case 'roll':
        return `${state.toAct ?? ''} to roll`;
      case 'play':
        return `${state.toAct ?? ''} to play ${diceText(anyTurn?.stage?.subMoves ?? state.dice ?? [])}${anyTurn?.stage?.transferred ? ' (transferred, CG-5)' : ''}`;
      case 'double':
        return `${state.toAct ?? ''}: ${state.offer?.offerer ?? ''} offers the cube at ${state.offer?.offered ?? ''}`;
      case 'resignation':
        return `${state.toAct ?? ''}: ${state.resignation?.player ?? ''} offers to resign (${state.resignation?.level ?? ''})`;
      case 'game-over':
        return 'Game over';
      case 'match-over':
        return 'Match over';
    }
  })();
  const who = isHuman(state.toAct) ? ' (you)' : state.toAct !== null ? ' (random opponent)' : '';
  ui.status.textContent = `${variant?.name ?? state.settings.variant} · ${state.settings.preset} · ${phaseText}${state.phase === 'play' || state.phase === 'roll' ? who : ''}`;
  ui.status.dataset['phase'] = state.phase;
  ui.status.dataset['toAct'] = state.toAct ?? '';
  // Whether the person is to decide now (not while "roll for me" is about to roll for him).
  ui.status.dataset['human'] = String((isHuman(state.toAct) && !autoRollDue()) || (state.phase === 'opening' && app.seats !== 'none'));
  ui.status.dataset['variant'] = state.settings.variant;
  ui.status.dataset['steps'] = String(app.steps.length);
  ui.status.dataset['applied'] = String(app.applied);

  ui.message.textContent = app.message?.text ?? '';
  ui.message.className = app.message?.kind ?? '';

  // Controls.
  const canRoll = (state.phase === 'opening' && app.seats !== 'none') || (state.phase === 'roll' && isHuman(state.toAct));
  ui.roll.disabled = !canRoll;
  ui.setDice.disabled = !canRoll;
  ui.roll.textContent = state.phase === 'opening' ? 'Opening roll' : 'Roll';
  ui.setDice.textContent = state.phase === 'opening' ? 'Set (white, black)' : 'Set dice';
  ui.undo.disabled = turn === null || app.steps.length === 0;
  const complete = offered !== null && offered.length === 0;
  ui.confirm.disabled = !complete;
  ui.confirm.textContent = complete && app.steps.length === 0 ? 'Pass' : 'Play';

  const legal = legalActions(state);
  const extra = legal.filter((a) => {
    if (a.type === 'next-game') return true;
    if (a.type === 'play' || a.type === 'roll' || a.type === 'opening-roll') return false;
    return isHuman(a.player);
  });
  ui.gameActions.innerHTML = extra
    .map((a, i) => `<button data-action="${i}">${esc(a.type === 'resign' ? `Resign (${a.level})` : (ACTION_LABELS[a.type] ?? a.type))}</button>`)
    .join('');
  ui.gameActions.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
    button.onclick = () => {
      const chosen = extra[Number(button.dataset['action'])];
      if (chosen !== undefined) act(chosen as Action);
      render();
    };
  });

  // The legal plays in notation.
  const plays = turn !== null ? legal.filter((a): a is Extract<LegalAction, { type: 'play' }> => a.type === 'play') : [];
  ui.playsCount.textContent = turn !== null ? `(${plays.length})` : '';
  ui.plays.innerHTML = plays
    .map((a, i) => {
      const steps = JSON.stringify(a.play.map((s) => [s.from, s.to]));
      return `<li><button data-play="${i}" data-steps="${esc(steps)}">${esc(playText(a.play))}</button></li>`;
    })
    .join('');
  ui.plays.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
    button.onclick = () => {
      const chosen = plays[Number(button.dataset['play'])];
      if (chosen !== undefined) act(chosen, playText(chosen.play));
      render();
    };
  });

  // Position IDs.
  const ids = idsOf(state, position);
  ui.idString.value = ids.string;
  ui.idGnubg.value = ids.gnubg;
  ui.idXgid.value = ids.xgid;

  // Score and cube.
  const { match } = state;
  const lines: string[] = [];
  lines.push(match.length === null ? 'Money play' : `Match to ${match.length}${state.game.crawford ? ' · Crawford game' : match.postCrawford ? ' · post-Crawford' : ''}`);
  lines.push(`White ${match.score.white} – Black ${match.score.black} · game ${state.game.number}`);
  if (state.settings.cube.enabled) lines.push(`Cube ${state.cube.value}${state.cube.owner === null ? ', centred' : `, owned by ${state.cube.owner}`}`);
  else lines.push('No cube in this preset');
  if (position !== null) lines.push(`Pips: white ${position.pipCount('white')}, black ${position.pipCount('black')}`);
  if (state.game.result !== null) {
    const r = state.game.result;
    lines.push(r.winner === null ? 'Result: a draw' : `Result: ${r.winner} wins ${r.points[r.winner]} (${r.kind}, ${r.end})`);
  }
  ui.score.innerHTML = lines.map((l) => `<div>${esc(l)}</div>`).join('');
  ui.score.dataset['white'] = String(match.score.white);
  ui.score.dataset['black'] = String(match.score.black);

  ui.log.innerHTML = app.log
    .slice(-300)
    .map((l) => `<li>${esc(l)}</li>`)
    .join('');
  ui.log.scrollTop = ui.log.scrollHeight;
  schedule();
}

// The page's own memo of the texts shown for a state: keyed by states the reducer made and froze
// (app.state is only ever set from apply / newMatch), so a cached text cannot go stale.
const idCache = new WeakMap<GameState, { string: string; gnubg: string; xgid: string }>();

/** The IDs of a state, written once per state (the page redraws often within a turn). */
function idsOf(state: GameState, position: Position | null): { string: string; gnubg: string; xgid: string } {
  let ids = idCache.get(state);
  if (ids === undefined) {
    ids = writeIds(state, position);
    idCache.set(state, ids);
  }
  return ids;
}

function writeIds(state: GameState, position: Position | null): { string: string; gnubg: string; xgid: string } {
  if (position === null) return { string: '', gnubg: '', xgid: '' };
  const string = toPositionString(position);
  if (position.variant !== 'short-tavla') return { string, gnubg: '(short tavla only)', xgid: '(short tavla only)' };
  const withMatch = toGnubgId(state);
  let gnubg: string;
  try {
    gnubg = withMatch.ok ? withMatch.value : gnubgPositionId(position);
  } catch {
    gnubg = '(not for this setup)';
  }
  const xgid = toXgid(state);
  return { string, gnubg, xgid: xgid.ok ? xgid.value : `(${xgid.error.code})` };
}

async function copy(input: HTMLInputElement): Promise<void> {
  const text = input.value;
  input.select();
  try {
    await navigator.clipboard.writeText(text);
    say(`Copied: ${text}`);
  } catch {
    say('The browser refused the clipboard here: the text is selected, copy it with Ctrl+C.', 'error');
  }
  render();
}

// ---------------------------------------------------------------------------------------------
// Wiring

ui.board.addEventListener('click', (event) => {
  const target = (event.target as Element).closest('[data-point],[data-bar],[data-off]');
  if (target !== null) clickBoard(target);
});
ui.roll.onclick = () => {
  humanRoll(null);
};
ui.setDice.onclick = () => {
  humanRoll([Number(ui.die1.value), Number(ui.die2.value)]);
};
ui.undo.onclick = undo;
ui.autoRoll.onchange = () => {
  render();
};
ui.confirm.onclick = confirmPlay;
ui.newGame.onclick = newGameFromControls;
ui.loadPosition.onclick = loadPosition;
ui.variant.onchange = () => {
  fillPresets(ui.variant.value as VariantId);
};
document.querySelectorAll<HTMLButtonElement>('[data-copy]').forEach((button) => {
  button.onclick = () => {
    void copy($(button.dataset['copy']!) as HTMLInputElement);
  };
});

const first = newMatch(configFromControls());
if (!first.ok) throw new Error(first.error.message);
app = fresh(first.value, ui.seats.value as Seats, [`New game: ${variantName(startVariant)}, preset ${ui.preset.value}. Seed ${seed}${seedNote}.`]);
render();
