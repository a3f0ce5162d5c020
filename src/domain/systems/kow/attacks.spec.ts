import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DomainError } from '../../core/errors.js';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { resolveAttack, type AttackRequest } from './attacks.js';
import type { UnitInput } from './units.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }, options: Record<string, string | boolean | number> = {}): RulesContext => ({ rulesVersion: 'kow-2e', options: { halveBase: 'final', ...options }, dice });
const unit = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const rules = (...ids: Array<string | [string, number | string]>) => ids.map((r) => (typeof r === 'string' ? { id: r } : { id: r[0], value: r[1] }));
const plan = (req: Partial<AttackRequest>) => resolveAttack({ kind: 'melee', attacker: unit(), target: unit(), ...req } as AttackRequest, ctx()).result.plan;
const given = (req: Partial<AttackRequest>, rolls: number[]) => resolveAttack({ kind: 'melee', attacker: unit(), target: unit(), ...req } as AttackRequest, ctx({ mode: 'given', rolls }));

describe('KoW ranged to-hit (003_80333abf01c9832d.txt L545-561)', () => {
  it('EX-02: base 4+, shooter moved → 5+', () => expect(plan({ kind: 'ranged', moved: true }).needToHit).toBe(5));
  it('EX-03: moved and target in cover → 6', () => expect(plan({ kind: 'ranged', moved: true, cover: true }).needToHit).toBe(6));
  it('needing 7+ halves the dice (rounded down) and hits on 6', () => {
    const p = plan({ kind: 'ranged', attacker: unit({ ra: 5, att: 11 }), moved: true, cover: true });
    expect([p.dice, p.needToHit, p.halved]).toEqual([5, 6, true]);
  });
  it('needing 9+ halves only once', () => expect(plan({ kind: 'ranged', attacker: unit({ ra: 5, att: 10 }), moved: true, cover: true, target: unit({ specialRules: rules('individual', 'stealthy') }) }).dice).toBe(5));
  it('pistols, javelins and thrown weapons ignore the moving penalty', () => expect(plan({ kind: 'ranged', moved: true, weapon: 'javelin' }).needToHit).toBe(4));
  it('Nimble and Fly ignore the moving penalty (L950, L904)', () => {
    expect(plan({ kind: 'ranged', moved: true, attacker: unit({ specialRules: rules('nimble') }) }).needToHit).toBe(4);
    expect(plan({ kind: 'ranged', moved: true, attacker: unit({ specialRules: rules('fly') }) }).needToHit).toBe(4);
  });
  it('Individual and Stealthy targets each give -1 (L833, L978-979)', () => expect(plan({ kind: 'ranged', target: unit({ specialRules: rules('individual', 'stealthy') }) }).needToHit).toBe(6));
  it('Indirect Fire ignores cover and cannot shoot at 12" or closer (L913-920)', () => {
    expect(plan({ kind: 'ranged', cover: true, attacker: unit({ specialRules: rules('indirectFire') }) }).needToHit).toBe(4);
    expect(() => plan({ kind: 'ranged', distance: 12, attacker: unit({ specialRules: rules('indirectFire') }) })).toThrow(DomainError);
  });
  it('Reload! shoots only after Halt (L972-973); Disordered units cannot shoot (L698-701)', () => {
    expect(() => plan({ kind: 'ranged', moved: true, attacker: unit({ specialRules: rules('reload') }) })).toThrow(/Halt/);
    expect(() => plan({ kind: 'ranged', attackerDisordered: true })).toThrow(/Disordered/);
  });
  it('weapon range is checked (L489-502)', () => expect(() => plan({ kind: 'ranged', weapon: 'bow', distance: 25 })).toThrow(/out of range/));
  it('Piercing(n) lowers the damage target (L963-964); Big Shields in front need 6+ (L865-867)', () => {
    expect(plan({ kind: 'ranged', attacker: unit({ specialRules: rules(['piercing', 2]) }) }).needToDamage).toBe(2);
    expect(plan({ kind: 'ranged', target: unit({ specialRules: rules('bigShields') }) }).needToDamage).toBe(6);
    expect(plan({ kind: 'ranged', facing: 'flank', target: unit({ specialRules: rules('bigShields') }) }).needToDamage).toBe(4);
  });
  it('needing 7+ to damage means no damage (L580-581)', () => {
    const out = resolveAttack({ kind: 'ranged', attacker: unit(), target: unit({ de: 7 }) }, ctx());
    expect(out.result.plan.needToDamage).toBeNull();
    expect(out.distribution?.damage).toEqual([{ value: 0, p: 1 }]);
  });
});

