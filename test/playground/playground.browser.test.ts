import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playableVariants } from '../../src/variants/index.js';
import { buildPlayground } from '../../src/playground/build.js';

/**
 * The playground page end to end in a real Chromium (the Debian `chromium` package, driven by
 * playwright-core): `npm run test:browser`, which .ci/run runs. The page is built afresh from
 * src/playground, opened from the file system, and played by clicking, as a person would: the
 * human seat is White against the page's random opponent, and every decision is a click on the
 * board, a button, or an entry of the list of legal plays.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const SCREENSHOT = join(root, 'docs', 'playground.png');

function chromiumPath(): string {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p): p is string => p !== undefined && p !== '' && existsSync(p));
  if (found === undefined) throw new Error('No Chromium found: apt-get install chromium (Debian), or set CHROMIUM_PATH. .ci/run installs it.');
  return found;
}

let browser: Browser;
let pageUrl: string;
let server: Server;
let serverUrl: string;

beforeAll(async () => {
  const page = await buildPlayground();
  pageUrl = pathToFileURL(page).href;
  // A static server too: the page must work from one as well as from the file system.
  const html = readFileSync(page);
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser.close();
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
});

interface Status {
  readonly phase: string;
  readonly toAct: string;
  readonly human: boolean;
  readonly applied: number;
  readonly steps: number;
  /** Entries in the list of legal plays. */
  readonly plays: number;
}

/** Where the game stands, as the page's status line says in its data attributes (a browser-side expression). */
const READ_STATUS = `(() => {
  const d = document.getElementById('status').dataset;
  return {
    phase: d.phase ?? '',
    toAct: d.toAct ?? '',
    human: d.human === 'true',
    applied: Number(d.applied),
    steps: Number(d.steps),
    plays: document.querySelectorAll('#plays button').length,
  };
})()`;

async function status(page: Page): Promise<Status> {
  return page.evaluate<Status>(READ_STATUS);
}

/**
 * Waits until more than `applied` actions have been applied and the person is to act, or the
 * game is over (the random opponent plays in between).
 */
async function waitForPerson(page: Page, applied: number): Promise<Status> {
  const handle = await page.waitForFunction(
    `(() => { const s = ${READ_STATUS}; return s.applied > ${applied} && (s.human || s.phase === 'game-over' || s.phase === 'match-over') ? s : null; })()`,
  );
  return (await handle.jsonValue()) as Status;
}

/** Opens the page with the errors it throws collected. */
async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  return { page, errors };
}

