/**
 * The 9th Age shooting gaps (attacks/resolve) over REST, typed GraphQL and the SDK, with the same answers: a Breath
 * Weapon's bracketed rules (004_1ae45c4b93e4399d.txt L3125-3139) in kind special and in a combat round's specials; the
 * Engineer's rerolls of a catapult's scatter die and a flame thrower's advance (L3386-3395); cover from the models of
 * the other units between shooter and target (L1344-1376, heights L714-726); bad input as problems with pointers.
 */
import { describe, expect, it } from '@jest/globals';
import { useT9aRoute } from '../helpers/t9a-route.js';

const { post, run, gql, typed, sdk } = useT9aRoute('attacks');
const gqlError = async (body: unknown) => (await run('system', body)).errors![0].extensions;
const paths = (b: { errors: Array<{ path: string }> }) => b.errors.map((e) => e.path);
/** REST, GraphQL (the JSON envelope) and the SDK give one answer; returns it. */
async function sameEverywhere(body: unknown): Promise<any> {
  const r = await post(body).expect(200);
  expect(await gql(body)).toEqual(r.body);
  expect(await sdk(body)).toEqual(r.body);
  return r.body;
}

const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };

describe('a Breath Weapon\'s bracketed rules (L3125-3139)', () => {
  const target = { profile: { ...P, T: 4 }, models: 20, files: 5, armour: ['heavy', 'shield'], regeneration: 4, rules: [{ id: 'flammable' }] };
  const body = { kind: 'special', attacker: { troopType: 'monster', profile: P }, target, special: { kind: 'breath', strength: 4, rules: [{ id: 'flamingAttacks' }] } };
  it('kind special: Flaming Attacks against a Flammable unit with Regeneration: 7 × 3/4 × 4/6 wounds (L3383-3385, L3487-3491), alike everywhere', async () => {
    const r = await sameEverywhere(body);
    expect(r.result.summary.meanWoundsInflicted).toBeCloseTo(3.5, 12);
    expect(r.result.plan.groups[0]).toMatchObject({ strength: 4, toWound: 4, armourSave: 5, ward: null });
    expect((await typed(body, 'plan { groups { strength toWound ward wardKind } } summary { meanWoundsInflicted }')).summary.meanWoundsInflicted).toBe(r.result.summary.meanWoundsInflicted);
  });
  it('given dice: 2D6 = 1 + 2, wounds 1, 4, 3 and the failures rerolled 5, 2 → 2 wounds, 5+ saves 2, 6 → 1 wound', async () => {
    const r = await sameEverywhere({ ...body, dice: { mode: 'given', rolls: [1, 2, 1, 4, 3, 5, 2, 2, 6] } });
    expect(r.result.outcome).toMatchObject({ hits: 3, wounds: 2, woundsInflicted: 1 });
  });
  it('a combat round: the breath of a monster with Lethal Strike in its brackets, typed alike', async () => {
    const round = { kind: 'combatRound', attacker: { troopType: 'monster', profile: { ...P, A: 0, I: 5 }, rules: [{ id: 'breathWeapon', value: 4 }] }, target: { ...target, profile: { ...P, T: 4, A: 0 }, models: 30, files: 10 }, combat: { sides: [{ charged: true, specials: [{ kind: 'breath', rules: [{ id: 'flamingAttacks' }, { id: 'lethalStrike' }] }] }, { morale: { unbreakable: true } }] } };
    const r = await sameEverywhere(round);
    const breath = r.result.combat.strikers.find((s: { name: string }) => s.name.includes('breath'));
    expect(breath.groups[0]).toMatchObject({ strength: 4, ward: null });
    expect((await typed(round, 'combat { odds { sides { meanWoundsCaused } } }')).combat.odds.sides[0].meanWoundsCaused).toBe(r.result.combat.odds.sides[0].meanWoundsCaused);
  });
  it('bad input: rules on a Stomp, an unknown rule, a rule without an id (400 with pointers, GraphQL alike)', async () => {
    const stomp = { ...body, special: { kind: 'stomp', rules: [{ id: 'flamingAttacks' }] } };
    expect(paths((await post(stomp).expect(400)).body)).toEqual(['/special/rules']);
    const unknown = { ...body, special: { ...body.special, rules: [{ id: 'dragonfire' }] } };
    const u = await post(unknown).expect(400);
    expect([u.body.code, ...paths(u.body)]).toEqual(['unknown_reference', '/special/rules/0/id']);
    expect(await gqlError(unknown)).toMatchObject({ code: 'unknown_reference', status: 400 });
    const noId = await post({ ...body, special: { ...body.special, rules: [{ value: 2 }] } }).expect(400);
    expect([noId.body.code, ...paths(noId.body)]).toEqual(['validation_failed', '/special/rules/0/id']);
    const inRound = { kind: 'combatRound', attacker: { troopType: 'monster', profile: P }, target, combat: { sides: [{ specials: [{ kind: 'grinding', value: 1, rules: [{ id: 'flamingAttacks' }] }] }, {}] } };
    expect(paths((await post(inRound).expect(400)).body)).toEqual(['/combat/sides/0/specials/0/rules']);
  });
});