describe('KoW breath attacks and spells (L876-882, L1126-1195)', () => {
  it('Breath Attack(n) rolls n dice at 4+ ignoring modifiers', () => {
    const p = plan({ kind: 'breath', moved: true, cover: true, attacker: unit({ ra: null, specialRules: rules(['breathAttack', 12]) }), target: unit({ specialRules: rules('stealthy') }) });
    expect([p.dice, p.needToHit]).toEqual([12, 4]);
  });
  it('Lightning Bolt has Piercing(1); Heal removes damage per hit; Elite rerolls apply to spells', () => {
    expect(plan({ kind: 'spell', spell: { id: 'lightningBolt', n: 5 } }).needToDamage).toBe(3);
    const heal = resolveAttack({ kind: 'spell', spell: { id: 'heal', n: 2 }, attacker: unit({ specialRules: rules('elite') }), target: unit(), targetDamage: 3 }, ctx({ mode: 'given', rolls: [1, 5, 4] }));
    expect(heal.result.outcome).toMatchObject({ hits: 2, damage: 0, targetDamageAfter: 1 });
  });
});

describe('KoW melee (L613-652)', () => {
  it('EX-04: Me 4+ Hindered → 5+; Ensnare from the front → 6+', () => {
    expect(plan({ hinderedBy: ['obstacle'] }).needToHit).toBe(5);
    expect(plan({ hinderedBy: ['obstacle'], target: unit({ specialRules: rules('ensnare') }) }).needToHit).toBe(6);
    expect(plan({ facing: 'flank', target: unit({ specialRules: rules('ensnare') }) }).needToHit).toBe(4);
  });
  it('Hindered is at most -1 (L641-644) and has its exemptions', () => {
    expect(plan({ hinderedBy: ['obstacle', 'difficultTerrain'] }).needToHit).toBe(5);
    expect(plan({ hinderedBy: ['obstacle'], counterCharge: true }).needToHit).toBe(4);
    expect(plan({ hinderedBy: ['obstacle'], attacker: unit({ specialRules: rules('strider') }) }).needToHit).toBe(4);
    expect(plan({ hinderedBy: ['difficultTerrain'], attacker: unit({ specialRules: rules('pathfinder') }) }).needToHit).toBe(4);
    expect(plan({ hinderedBy: ['obstacle'], attacker: unit({ specialRules: rules('pathfinder') }) }).needToHit).toBe(5);
    expect(plan({ hinderedBy: ['obstacle'], attacker: unit({ specialRules: rules('fly') }) }).needToHit).toBe(4);
    expect(plan({ hinderedBy: ['obstacle'], endsOnTerrain: true, attacker: unit({ specialRules: rules('fly') }) }).needToHit).toBe(5);
  });
  it('flank ×2, rear ×3, War Engine ×3, Individuals never multiplied (L615-618, L787-789, L839-843)', () => {
    expect(plan({ facing: 'flank' }).dice).toBe(20);
    expect(plan({ facing: 'rear' }).dice).toBe(30);
    expect(plan({ target: unit({ type: 'WE', size: 'Single' }) }).dice).toBe(30);
    expect(plan({ facing: 'rear', target: unit({ specialRules: rules('individual') }) }).dice).toBe(10);
    expect(plan({ facing: 'rear', attacker: unit({ specialRules: rules('individual') }) }).dice).toBe(10);
    expect(plan({ attacker: unit({ specialRules: rules('individual') }), target: unit({ type: 'WE', size: 'Single' }) }).dice).toBe(30);
    expect(plan({ target: unit({ type: 'WE', size: 'Single', specialRules: rules('individual') }) }).dice).toBe(10);
  });
  it('halving base option: Att 5 on a flank needing 7+ → final 5, profile 4 (§12 item 2)', () => {
    const req = { kind: 'melee' as const, attacker: unit({ att: 5, me: 6 }), target: unit({ specialRules: rules('ensnare') }), facing: 'flank' as const, hinderedBy: ['obstacle' as const] };
    expect(resolveAttack(req, ctx()).result.plan.dice).toBe(5);
    expect(resolveAttack(req, ctx({ mode: 'exact' }, { halveBase: 'profile' })).result.plan.dice).toBe(4);
  });
  it('Crushing Strength and Thunderous Charge add up (L888-889, L984-988)', () => expect(plan({ attacker: unit({ specialRules: rules(['crushingStrength', 1], ['thunderousCharge', 2]) }), target: unit({ de: 6 }) }).needToDamage).toBe(3));
  it('Thunderous Charge is lost when Hindered, Disordered, or charging a Phalanx front (L959-961, L986-988)', () => {
    const tc = unit({ specialRules: rules(['thunderousCharge', 2]) });
    expect(plan({ attacker: tc, hinderedBy: ['obstacle'] }).needToDamage).toBe(4);
    expect(plan({ attacker: tc, attackerDisordered: true }).needToDamage).toBe(4);
    expect(plan({ attacker: tc, target: unit({ specialRules: rules('phalanx') }) }).needToDamage).toBe(4);
    expect(plan({ attacker: tc, facing: 'flank', target: unit({ specialRules: rules('phalanx') }) }).needToDamage).toBe(2);
  });
  it('Bane-chant gives +1 Crushing Strength (L1164-1172)', () => expect(plan({ baneChant: true }).needToDamage).toBe(3));
});

