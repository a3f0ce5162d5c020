/**
 * Tides of Battle (001_4bc5a92fd4dd1b7e.txt L2924-2999, L2689-2690; deck: got-board-game.md
 * Appendix A.8 [EXT]; D9, D10: §11.3).
 */
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { combatCapability } from './combat.js';
import type { CombatRequest, TidesOfBattleInput } from './combat-types.js';
import { TOB_CARDS, TOB_DECK_SIZE, type TobId } from './tides-of-battle.js';

const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Entry = { value: number | string; p: number };
const ctx = (options: Record<string, unknown> = {}, dice: DiceRequest = { mode: 'exact' }) => ({ rulesVersion: 'agot-2e', options: resolveOptions(combatCapability.options, { tidesOfBattle: true, ...options }), dice });
/** Stark (Footman, Knight, Greatjon Umber: 2, 1 Sword) attacks Greyjoy (2 Footmen, Dagmar: 1, 1 Sword 1 Fortification). */
const base = (tob?: TidesOfBattleInput, over: Partial<CombatRequest> = {}): CombatRequest => ({
  area: 'karhold',
  attacker: { house: 'stark', from: 'winterfell', units: [F, K], card: 'greatjon-umber' },
  defender: { house: 'greyjoy', units: [F, F], card: 'dagmar-cleftjaw' },
  fiefdoms: ['greyjoy', 'stark'],
  ...(tob ? { tidesOfBattle: tob } : {}),
  ...over,
});
/** The Valyrian Steel Blade is Fiefdoms position 1's (L1052-1055): Stark holds it in the Blade tests. */
const starkBlade: Partial<CombatRequest> = { fiefdoms: ['stark', 'greyjoy'] };
const run = (req: CombatRequest, options: Record<string, unknown> = {}, dice?: DiceRequest) => combatCapability.run(req, ctx(options, dice));
const physicalDeck: TobId[] = TOB_CARDS.flatMap((c) => Array.from({ length: c.count }, () => c.id));
const asMap = (entries: Entry[]) => new Map(entries.map((e) => [e.value, e.p]));
const issues = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DomainError).issues.map((i) => ({ path: i.path, code: i.code }));
  }
  throw new Error('expected a DomainError');
};