/** A small deterministic choice for the test's own decisions. */
function chooser(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

/**
 * Enters a play by clicking a checker the page marks as movable, then one of the destinations it
 * shows, until the play is complete, then Play (the forced pass: Pass at once).
 */
async function playByCheckers(page: Page, choose: (n: number) => number): Promise<void> {
  const look = (): Promise<{ complete: boolean; movable: number; destinations: number; refused: boolean }> =>
    page.evaluate(() => ({
      complete: !(document.getElementById('confirm') as HTMLButtonElement).disabled,
      movable: document.querySelectorAll('#board .spot.movable').length,
      destinations: document.querySelectorAll('#board .spot.destination').length,
      refused: document.getElementById('message')!.className === 'error',
    }));
  for (let guard = 0; guard < 8; guard++) {
    const before = await look();
    expect(before.refused).toBe(false);
    if (before.complete) break;
    expect(before.movable).toBeGreaterThan(0);
    await page.locator('#board .spot.movable').nth(choose(before.movable)).click();
    const selected = await look();
    expect(selected.destinations).toBeGreaterThan(0);
    await page.locator('#board .spot.destination').nth(choose(selected.destinations)).click();
  }
  await page.locator('#confirm').click();
}

/** Plays one whole game as White by clicking; returns how many plays White made each way. */
async function playGame(page: Page, seed: number): Promise<{ byList: number; byCheckers: number }> {
  const choose = chooser(seed);
  let byList = 0;
  let byCheckers = 0;
  let s = await status(page);
  for (let decisions = 0; ; decisions++) {
    if (s.phase === 'game-over' || s.phase === 'match-over') break;
    expect(decisions, 'a game of a few hundred decisions at most').toBeLessThan(600);
    if (s.phase === 'opening' || s.phase === 'roll') {
      await page.locator('#roll').click();
    } else if (s.phase === 'double') {
      await page.locator('#game-actions button', { hasText: 'Take' }).click();
    } else if (s.phase === 'resignation') {
      await page.locator('#game-actions button', { hasText: 'Accept' }).click();
    } else if (s.phase === 'play') {
      // Three plays from the list of legal plays, the next checker by checker, and so on.
      if (byList < 3 * (byCheckers + 1)) {
        expect(s.plays).toBeGreaterThan(0);
        await page.locator('#plays button').nth(choose(s.plays)).click();
        byList++;
      } else {
        await playByCheckers(page, choose);
        byCheckers++;
      }
    } else {
      throw new Error(`unexpected phase ${s.phase}`);
    }
    // The click was taken: an action was applied (at the opening a tie is an action too).
    s = await waitForPerson(page, s.applied);
  }
  return { byList, byCheckers };
}

describe('the playground page in Chromium', () => {
  const variants = playableVariants();

  it('offers every playable variant of the library, and each one\'s presets', async () => {
    const { page, errors } = await open(`${pageUrl}?delay=0&seed=1`);
    const offered = await page.locator('#variant option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual([...variants]);
    await page.selectOption('#variant', 'long-nard');
    const presets = await page.locator('#preset option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(presets).toContain('sport');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a seed in the address that is not a whole number is replaced and said in the log, not a dead page', async () => {
    for (const bad of ['abc', '1e400', '1.5']) {
      const { page, errors } = await open(`${pageUrl}?delay=0&seed=${bad}`);
      expect(await page.locator('#variant option').count()).toBe(variants.length);
      await expect.poll(() => page.locator('#log').textContent()).toContain(`(the address's seed "${bad}" is not a whole number)`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('a match length that is not a whole number starts nothing and says why (never another length)', async () => {
    const { page, errors } = await open(`${pageUrl}?delay=0&seed=3`);
    await page.fill('#length', '1.5');
    await page.locator('#new-game').click();
    await expect.poll(() => page.locator('#message').textContent()).toContain('invalid-config');
    await page.fill('#length', '3');
    await page.locator('#new-game').click();
    await expect.poll(() => page.locator('#log').textContent()).toContain('a match to 3');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [i, variant] of variants.entries()) {
    it(`plays a whole game of ${variant} by clicking, against the random opponent`, async () => {
      // "Roll for me" on: the person clicks Roll only where the cube gives him a choice.
      const { page, errors } = await open(`${pageUrl}?delay=0&seed=${11 + i}&seats=white&autoroll=1&variant=${variant}`);
      const played = await playGame(page, 100 + i);
      const s = await status(page);
      expect(['game-over', 'match-over']).toContain(s.phase);
      expect(played.byCheckers).toBeGreaterThan(0);
      expect(played.byList).toBeGreaterThan(0);
      // The result is on the page: the log ends the game and the score names a result.
      await expect.poll(() => page.locator('#log').textContent()).toContain('Game over');
      expect(await page.locator('#score').textContent()).toMatch(/Result: (white wins|black wins|a draw)/);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('refuses an illegal click (nothing moves, a message says why), undoes within the turn, and saves the screenshot', async () => {
    // Served over HTTP this time.
    const { page, errors } = await open(`${serverUrl}?delay=0&seed=5&seats=white`);
    await page.fill('#position-input', 'short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5');
    await page.click('#load-position');
    expect((await status(page)).phase).toBe('roll');
    await page.selectOption('#die1', '6');
    await page.selectOption('#die2', '5');
    await page.click('#set-dice');
    let s = await status(page);
    expect([s.phase, s.toAct]).toEqual(['play', 'white']);
    const start = await page.inputValue('#id-string');
    expect(start).toBe('short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5');
    expect(await page.locator('#plays button').count()).toBe(7); // 24/13, 24/18 13/8, ... (G-9 with 6-5)

    // A checker of the opponent's is no checker of White's: refused.
    await page.click('#board [data-point="1"]');
    expect(await page.locator('#message').textContent()).toContain('white has no checker on point 1');
    expect(await page.locator('#message').getAttribute('class')).toBe('error');
    expect((await status(page)).steps).toBe(0);

    // White's 24 point: its checker may go to 18 (the 6) or 13 (both dice); 19 is Black's 6 point, held by five.
    await page.click('#board [data-point="24"]');
    const shown = await page.locator('#board .spot.destination').evaluateAll((els) => els.map((e) => e.getAttribute('data-point')));
    expect(shown.sort()).toEqual(['13', '18']);
    const board = await page.locator('#board').innerHTML();
    await page.click('#board [data-point="19"]');
    s = await status(page);
    expect(s.steps).toBe(0);
    expect(await page.locator('#board').innerHTML()).toBe(board);
    expect(await page.locator('#message').getAttribute('class')).toBe('error');
    expect(await page.locator('#message').textContent()).toContain('point-blocked');

    await page.click('#board [data-point="24"]'); // clicking the selected checker again puts it back
    // Step by step, then undo: back to the start of the turn.
    await page.click('#board [data-point="24"]');
    await page.click('#board [data-point="18"]');
    expect((await status(page)).steps).toBe(1);
    expect(await page.locator('#confirm').isEnabled()).toBe(false);
    await page.click('#undo');
    expect((await status(page)).steps).toBe(0);

    // One click moves a checker across both dice (24/13), and Play makes the play.
    await page.click('#board [data-point="13"]');
    await page.screenshot({ path: SCREENSHOT });
    await page.click('#board [data-point="8"]');
    expect((await status(page)).steps).toBe(1);
    await page.click('#undo');
    await page.click('#board [data-point="24"]');
    await page.click('#board [data-point="13"]');
    expect((await status(page)).steps).toBe(2);
    await page.click('#confirm');
    await expect.poll(() => page.locator('#log').textContent()).toContain('white plays 24/13');
    expect(await page.inputValue('#id-string')).not.toBe(start);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reads a position in every format the library reads, and refuses text that is none', async () => {
    const { page, errors } = await open(`${pageUrl}?delay=0&seed=2&seats=both`);
    const load = async (text: string): Promise<void> => {
      await page.fill('#position-input', text);
      await page.click('#load-position');
    };
    await load('4HPwATDgc/ABMA');
    expect(await page.inputValue('#id-gnubg')).toMatch(/^4HPwATDgc\/ABMA/);
    await load('XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:9:10');
    expect(await page.inputValue('#id-xgid')).toMatch(/^XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:9:10/);
    await load('long-nard b | 24:14 13:1 | 24:15 | turns=1,0');
    expect(await page.inputValue('#id-string')).toBe('long-nard b | 24:14 13:1 | 24:15 | turns=1,0');
    expect((await status(page)).toAct).toBe('black');
    await load('hello');
    expect(await page.locator('#message').textContent()).toContain('unrecognised-position');
    expect(await page.inputValue('#id-string')).toBe('long-nard b | 24:14 13:1 | 24:15 | turns=1,0');
    expect(errors).toEqual([]);
    await page.close();
  });
});
