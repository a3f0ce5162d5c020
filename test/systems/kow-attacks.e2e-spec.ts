import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SystemCatalog } from '../../src/modules/systems/catalog.js';
import { kowBinding } from '../../src/modules/systems/kow/kow.binding.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { catalog: new SystemCatalog([], [kowBinding]) });
}, 120000);
afterAll(async () => {
  await t?.close();
}, 60000);

const unit = (over: Record<string, unknown> = {}) => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const wizard = unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 1 });
const shambling = unit({ specialRules: [{ id: 'shambling' }] });
const paths = (body: { errors: Array<{ path: string }> }) => body.errors.map((e) => e.path).sort();
const post = (body: Record<string, unknown>, status: number) => t.http.post('/v1/kow/attacks/resolve').send(body).expect(status);

describe('Kings of War spells over REST (003_80333abf01c9832d.txt L1117-1228)', () => {
  it('Wind Blast: exact push distance and the given-mode push', async () => {
    const exact = await post({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'windBlast', n: 2, path: { enemy: 2.5 } } }, 200);
    expect(exact.body.result.spellEffect).toMatchObject({ id: 'windBlast', direction: 'back', room: 1.5 });
    expect(exact.body.distribution.pushDistance).toEqual([
      { value: 0, p: 0.25 },
      { value: 1, p: 0.5 },
      { value: 1.5, p: 0.25 },
    ]);
    const given = await post({ kind: 'spell', attacker: wizard, target: unit(), facing: 'flank', spell: { id: 'windBlast', n: 2, flank: 'left' }, dice: { mode: 'given', rolls: [4, 6] } }, 200);
    expect(given.body.result.outcome.push).toEqual({ direction: 'right', distance: 2 });
  });

  it('Surge: charge odds, the move and who skips the nerve test', async () => {
    const exact = await post({ kind: 'spell', attacker: wizard, target: shambling, spell: { id: 'surge', n: 2, path: { enemy: 2 } } }, 200);
    expect(exact.body.result.spellEffect).toMatchObject({ id: 'surge', pCharge: 0.25, nerveExempt: 'contactedEnemy' });
    const given = await post({ kind: 'spell', attacker: wizard, target: shambling, spell: { id: 'surge', n: 2, path: { enemy: 2, obstacle: 1 } }, dice: { mode: 'given', rolls: [5, 5] } }, 200);
    expect(given.body.result.outcome.surge).toEqual({ distance: 2, charges: true, hindered: true });
    const morale = await t.http.post('/v1/kow/morale/test').send({ unit: unit(), damage: 4, surge: 'contacted' }).expect(200);
    expect(morale.body.result.noRoll.code).toBe('SURGE_NO_NERVE_TEST');
  });

  it('Bane-chant: P(gained) in exact mode, whether it took effect when seeded', async () => {
    const exact = await post({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'baneChant', n: 3 } }, 200);
    expect(exact.body.result.spellEffect).toEqual({ id: 'baneChant', pGained: 0.875 });
    const seeded = await post({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'baneChant', n: 3 }, dice: { mode: 'seeded', seed: 'bane' } }, 200);
    expect(seeded.body.result.outcome.baneChantGained).toBe(seeded.body.result.outcome.hits > 0);
  });

  it('impossible casts are 422 problems with a code and a pointer', async () => {
    const heal = await post({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'heal', n: 2, target: 'enemy' } }, 422);
    expect(heal.body).toMatchObject({ code: 'impossible_state', errors: [{ path: '/spell/target', code: 'SPELL_FRIENDLY_ONLY' }] });
    const self = await post({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'baneChant', n: 2, target: 'caster' } }, 422);
    expect(self.body.errors[0]).toMatchObject({ path: '/spell/target', code: 'SPELL_NOT_ON_CASTER' });
    const surge = await post({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'surge', n: 2 } }, 422);
    expect(surge.body.errors[0]).toMatchObject({ path: '/target/specialRules', code: 'SURGE_NEEDS_SHAMBLING' });
    const fire = await post({ kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'fireball', n: 2, target: 'friend' } }, 422);
    expect(fire.body.errors[0]).toMatchObject({ path: '/spell/target', code: 'SPELL_ENEMY_ONLY' });
  });

  it('bad spell fields are 400 with pointers', async () => {
    const bad = await post({ kind: 'spell', attacker: wizard, target: shambling, spell: { id: 'surge', n: 2, target: 'neighbour', flank: 'up', path: { enemy: -1 } } }, 400);
    expect(paths(bad.body)).toEqual(['/spell/flank', '/spell/path/enemy', '/spell/target']);
  });
});