describe('KoW dice: rerolls, natural 1s, Blast, Lifeleech, given order', () => {
  const elite = unit({ att: 2, specialRules: rules('elite', 'vicious') });
  it('Elite rerolls a to-hit 1 and Vicious a damage 1, once (L230-235, L891-892, L1003-1004)', () => {
    expect(given({ attacker: elite }, [1, 5, 3, 1, 6]).result.outcome).toMatchObject({ hits: 1, damage: 1 });
    expect(given({ attacker: elite }, [1, 5, 1, 4]).result.outcome).toMatchObject({ hits: 1, damage: 1 });
  });
  it('a natural 1 always fails even needing 2+ (L557, L580)', () => expect(given({ attacker: unit({ att: 2, me: 2, specialRules: rules(['crushingStrength', 3]) }) }, [1, 2, 1]).result.outcome).toMatchObject({ hits: 1, damage: 0 }));
  it('too few given dice is insufficient_dice', () => expect(() => given({}, [4, 4])).toThrow(expect.objectContaining({ code: 'insufficient_dice' })));
  it('EX-08: one hit of Blast(D6+3) becomes 4-9 hits (L869-874)', () => {
    const shooter = unit({ att: 1, specialRules: rules(['blast', 'D6+3']) });
    const out = resolveAttack({ kind: 'ranged', attacker: shooter, target: unit() }, ctx());
    const hits = out.distribution?.hits as Array<{ value: number; p: number }>;
    expect(hits.map((e) => e.value)).toEqual([0, 4, 5, 6, 7, 8, 9]);
    expect(hits[0]!.p).toBeCloseTo(0.5, 12);
    expect(hits[1]!.p).toBeCloseTo(1 / 12, 12);
    const g = resolveAttack({ kind: 'ranged', attacker: shooter, target: unit() }, ctx({ mode: 'given', rolls: [5, 2, 4, 4, 4, 1, 6] }));
    expect(g.result.outcome).toMatchObject({ hits: 5, damage: 4 });
  });
  it('Lifeleech(n) removes attacker damage up to n (L937-940)', () => {
    const out = given({ attacker: unit({ att: 3, specialRules: rules(['lifeleech', 2]) }), attackerDamage: 5 }, [6, 6, 6, 6, 6, 6]);
    expect(out.result.outcome).toMatchObject({ damage: 3, attackerDamageAfter: 3 });
  });
  it('exact damage matches the closed form with Elite and Vicious', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: 6 }), (att, me, de) => {
        const out = resolveAttack({ kind: 'melee', attacker: unit({ att, me, specialRules: rules('elite', 'vicious') }), target: unit({ de }) }, ctx());
        const p = (n: number) => ((7 - n) / 6) * (7 / 6);
        expect(out.result.expectedDamage).toBeCloseTo(att * p(me) * p(de), 9);
      }),
      { numRuns: 60 },
    );
  });
  it('exact distribution agrees with brute force over every die sequence (2 dice, Elite, Vicious)', () => {
    const out = resolveAttack({ kind: 'melee', attacker: unit({ att: 2, me: 4, specialRules: rules('elite', 'vicious') }), target: unit({ de: 5 }) }, ctx());
    const dieP = (target: number) => { let p = 0; for (let f = 1; f <= 6; f++) if (f === 1) { for (let g = 2; g <= 6; g++) if (g >= target) p += 1 / 36; } else if (f >= target) p += 1 / 6; return p; };
    const ph = dieP(4), pd = dieP(5), q = ph * pd;
    const brute = [(1 - q) ** 2, 2 * q * (1 - q), q * q];
    (out.distribution?.damage as Array<{ value: number; p: number }>).forEach((e) => expect(e.p).toBeCloseTo(brute[e.value]!, 12));
  });
  it('seeded simulation agrees with the exact mean (rear charge, CS, TC)', () => {
    const req: AttackRequest = { kind: 'melee', facing: 'rear', attacker: unit({ att: 6, specialRules: rules('elite', ['crushingStrength', 1], ['thunderousCharge', 1]) }), target: unit() };
    const exact = resolveAttack(req, ctx()).result.expectedDamage!;
    let total = 0;
    const n = 3000;
    for (let i = 0; i < n; i++) total += resolveAttack(req, ctx({ mode: 'seeded', seed: `s${i}` })).result.outcome!.damage;
    expect(Math.abs(total / n - exact)).toBeLessThan(0.25);
  });
});

