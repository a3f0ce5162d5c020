/**
 * Where sampled dice come from: a seeded generator, or the caller's physical rolls. Both keep
 * the transcript (`RollRecord`s, in the order the table rolls them).
 */
import { DomainError, pointer } from '../errors.js';
import type { RollRecord } from '../system.js';
import { SeededRng } from './rng.js';

export interface Sampler {
  /** Roll `count` dice of `sides` faces for `purpose`. */
  roll(purpose: string, sides: number, count: number): number[];
  /** Reroll `count` dice (each one already rolled once) for `purpose`. */
  reroll(purpose: string, sides: number, count: number): number[];
  readonly rolls: RollRecord[];
}

abstract class Recording implements Sampler {
  readonly rolls: RollRecord[] = [];

  protected abstract next(purpose: string, sides: number, count: number, rerolled: boolean): number[];

  roll(purpose: string, sides: number, count: number): number[] {
    return this.record(purpose, sides, this.next(purpose, sides, count, false), false);
  }

  reroll(purpose: string, sides: number, count: number): number[] {
    return this.record(purpose, sides, this.next(purpose, sides, count, true), true);
  }

  private record(purpose: string, sides: number, values: number[], rerolled: boolean): number[] {
    for (const value of values) this.rolls.push({ purpose, die: `d${sides}`, value, rerolled });
    return values;
  }
}

/** `new SeededSampler('game-42')`: the same seed and procedure give the same dice. */
export class SeededSampler extends Recording {
  private readonly rng: SeededRng;

  constructor(seed: string) {
    super();
    this.rng = new SeededRng(seed);
  }

  protected next(_purpose: string, sides: number, count: number): number[] {
    return Array.from({ length: count }, () => this.rng.die(sides));
  }
}

/**
 * The caller's rolls, consumed in order: all dice of a step, then that step's rerolls, then the
 * next step. Running short throws `insufficient_dice` naming the step and how many more it needs.
 */
export class GivenSampler extends Recording {
  private cursor = 0;

  constructor(private readonly given: readonly number[]) {
    super();
  }

  get unused(): number[] {
    return this.given.slice(this.cursor);
  }

  protected next(purpose: string, sides: number, count: number, rerolled: boolean): number[] {
    const available = this.given.length - this.cursor;
    if (available < count) {
      const what = rerolled ? `rerolls for "${purpose}"` : `"${purpose}"`;
      throw new DomainError(
        'insufficient_dice',
        `Not enough dice: ${count - available} more d${sides} needed for ${what} (it needs ${count}, ${available} left after the ${this.cursor} already used)`,
        [{ path: '/dice/rolls', code: 'too_few', message: `${count - available} more d${sides} needed for ${what}` }],
        { step: purpose, reroll: rerolled, needed: count - available, stepDice: count, available, used: this.cursor, sides },
      );
    }
    const out = this.given.slice(this.cursor, this.cursor + count);
    out.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 1 || v > sides) {
        throw new DomainError('invalid_input', `Roll ${this.cursor + i} is ${v}, but "${purpose}" rolls a d${sides}`, [
          { path: pointer('dice', 'rolls', this.cursor + i), code: 'face', message: `must be a d${sides} face, 1 to ${sides}` },
        ]);
      }
    });
    this.cursor += count;
    return out;
  }
}
