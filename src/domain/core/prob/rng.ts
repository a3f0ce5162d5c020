/**
 * Seeded random numbers that replay identically on every platform: xoshiro128** (Blackman and
 * Vigna) over 32-bit integer arithmetic only (Math.imul, >>> 0), its 128-bit state seeded by
 * hashing the seed string with cyrb128. The state serialises to a string, so a game can resume a
 * sequence exactly where it stopped.
 */

/** cyrb128: a fast 128-bit string hash; four 32-bit words, never all zero for xoshiro. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const s: [number, number, number, number] = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1;
  return s;
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

export class SeededRng {
  private s: [number, number, number, number];

  /** `new SeededRng('game-42')`: the same seed always gives the same sequence. */
  constructor(seed: string) {
    this.s = cyrb128(seed);
  }

  /** The next 32-bit unsigned integer (xoshiro128**). */
  nextUint32(): number {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1] << 9) >>> 0;
    s[2] = (s[2] ^ s[0]) >>> 0;
    s[3] = (s[3] ^ s[1]) >>> 0;
    s[1] = (s[1] ^ s[2]) >>> 0;
    s[0] = (s[0] ^ s[3]) >>> 0;
    s[2] = (s[2] ^ t) >>> 0;
    s[3] = rotl(s[3], 11);
    return result;
  }

  /** Uniform integer in [0, maxExclusive), unbiased (rejection of the short last bucket). */
  nextInt(maxExclusive: number): number {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) throw new RangeError(`nextInt bound ${maxExclusive}`);
    const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % maxExclusive;
    }
  }

  /** One die: `die(6)` → 1..6. */
  die(sides: number): number {
    return this.nextInt(sides) + 1;
  }

  /** The generator's position, e.g. to store with a saved game. */
  state(): string {
    return this.s.map((w) => w.toString(16).padStart(8, '0')).join('');
  }

  static fromState(state: string): SeededRng {
    if (!/^[0-9a-f]{32}$/.test(state)) throw new RangeError('a SeededRng state is 32 hex digits');
    const rng = new SeededRng('');
    rng.s = [0, 1, 2, 3].map((i) => parseInt(state.slice(i * 8, i * 8 + 8), 16)) as [number, number, number, number];
    return rng;
  }
}

/** Fisher–Yates shuffle into a new array: `shuffle(rng, deck)`. */
export function shuffle<T>(rng: SeededRng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