describe('KoW attack then nerve in one call (L710-737)', () => {
  it('flank-charging a horde: nerve distribution present and sums to 1', () => {
    const out = resolveAttack({ kind: 'melee', facing: 'flank', attacker: unit({ att: 20, specialRules: rules('brutal') }), target: unit({ size: 'Horde', ne: { waver: 20, rout: 22 } }), nerveTest: true }, ctx());
    const nerve = out.distribution?.nerve as Array<{ value: string; p: number }>;
    expect(nerve.map((e) => e.value).sort()).toEqual(['noTest', 'routed', 'steady', 'wavering']);
    expect(nerve.reduce((s, e) => s + e.p, 0)).toBeCloseTo(1, 12);
  });
  it('given dice: damage then the 2D6 with Brutal', () => {
    const out = given({ attacker: unit({ att: 1, specialRules: rules('brutal') }), target: unit({ ne: { waver: 11, rout: 13 } }), targetDamage: 2, nerveTest: true }, [5, 5, 3, 4]);
    expect(out.result.outcome).toMatchObject({ damage: 1, targetDamageAfter: 3, nerve: 'wavering' });
  });
});

describe('KoW attack input errors', () => {
  it('unknown special rule is unknown_reference with a pointer', () => {
    expect(() => plan({ attacker: unit({ specialRules: [{ id: 'laserEyes' }] }) })).toThrow(expect.objectContaining({ code: 'unknown_reference', issues: [expect.objectContaining({ path: '/attacker/specialRules/0/id' })] }));
  });
  it('negative or non-integer stats are invalid_input with pointers', () => {
    expect(() => plan({ target: unit({ de: -1, att: 2.5 }) })).toThrow(expect.objectContaining({ code: 'invalid_input', issues: expect.arrayContaining([expect.objectContaining({ path: '/target/de' }), expect.objectContaining({ path: '/target/att' })]) }));
  });
  it('catalogue units resolve by id; unknown ids are unknown_reference', () => {
    expect(plan({ kind: 'ranged', attacker: { catalogueId: 'elf-archers-horde' } }).dice).toBe(20);
    expect(() => plan({ attacker: { catalogueId: 'dwarf-ironguard' } })).toThrow(expect.objectContaining({ code: 'unknown_reference' }));
  });
  it('meleeNerveTiming endOfPhase defers the nerve test of a melee to the end of the phase (L654-657 vs L713-715)', () => {
    const req = { kind: 'melee' as const, attacker: unit(), target: unit(), nerveTest: true };
    const now = resolveAttack(req, ctx());
    expect(now.distribution!.nerve).toBeDefined();
    const later = resolveAttack(req, { ...ctx(), options: { meleeNerveTiming: 'endOfPhase' } });
    expect(later.distribution!.nerve).toBeUndefined();
    expect(later.result.nerveDeferred).toBe(true);
    // ranged attacks test at once either way
    expect(resolveAttack({ ...req, kind: 'ranged', attacker: unit({ ra: 4 }) }, { ...ctx(), options: { meleeNerveTiming: 'endOfPhase' } }).distribution!.nerve).toBeDefined();
  });
});
