/** Dice expressions of the rules ("D6", "2D6", "D3+1", "3") (L572-586), parsed, with their exact distribution. */
import { DomainError } from '../../core/errors.js';
import { convolvePower, type NumDist } from '../../core/prob/dist.js';
import type { Sampler } from '../../core/prob/samplers.js';

export interface DiceExpr { count: number; sides: number; plus: number }

export function parseDice(v: number | string, path: string): DiceExpr {
  if (typeof v === 'number') {
    if (!Number.isInteger(v) || v < 0) throw new DomainError('invalid_input', `${v} is not a number of dice`, [{ path, code: 'dice', message: 'a non-negative integer or a dice expression such as "D6", "2D6", "D3+1"' }]);
    return { count: 0, sides: 6, plus: v };
  }
  const m = /^\s*(\d*)\s*[dD]\s*(3|6)\s*(?:([+-])\s*(\d+))?\s*$/.exec(v) ?? /^\s*()()()(\d+)\s*$/.exec(v);
  if (!m) throw new DomainError('invalid_input', `"${v}" is not a dice expression`, [{ path, code: 'dice', message: 'a dice expression such as "D6", "2D6", "D3+1" or an integer' }]);
  const count = m[2] ? (m[1] ? Number(m[1]) : 1) : 0;
  const plus = m[4] ? (m[3] === '-' ? -Number(m[4]) : Number(m[4])) : 0;
  if (count > 20) throw new DomainError('invalid_input', `"${v}": at most 20 dice`, [{ path, code: 'dice', message: 'at most 20 dice' }]);
  return { count, sides: m[2] ? Number(m[2]) : 6, plus };
}

export const diceText = (e: DiceExpr): string => (e.count === 0 ? String(e.plus) : `${e.count > 1 ? e.count : ''}D${e.sides}${e.plus > 0 ? `+${e.plus}` : e.plus < 0 ? e.plus : ''}`);

/** Exact distribution of the expression (D3 is a D6 halved rounding up, L584-586). */
export function diceDist(e: DiceExpr): NumDist {
  const one = new Map<number, number>();
  for (let f = 1; f <= e.sides; f++) one.set(f, 1 / e.sides);
  const base = convolvePower(one, e.count);
  return new Map([...base].map(([v, p]) => [v + e.plus, p]));
}

/** Roll it (a D3 is rolled as a d6). */
export function rollDice(e: DiceExpr, s: Sampler, purpose: string): number {
  if (e.count === 0) return e.plus;
  const faces = s.roll(purpose, 6, e.count);
  return faces.reduce((t, f) => t + (e.sides === 3 ? Math.ceil(f / 2) : f), e.plus);
}

export const diceMax = (e: DiceExpr): number => e.count * e.sides + e.plus;
export const diceMin = (e: DiceExpr): number => e.count + e.plus;