describe('the Engineer\'s rerolls (L3386-3395)', () => {
  const MM20 = 20 / 25.4;
  const HORDE = { centre: { x: 36, y: 24 }, facing: 0, width: 10 * MM20, depth: 4 * MM20, files: 10 };
  // the centre of the horde's front-left model
  const CORNER = { x: 36 - 4.5 * MM20, y: 24 + 1.5 * MM20 };
  const body = { kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target: { profile: P, models: 40, files: 10 }, artillery: { weapon: 'catapult', strength: 3, engineer: true, placement: { units: [HORDE], aim: CORNER } } };
  const withPlacement = (extra: Record<string, unknown>) => ({ ...body, artillery: { ...body.artillery, placement: { ...body.artillery.placement, ...extra } } });
  it('exact, a catapult placed at the corner of a horde: P(reroll), the scatter and the models hit, typed alike; never changes them', async () => {
    const r = await sameEverywhere(body);
    expect(r.result.artillery.pReroll).toBeGreaterThan(0.4);
    const ty = await typed(body, 'artillery { pMisfire pReroll scatter { value p } } placement { units { meanHits } }');
    expect(ty.artillery).toEqual({ pMisfire: r.result.artillery.pMisfire, pReroll: r.result.artillery.pReroll, scatter: r.result.artillery.scatter });
    expect(ty.placement.units[0].meanHits).toBe(r.result.placement.units[0].meanHits);
    const never = await post({ ...body, options: { engineerRerolls: 'never' } }).expect(200);
    expect(never.body.result.placement.units[0].meanHits).toBeLessThan(r.result.placement.units[0].meanHits - 1);
    expect(never.body.result.artillery.pReroll).toBeUndefined();
  });
  it('given dice: an arrow of 2" off the unit (270°) rerolled into an arrow measured at 180°: 9 models; the order of the dice', async () => {
    const given = { ...withPlacement({ direction: 270, rerollDirection: 180 }), dice: { mode: 'given', rolls: [3, 1, 2, ...Array(9).fill(1)] } };
    const r = await sameEverywhere(given);
    expect(r.result.placement.final).toMatchObject({ distance: 2, direction: 180, units: [{ hits: [10, 11, 12, 20, 21, 22, 30, 31, 32], centre: 30 }] });
    expect(r.rolls.slice(0, 4).map((x: { purpose: string; rerolled: boolean }) => `${x.purpose}${x.rerolled ? '*' : ''}`)).toEqual(['scatter', 'scatterDistance', 'scatter*', 'wound']);
    expect((await typed(given, 'placement { final { distance direction units { hits centre } } }')).placement.final).toEqual({ distance: 2, direction: 180, units: [{ hits: [10, 11, 12, 20, 21, 22, 30, 31, 32], centre: 30 }] });
  });
  it('seeded: a rerolled scatter die draws its own direction, replayed byte for byte', async () => {
    let found: { text: string; body: any } | undefined;
    let seed = '';
    for (let i = 0; !found && i < 40; i++) {
      seed = `engineer-${i}`;
      const res = await post({ ...body, dice: { mode: 'seeded', seed } }).expect(200);
      if (res.body.rolls.filter((x: { purpose: string }) => x.purpose === 'direction').length === 2) found = res;
    }
    // an arrow drawn its direction, rerolled, the new arrow drawn its own; then the wounds of the models under it
    const order = found!.body.rolls.filter((x: { purpose: string }) => x.purpose !== 'wound').map((x: { purpose: string; rerolled: boolean; die: string }) => `${x.purpose}${x.rerolled ? '*' : ''} ${x.die}`);
    expect(order).toEqual(['scatter d6', 'scatterDistance d6', 'direction d360', 'scatter* d6', 'direction d360']);
    expect(found!.body.result.placement.final.direction).toBe(found!.body.rolls[4].value % 360);
    expect((await post({ ...body, dice: { mode: 'seeded', seed } }).expect(200)).text).toBe(found!.text);
    expect(await sdk({ ...body, dice: { mode: 'seeded', seed } })).toEqual(found!.body);
  });
  it('a flame thrower without the table: models per advance 1, 2, 4, 6, 8 (a 1" or 2" advance rerolled), alike everywhere', async () => {
    const flame = { kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target: { profile: P, models: 20, files: 5 }, artillery: { weapon: 'flameThrower', strength: 4, engineer: true, modelsByAdvance: [1, 2, 4, 6, 8] } };
    const r = await sameEverywhere(flame);
    expect(r.result.artillery).toMatchObject({ pMisfire: expect.closeTo(8 / 36, 12), pReroll: expect.closeTo(1 / 3, 12) });
    expect(r.result.summary.meanHits).toBeCloseTo(75 / 18, 12);
  });
  it('bad input: the rerolled arrow\'s direction missing, four counts, counts on a catapult, an unknown option value', async () => {
    expect(paths((await post({ ...withPlacement({ direction: 270 }), dice: { mode: 'given', rolls: [3, 1, 2] } }).expect(400)).body)).toEqual(['/artillery/placement/rerollDirection']);
    const four = await post({ ...body, artillery: { weapon: 'flameThrower', strength: 4, modelsByAdvance: [1, 2, 3, 4] } }).expect(400);
    expect([four.body.code, ...paths(four.body)]).toEqual(['validation_failed', '/artillery/modelsByAdvance']);
    expect(paths((await post({ ...body, artillery: { weapon: 'catapult', strength: 3, modelsByAdvance: [1, 2, 3, 4, 5] } }).expect(400)).body)).toEqual(['/artillery/modelsByAdvance']);
    const opt = await post({ ...body, options: { engineerRerolls: 'always' } }).expect(400);
    expect(opt.body.code).toBe('invalid_option');
    expect(await gqlError({ ...body, options: { engineerRerolls: 'always' } })).toMatchObject({ code: 'invalid_option', status: 400 });
  });
});