describe('Tides of Battle (001_4bc5a92fd4dd1b7e.txt L2924-2999)', () => {
  it('the deck (Appendix A.8): 24 cards — 8 blank, 4 Sword +1, 4 Fortification +1, 4 (+2), 2 (+3), 2 Skull', () => {
    expect(TOB_DECK_SIZE).toBe(24);
    expect(TOB_CARDS.map((c) => [c.id, c.count, c.strength, c.swords, c.forts, c.skulls])).toEqual([
      ['zero', 8, 0, 0, 0, 0],
      ['sword', 4, 1, 1, 0, 0],
      ['fortification', 4, 1, 0, 1, 0],
      ['two', 4, 2, 0, 0, 0],
      ['three', 2, 3, 0, 0, 0],
      ['skull', 2, 0, 0, 0, 1],
    ]);
  });

  it('given cards: the number adds to strength (L2959-2967), icons join the House card’s (L2969-2972)', () => {
    // without Tides of Battle: 3 + 2 = 5 against 2 + 1 = 3, Stark wins, 1 Sword − 1 Fortification = 0
    const r = run(base({ attacker: 'zero', defender: 'three' })).result as Res;
    expect(r.strength.defender.total).toBe(6);
    expect(r.victor).toBe('greyjoy');
    expect(r.casualties).toBe(1); // Dagmar's Sword against Greatjon's 0 Fortifications
    const sword = run(base({ attacker: 'sword', defender: 'zero' })).result as Res;
    expect(sword.strength.attacker.total).toBe(6);
    expect(sword.casualties).toBe(1); // 2 Swords − 1 Fortification
    const fort = run(base({ attacker: 'sword', defender: 'fortification' })).result as Res;
    expect(fort.casualties).toBe(0);
    expect(fort.tidesOfBattle).toMatchObject({ attacker: { id: 'sword', strength: 1 }, defender: { id: 'fortification', forts: 1 } });
  });

  it('Skulls (L2976-2989): one casualty for the opponent whoever won, Fortifications cannot stop it', () => {
    const r = run(base({ attacker: 'zero', defender: 'skull' })).result as Res;
    expect(r.victor).toBe('stark');
    expect(r.skullCasualties).toEqual({ attacker: 1, defender: 0 }); // the victor loses a unit
    const loser = run(base({ attacker: 'skull', defender: 'zero' })).result as Res;
    expect(loser.casualties).toBe(0); // 1 Sword − 1 Fortification
    expect(loser.skullCasualties).toEqual({ attacker: 0, defender: 1 });
  });

  it('Garrisons are immune to Skulls (L2689-2690): a Garrison alone loses nothing and stays when it wins', () => {
    const req = base({ attacker: 'skull', defender: 'three' }, { area: 'winterfell', attacker: { house: 'greyjoy', from: 'karhold', units: [F], card: 'dagmar-cleftjaw' }, defender: { house: 'stark', units: [], card: 'eddard-stark', garrison: 2 } });
    const r = run(req).result as Res;
    expect(r.victor).toBe('stark');
    expect(r.skullCasualties).toEqual({ attacker: 0, defender: 0 });
    expect(r.garrisonRemoved).toBe(false);
  });

  it('exact: the distribution over every draw sums to 1 and equals brute force over the 24 × 23 ordered draws', () => {
    const out = run(base());
    const victor = out.distribution!.victor as Entry[];
    const casualties = out.distribution!.casualties as Entry[];
    const attackerLosses = out.distribution!.attackerLosses as Entry[];
    for (const d of [victor, casualties, attackerLosses]) expect(d.reduce((s, e) => s + e.p, 0)).toBeCloseTo(1, 12);
    const brute = { victor: new Map<string, number>(), casualties: new Map<number, number>(), attackerLosses: new Map<number, number>() };
    const add = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1 / (24 * 23));
    physicalDeck.forEach((a, i) =>
      physicalDeck.forEach((d, j) => {
        if (i === j) return;
        const r = run(base({ attacker: a, defender: d })).result as Res;
        add(brute.victor, r.victor);
        add(brute.casualties, r.casualties);
        add(brute.attackerLosses, (r.skullCasualties.attacker as number) + (r.victorSide === 'defender' ? (r.casualties as number) : 0));
      }),
    );
    for (const [name, dist] of [['victor', victor], ['casualties', casualties], ['attackerLosses', attackerLosses]] as const) {
      const b = brute[name] as Map<number | string, number>;
      expect([...asMap(dist).keys()].sort()).toEqual([...b.keys()].filter((k) => b.get(k)! > 0).sort());
      for (const [k, p] of asMap(dist)) expect(p).toBeCloseTo(b.get(k)!, 12);
    }
    expect(out.result).toMatchObject({ victor: null, casualties: null, tidesOfBattle: { drawn: false } });
    expect((out.result as Res).tidesOfBattle.outcomes).toHaveLength(36);
  });

  it('exact with one card known: the other is drawn from the 23 left', () => {
    const d = asMap(run(base({ attacker: 'three' })).distribution!.defenderStrength as Entry[]);
    expect(d.get(2 + 1 + 3)).toBeCloseTo(1 / 23, 12); // the other +3
    expect(d.get(2 + 1)).toBeCloseTo(10 / 23, 12); // 8 blank + 2 Skulls
  });

  it('D10: a deck state is drawn without replacement; an empty deck is reshuffled from the cards not in play', () => {
    const two = asMap(run(base({ deck: ['three', 'zero'] })).distribution!.attackerStrength as Entry[]);
    expect(two).toEqual(new Map([[5, 0.5], [8, 0.5]]));
    const one = run(base({ deck: ['three'] }));
    expect(asMap(one.distribution!.attackerStrength as Entry[])).toEqual(new Map([[8, 1]]));
    expect(asMap(one.distribution!.defenderStrength as Entry[]).get(3 + 3)).toBeCloseTo(1 / 23, 12); // the other +3 of the 23 not in play
  });

  it('D9: the Blade holder throws back a card he names and keeps the next — exact equals brute force over 24 × 23 × 22', () => {
    const out = run(base({ bladeRedraw: { side: 'attacker', on: ['zero', 'skull'] } }, starkBlade));
    const brute = new Map<string, number>();
    physicalDeck.forEach((a, i) =>
      physicalDeck.forEach((d, j) => {
        if (i === j) return;
        const keep = (c: TobId) => {
          const r = run(base({ attacker: c, defender: d }, starkBlade)).result as Res;
          return r.victor as string;
        };
        if (a !== 'zero' && a !== 'skull') return brute.set(keep(a), (brute.get(keep(a)) ?? 0) + 1 / (24 * 23));
        physicalDeck.forEach((c, k) => {
          if (k === i || k === j) return;
          brute.set(keep(c), (brute.get(keep(c)) ?? 0) + 1 / (24 * 23 * 22));
        });
      }),
    );
    for (const [k, p] of asMap(out.distribution!.victor as Entry[])) expect(p).toBeCloseTo(brute.get(k as string)!, 12);
    const plain = asMap(run(base(undefined, starkBlade)).distribution!.victor as Entry[]);
    expect(asMap(out.distribution!.victor as Entry[]).get('stark')!).toBeGreaterThan(plain.get('stark')!);
    expect((out.result as Res).bladeUsed).toEqual({ attacker: true, defender: false });
  });

  it('D9 default: with Tides of Battle the Blade may still add +1; with bladeRedrawOnly it may not', () => {
    const r = run(base({ attacker: 'zero', defender: 'zero' }, { ...starkBlade, attacker: { house: 'stark', from: 'winterfell', units: [F, K], card: 'greatjon-umber', blade: true } })).result as Res;
    expect(r.strength.attacker.total).toBe(6);
    expect(issues(() => run(base({ attacker: 'zero', defender: 'zero' }, { ...starkBlade, attacker: { house: 'stark', from: 'winterfell', units: [F, K], card: 'greatjon-umber', blade: true } }), { bladeRedrawOnly: true }))).toEqual([
      { path: '/attacker/blade', code: 'blade_redraw_only' },
    ]);
  });

  it('seeded: draws with the seeded generator, replay identically, and the transcript names each pick', () => {
    const a = run(base(), {}, { mode: 'seeded', seed: 'tides-7' });
    const b = run(base(), {}, { mode: 'seeded', seed: 'tides-7' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.rolls).toHaveLength(2);
    expect(a.rolls!.map((r) => r.die)).toEqual(['d24', 'd23']);
    const picked = physicalDeck[a.rolls![0].value - 1];
    expect((a.result as Res).tidesOfBattle.attacker.id).toBe(picked);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(JSON.stringify((run(base(), {}, { mode: 'seeded', seed: `s${i}` }).result as Res).tidesOfBattle.attacker.id));
    expect(seen.size).toBeGreaterThan(3);
  });

  it('bad input: module off, unknown card, more copies than the deck holds, the Blade used twice, given mode without cards', () => {
    const off = () => combatCapability.run(base({ attacker: 'zero' }), { rulesVersion: 'agot-2e', options: resolveOptions(combatCapability.options, {}), dice: { mode: 'exact' } });
    expect(issues(off)).toEqual([{ path: '/tidesOfBattle', code: 'not_enabled' }]);
    expect(issues(() => run(base({ attacker: 'four' as TobId, deck: ['three', 'three', 'three'] })))).toEqual([
      { path: '/tidesOfBattle/attacker', code: 'unknown_tob_card' },
      { path: '/tidesOfBattle/deck/2', code: 'too_many' },
    ]);
    const twice = base({ bladeRedraw: { side: 'attacker' } }, { ...starkBlade, attacker: { house: 'stark', from: 'winterfell', units: [F], card: 'greatjon-umber', blade: true } });
    expect(issues(() => run(twice))).toEqual([{ path: '/attacker/blade', code: 'blade_used_twice' }]);
    expect(issues(() => run(base({ attacker: 'zero' }), {}, { mode: 'given', rolls: [] }))).toEqual([{ path: '/tidesOfBattle/defender', code: 'missing_card' }]);
    expect(() => run(base({ attacker: 'four' as TobId }))).toThrow(DomainError);
  });
});
