import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../../src/index.js';
import * as variants from '../../src/variants/index.js';
import { getVariant } from '../../src/variants/index.js';

/**
 * docs/api.md stays true to the code: it names every export of every entry point, its options
 * section has a row for every option of every variant, and its lists of variants are complete.
 * (The examples in it are run by examples.test.ts; the reference built by `npm run docs` checks
 * that every export has a doc comment.)
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const api = readFileSync(`${root}docs/api.md`, 'utf8');

/** The names an entry point exports, read from its export lists. */
function exportedNames(entry: string): string[] {
  const source = readFileSync(`${root}${entry}`, 'utf8');
  const names: string[] = [];
  for (const m of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.replace(/\/\/.*$/gm, '').trim().split(/\s+as\s+/).pop()!.trim();
      if (name !== '') names.push(name);
    }
  }
  return names;
}

const mentioned = (name: string): boolean => new RegExp('`[^`\\n]*\\b' + name + '\\b[^`\\n]*`').test(api);

describe('docs/api.md names everything the package exports', () => {
  it.each(['src/index.ts', 'src/notation/index.ts', 'src/variants/index.ts'])('%s', (entry) => {
    const names = exportedNames(entry);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => !mentioned(n))).toEqual([]);
  });

  it('the contents table lists every value `tavla/variants` exports', () => {
    const row = api.split('\n').find((line) => line.startsWith('| [`tavla/variants`]'))!;
    expect(Object.keys(variants).filter((n) => !row.includes(`\`${n}\``))).toEqual([]);
  });
});

describe('docs/api.md names nothing the package does not export', () => {
  it('every name in its tables of exports is exported by an entry point', () => {
    const all = new Set(['src/index.ts', 'src/notation/index.ts', 'src/variants/index.ts'].flatMap(exportedNames));
    const lines = api.split('\n');
    const named: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]!.startsWith('| Export |')) continue;
      // The table's rows: the first cell names exports (`name`, `name(args): type`), the Types row every type.
      for (let j = i + 2; j < lines.length && lines[j]!.startsWith('|'); j++) {
        const [, first, rest] = lines[j]!.split(/(?<!\\)\|/);
        const cells = first!.trim() === 'Types' ? rest! : first!;
        for (const m of cells.matchAll(/`([A-Za-z_]\w*)/g)) named.push(m[1]!);
      }
    }
    expect(named.length).toBeGreaterThan(60);
    expect(named.filter((name) => !all.has(name))).toEqual([]);
  });
});

describe('docs/api.md lists every variant and every option', () => {
  it('VariantId names every variant, and `tavla/variants` has a module row for each', () => {
    const union = api.split('\n').find((line) => line.startsWith('type VariantId ='))!;
    for (const id of VARIANT_IDS) expect(union).toContain(`'${id}'`);
    const modules = api.split('\n').find((line) => line.startsWith('| `shortTavla`, `longNard`'))!;
    for (const id of VARIANT_IDS) {
      const name = id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      expect(modules, id).toContain(`\`${name}\``);
    }
    expect(api).toContain(`all ${['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][VARIANT_IDS.length]}, in that order`);
  });

  it('the options section has a row for every option of every variant, with its default', () => {
    const options = api.slice(api.indexOf('\n## Options'), api.indexOf('\n## Scoring and the game reducer'));
    const missing: string[] = [];
    for (const id of VARIANT_IDS) {
      for (const [section, fields] of Object.entries(getVariant(id)!.options)) {
        for (const [field, spec] of Object.entries(fields)) {
          const row = options.split('\n').find((line) => line.startsWith(`| \`${section}.${field}\` |`));
          const shown = JSON.stringify(spec.default).replaceAll('"', "'").replaceAll(',', ', ').replaceAll(':', ': ').replaceAll('{', '{ ').replaceAll('}', ' }');
          if (row === undefined || !row.split(/(?<!\\)\|/)[3]!.includes(shown)) missing.push(`${id}: ${section}.${field} (default ${shown})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the options section names each variant\'s sections and presets', () => {
    for (const id of VARIANT_IDS) {
      const row = api.split('\n').find((line) => line.startsWith(`| \`${id}\` |`));
      expect(row, id).toBeDefined();
      const [, , sections, presets] = row!.split('|');
      expect(sections!.match(/`(\w+)`/g)!.map((s) => s.slice(1, -1)).sort()).toEqual(Object.keys(getVariant(id)!.options).sort());
      expect(presets!.match(/`(\w+)`/g)!.map((s) => s.slice(1, -1))).toEqual(Object.keys(getVariant(id)!.presets));
    }
  });
});