describe('Kings of War: several attackers in one combat over REST (L609-618, L713-715)', () => {
  it('exact total damage, one nerve test, per-attacker plans', async () => {
    const res = await post({ kind: 'melee', target: unit({ ne: { waver: 11, rout: 13 } }), attackers: [{ attacker: unit({ att: 1 }) }, { attacker: unit({ att: 1, specialRules: [{ id: 'brutal' }] }), facing: 'rear' }], nerveTest: true }, 200);
    expect(res.body.result.plans.map((p: { dice: number }) => p.dice)).toEqual([1, 3]);
    expect(res.body.result.expectedDamage).toBeCloseTo(0.25 * 4, 12);
    expect(res.body.distribution.damage.map((e: { value: number }) => e.value)).toEqual([0, 1, 2, 3, 4]);
    expect(res.body.distribution.nerve.reduce((s: number, e: { p: number }) => s + e.p, 0)).toBeCloseTo(1, 12);
    const given = await post({ kind: 'melee', target: unit({ ne: { waver: 11, rout: 13 } }), attackers: [{ attacker: unit({ att: 1 }) }, { attacker: unit({ att: 1 }) }], nerveTest: true, dice: { mode: 'given', rolls: [5, 6, 4, 4, 4, 5] } }, 200);
    expect(given.body.result.outcome).toMatchObject({ damage: 2, nerve: 'wavering', attackers: [{ damage: 1 }, { damage: 1 }] });
  });

  it('attacker with attackers, neither, per-attacker fields at the top and bad attackers: 400 with pointers', async () => {
    const both = await post({ kind: 'melee', target: unit(), attacker: unit(), attackers: [{ attacker: unit() }] }, 400);
    expect(paths(both.body)).toEqual(['/attacker', '/attackers']);
    const neither = await post({ kind: 'melee', target: unit() }, 400);
    expect(paths(neither.body)).toEqual(['/attacker', '/attackers']);
    const top = await post({ kind: 'melee', target: unit(), facing: 'rear', attackers: [{ attacker: unit() }] }, 400);
    expect(paths(top.body)).toEqual(['/facing']);
    const badAttacker = await post({ kind: 'melee', target: unit(), attackers: [{ attacker: unit() }, { attacker: unit({ att: -2 }), facing: 'sideways' }] }, 400);
    expect(paths(badAttacker.body)).toEqual(expect.arrayContaining(['/attackers/1/facing']));
    const stat = await post({ kind: 'melee', target: unit(), attackers: [{ attacker: unit() }, { attacker: unit({ att: -2 }) }] }, 400);
    expect(paths(stat.body)).toEqual(['/attackers/1/attacker/att']);
    const ranged = await post({ kind: 'ranged', target: unit(), attackers: [{ attacker: unit(), counterCharge: true }] }, 400);
    expect(paths(ranged.body)).toEqual(['/attackers/0/counterCharge']);
  });
});

describe('Kings of War attack and nerve options over REST (digest §12)', () => {
  it('the catalogue lists the new options and no longer the one-value ones', async () => {
    const res = await t.http.get('/v1/kow').expect(200);
    const names = (res.body.catalogue?.options ?? res.body.options ?? []).map((o: { name: string }) => o.name);
    expect(names).toEqual(expect.arrayContaining(['brutalNerve', 'bigShieldsArc', 'individualVsIndividualWE', 'windBlastCasterPoint', 'surgeNerveReferent', 'inspiringRange', 'blastPerHit']));
    expect(names).not.toContain('fearlessDoubleSix');
    expect(names).not.toContain('lifeleechScope');
  });
  it('attacks/resolve lists and accepts the shooting geometry options (an option a capability does not list is a 400)', async () => {
    const res = await t.http.get('/v1/kow').expect(200);
    const attacks = res.body.options.attacks.map((o: { name: string }) => o.name);
    expect(attacks).toEqual(expect.arrayContaining(['coverFacing', 'shootingRangeTo', 'hillBlocksSight', 'frontArcBoundary', 'heroBase']));
    const body = { kind: 'ranged', attacker: unit({ ra: 4 }), target: unit() };
    await post({ ...body, options: { shootingRangeTo: 'nearestVisiblePoint', coverFacing: 'shooterChooses', hillBlocksSight: false, frontArcBoundary: 'excluded', heroBase: 'singleModel' } }, 200);
  });
  it('individualVsIndividualWE triple triples an Individual against an Individual War Engine', async () => {
    const body = { kind: 'melee', attacker: unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 4, specialRules: [{ id: 'individual' }] }), target: unit({ type: 'WE', size: 'Single', specialRules: [{ id: 'individual' }] }) };
    expect((await post(body, 200)).body.result.plan.dice).toBe(4);
    expect((await post({ ...body, options: { individualVsIndividualWE: 'triple' } }, 200)).body.result.plan.dice).toBe(12);
    expect((await post({ ...body, options: { individualVsIndividualWE: 'double' } }, 400)).body.code).toBe('invalid_option');
  });
  it('Headstrong is not rolled for a unit that is not Wavering', async () => {
    const res = await t.http.post('/v1/kow/morale/test').send({ unit: unit({ specialRules: [{ id: 'headstrong' }] }), damage: 0, test: 'headstrong', wavering: false }).expect(200);
    expect(res.body.result.noRoll.code).toBe('NOT_WAVERING');
    const bad = await t.http.post('/v1/kow/morale/test').send({ unit: unit(), damage: 0, surge: 'sideways', inspiringSources: [{ rule: 'inspiring', position: { centre: { x: 1 }, facing: 0 } }] }).expect(400);
    expect(paths(bad.body)).toEqual(expect.arrayContaining(['/surge', '/inspiringSources/0/position/centre/y']));
  });
});
