import { describe, expect, it } from 'vitest';
import { diceFromState, diceSequence, seededDice, type Dice } from '../../src/index.js';

describe('seeded dice', () => {
  it('the same seed gives the same rolls; the roller itself never changes', () => {
    const a = seededDice(2024);
    const first = a.roll();
    expect(a.roll().dice).toEqual(first.dice);
    expect(a.roll().next.state).toBe(first.next.state);
    expect(seededDice(2024).roll().dice).toEqual(first.dice);
    expect(seededDice(2025).roll().next.state).not.toBe(first.next.state);
  });

  it('string seeds work, and a saved state resumes the sequence', () => {
    const rolls: Dice[] = [];
    let r = seededDice('tavla');
    for (let i = 0; i < 5; i++) {
      const { dice, next } = r.roll();
      rolls.push(dice);
      r = next;
    }
    const resumed = diceFromState(JSON.parse(JSON.stringify(seededDice('tavla').roll().next.state)) as number);
    expect(resumed.roll().dice).toEqual(rolls[1]);
    const seq = diceSequence('tavla');
    expect(Array.from({ length: 5 }, () => seq.next().value)).toEqual(rolls);
  });

  it('dice are 1..6 and about uniform; single dice serve the opening roll-off', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let r = seededDice(7);
    for (let i = 0; i < 60_000; i++) {
      const { value, next } = r.die();
      counts[value - 1]!++;
      r = next;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60_000); // every value fell in 1..6
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });
});