describe('cover from models between shooter and target (L1344-1376)', () => {
  // the shooter's front middle (36, 11); the target x 31-41, y 28-32; a unit from x = 10 to 36 between them hides half
  const geometry = (units: unknown[]) => ({ shooter: { centre: { x: 36, y: 10 }, facing: 0, width: 10, depth: 2 }, target: { centre: { x: 36, y: 30 }, facing: 180, width: 10, depth: 4 }, units });
  const half = (troopType?: string) => ({ centre: { x: 23, y: 19 }, facing: 0, width: 26, depth: 2, ...(troopType ? { troopType } : {}) });
  const body = (units: unknown[], target: Record<string, unknown> = {}) => ({ kind: 'shooting', attacker: { profile: { ...P, BS: 4 }, models: 10, files: 5, missileWeapon: 'crossbow' }, target: { profile: P, models: 10, files: 5, ...target }, range: 10, geometry: geometry(units) });
  it('infantry past infantry: hard cover (5+); in front of cavalry: soft (4+); typed and SDK alike', async () => {
    const hard = await sameEverywhere(body([half()]));
    expect(hard.result.plan.groups[0].toHit).toBe('5+');
    expect(hard.result.cover).toEqual({ cover: 'hard', fromTable: 'hard', obscuredSoft: 0, obscuredHard: 0.5, obscured: 0.5 });
    expect((await typed(body([half()]), 'cover { cover fromTable obscuredSoft obscuredHard obscured }')).cover).toEqual(hard.result.cover);
    const soft = await sameEverywhere(body([half()], { troopType: 'cavalry' }));
    expect([soft.result.plan.groups[0].toHit, soft.result.cover.cover]).toEqual(['4+', 'soft']);
    const monster = await post(body([half()], { troopType: 'monster', models: 1, files: 1 })).expect(200);
    expect(monster.body.result.cover.cover).toBe('none');
  });
  it('wide cavalry hides the whole target from infantry: 422 no line of sight; bad units: 400 with pointers', async () => {
    const blind = await post(body([{ ...half('cavalry'), centre: { x: 35, y: 19 }, width: 50 }])).expect(422);
    expect([blind.body.code, ...paths(blind.body)]).toEqual(['impossible_state', '/geometry/target']);
    const bad = await post(body([{ ...half(), troopType: 'dragon' }, { ...half(), width: -1 }])).expect(400);
    expect(paths(bad.body).sort()).toEqual(['/geometry/units/0/troopType', '/geometry/units/1/width']);
    const rule = await post(body([{ ...half(), rules: [{ id: 'tallish' }] }])).expect(400);
    expect([rule.body.code, ...paths(rule.body)]).toEqual(['unknown_reference', '/geometry/units/0/rules/0/id']);
    const over = await post(body([{ ...half(), centre: { x: 36, y: 30 } }])).expect(422);
    expect(paths(over.body)).toEqual(['/geometry/units/0/centre']);
    expect(await gqlError(body([{ ...half(), centre: { x: 36, y: 30 } }]))).toMatchObject({ code: 'impossible_state', status: 422 });
    const many = await post(body(Array.from({ length: 31 }, (_, i) => ({ ...half(), centre: { x: 5 + i, y: 50 }, width: 0.5 })))).expect(400);
    expect(paths(many.body)).toEqual(['/geometry/units']);
  });
});
