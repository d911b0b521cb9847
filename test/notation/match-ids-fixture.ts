import { readFileSync } from 'node:fs';
import type { Player, Points } from '../../src/index.js';

/** test/fixtures/gnubg/match-ids.json, written by test/oracle/match-ids.py (see test/oracle/README.md). */
export interface Snapshot {
  readonly flow: string;
  readonly label: string;
  readonly settings: { readonly matchLength: number; readonly jacoby: boolean; readonly beavers: number; readonly crawford: boolean };
  readonly commands: readonly string[];
  readonly positionId: string;
  readonly matchId: string;
  readonly state: {
    readonly gameState: 'playing' | 'over' | 'resigned' | 'dropped';
    readonly dice: readonly [number, number] | null;
    readonly turn: Player;
    readonly doubleOffered: boolean;
    readonly resignation: 'single' | 'gammon' | 'backgammon' | null;
    readonly score: Points;
    /** From gnubg.cubeinfo(), absent once the match is over (gnubg refuses it then). */
    readonly cube?: { readonly value: number; readonly owner: Player | null };
    readonly onRoll?: Player;
    readonly matchLength?: number;
    readonly crawford?: boolean;
    readonly jacoby?: boolean;
  };
  /** Our oracle script's XGID, for snapshots an XGID can hold. */
  readonly xgid?: string;
  /** The IDs gnubg made of `xgid` with `set xgid`. */
  readonly xgidImport?: { readonly positionId: string; readonly matchId: string };
}

export const matchIds = JSON.parse(readFileSync(new URL('../fixtures/gnubg/match-ids.json', import.meta.url), 'utf8')) as {
  readonly generator: { readonly gnubg: string; readonly players: Readonly<Record<string, string>> };
  readonly snapshots: readonly Snapshot[];
};
