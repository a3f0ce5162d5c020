/**
 * The 9th Age combat round gaps over REST, typed GraphQL and the SDK (attacks/resolve, kind combatRound): special
 * attacks at their initiative step, with the same answers everywhere; bad input as problems with pointers; the joint
 * bound still a 422; a character's attacks and Random Attacks split between enemy units. Citations: 004_1ae45c4b93e4399d.txt
 * L3102-3108, L3125-3151, L3292-3301, L3344-3356 (special attacks), L1929-1931 and L2629-2652 (hits distributed on a
 * unit with characters), L1520-1532 (attacks split among the enemies in contact), L3163-3168 (Random Attacks).
 */
import { describe, expect, it } from '@jest/globals';
import { useT9aRoute } from '../helpers/t9a-route.js';
import { ENVELOPE_FIELDS } from '../fixtures/t9a-cases.js';

const { post, run, gql, sdk } = useT9aRoute('attacks');
const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const paths = (b: { errors: Array<{ path: string }> }) => b.errors.map((e) => e.path);

describe('special attacks inside a combat round (§3.10)', () => {
  const CHARGE = {
    kind: 'combatRound', attacker: { name: 'chariot', troopType: 'chariot', profile: { ...P, S: 4, T: 4, W: 3 } }, target: { name: 'foot', profile: P, models: 5, files: 5 },
    combat: { sides: [{ charged: true, specials: [{ kind: 'impactHits', value: 2 }] }, {}] },
  };
  it('REST = GraphQL = SDK: Impact Hits at I10 (2 × 2/3 wounds) before the chariot\'s own attack (1/2 × 2/3) (L3344-3356)', async () => {
    const r = await post(CHARGE).expect(200);
    expect(r.body.result.combat.odds.sides[0].meanWoundsCaused).toBeCloseTo(4 / 3 + 1 / 3, 12);
    expect(r.body.result.plan.groups[0]).toMatchObject({ label: 'attacker chariot impactHits → foot: impactHits', initiative: 10, strength: 4 });
    expect(await gql(CHARGE)).toEqual(r.body);
    expect(await sdk(CHARGE)).toEqual(r.body);
  });
  it('REST = SDK, given dice: 2 foot die at I10, the 3 left strike back at I3', async () => {
    const body = { ...CHARGE, dice: { mode: 'given', rolls: [3, 3, 4, 3, 4, 4, 1, 5, 1, 3, 3] } };
    const r = await post(body).expect(200);
    expect(r.body.result.combat.rolled).toMatchObject({ woundsCaused: [3, 1], modelsRemoved: [0, 3], scores: [4, 1] });
    expect(await gql(body)).toEqual(r.body);
    expect(await sdk(body)).toEqual(r.body);
  });
  it('REST = GraphQL = SDK: Stomp (1) of three ogres at I0, Crush Attack of a giant at I0, S10 (L3140-3144, L3292-3301)', async () => {
    const body = {
      kind: 'combatRound', attacker: { troopType: 'monstrousInfantry', profile: { ...P, A: 0 }, models: 3, files: 3 }, target: { profile: { ...P, A: 0 }, models: 10, files: 5 },
      combat: { sides: [{ specials: [{ kind: 'stomp' }] }, { morale: { unbreakable: true } }], units: [{ side: 0, unit: { name: 'giant', troopType: 'monster', profile: { ...P, A: 3 }, rules: [{ id: 'crushAttack' }] }, specials: [{ kind: 'crush' }] }] },
    };
    const r = await post(body).expect(200);
    // 3 stomps at S3 (1/2 each) and one crush attack: 1/2 to hit, 5/6 to wound, capped at W1
    expect(r.body.result.combat.odds.sides[0].meanWoundsCaused).toBeCloseTo(3 / 2 + 5 / 12, 12);
    expect(await gql(body)).toEqual(r.body);
    expect(await sdk(body)).toEqual(r.body);
  });
  it('bad input: an end-of-phase kind, Impact Hits without a charge, Stomp on cavalry, a missing value → 400 with pointers', async () => {
    const side = (specials: unknown[]) => ({ ...CHARGE, combat: { sides: [{ specials }, {}] } });
    expect(paths((await post(side([{ kind: 'hellfire' }])).expect(400)).body)).toEqual(['/combat/sides/0/specials/0/kind']);
    expect(paths((await post(side([{ kind: 'impactHits', value: 2 }])).expect(400)).body)).toEqual(['/combat/sides/0/specials/0/kind']);
    expect(paths((await post({ ...side([{ kind: 'stomp', value: 1 }]), target: { ...CHARGE.target, troopType: 'cavalry' } }).expect(400)).body)).toEqual(['/combat/sides/0/specials/0/kind']);
    expect(paths((await post(side([{ kind: 'grinding' }])).expect(400)).body)).toEqual(['/combat/sides/0/specials/0/value']);
    const g = await run(ENVELOPE_FIELDS, side([{ kind: 'grinding' }]));
    expect(g.errors?.[0].extensions.code).toBe('invalid_input');
  });
  it('the joint bound still holds with special attacks: past it a 422 too_complex, whatever the dice', async () => {
    const big = { kind: 'combatRound', attacker: { troopType: 'chariot', profile: P, models: 400, files: 10 }, target: { profile: P, models: 400, files: 10 }, combat: { sides: [{ charged: true, specials: [{ kind: 'impactHits' }] }, {}] } };
    expect((await post(big).expect(422)).body).toMatchObject({ code: 'too_complex', limit: 'combatRoundOutcomes' });
    await post({ ...big, dice: { mode: 'given', rolls: [] } }).expect(422);
  });
});

describe('a character\'s attacks split between enemy units of a multiple combat (L1520-1532)', () => {
  const SPLIT = {
    kind: 'combatRound', attacker: { name: 'guard', profile: { ...P, A: 0 } }, target: { name: 'x', profile: { ...P, A: 0 } },
    combat: {
      sides: [{ characters: [{ name: 'hero', profile: { ...P, WS: 4, S: 4, I: 5, A: 2 } }], splits: [{ from: 0, unit: 2, attacks: 1 }], morale: { unbreakable: true } }, { morale: { unbreakable: true } }],
      units: [{ side: 1, unit: { name: 'y', models: 3, files: 3, profile: { ...P, T: 5, A: 0 } }, morale: { unbreakable: true } }],
    },
  };
  it('REST = GraphQL = SDK: one attack at x (2/3 × 2/3), one at y (2/3 × 1/3)', async () => {
    const r = await post(SPLIT).expect(200);
    expect(r.body.result.combat.odds.sides[0].meanWoundsCaused).toBeCloseTo(4 / 9 + 2 / 9, 12);
    expect(r.body.result.combat.strikers.map((s: { name: string }) => s.name)).toContain('hero → y');
    expect(await gql(SPLIT)).toEqual(r.body);
    expect(await sdk(SPLIT)).toEqual(r.body);
    const given = { ...SPLIT, dice: { mode: 'given', rolls: [3, 3, 3, 5] } };
    const g = await post(given).expect(200);
    expect(g.body.result.combat.rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 2] });
    expect(await sdk(given)).toEqual(g.body);
  });
  it('bad input: a split naming a friend, more attacks than the hero has, a character index out of range → 400 with pointers', async () => {
    const split = (splits: unknown[]) => ({ ...SPLIT, combat: { ...SPLIT.combat, sides: [{ ...SPLIT.combat.sides[0], splits }, SPLIT.combat.sides[1]] } });
    expect(paths((await post(split([{ from: 0, unit: 0, attacks: 1 }])).expect(400)).body)).toEqual(['/combat/sides/0/splits/0/unit']);
    expect(paths((await post(split([{ from: 0, unit: 2, attacks: 3 }])).expect(400)).body)).toEqual(['/combat/sides/0/splits/0/attacks']);
    expect(paths((await post(split([{ from: 1, unit: 2, attacks: 1 }])).expect(400)).body)).toEqual(['/combat/sides/0/splits/0/from']);
    expect(paths((await post(split([{ from: 5, unit: 2, attacks: 1 }])).expect(400)).body)).toEqual(['/combat/sides/0/splits/0/from']);
  });
});

describe('Random Attacks split off to another unit of a multiple combat (L1520-1532, L3163-3168)', () => {
  const RA = {
    kind: 'combatRound', attacker: { name: 'beast', profile: { ...P, I: 4 }, rules: [{ id: 'randomAttacks', value: 'D3' }] }, target: { name: 'x', models: 2, files: 2, profile: { ...P, A: 0 } },
    combat: { sides: [{ splits: [{ unit: 2, attacks: 1 }], morale: { unbreakable: true } }, { morale: { unbreakable: true } }], units: [{ side: 1, unit: { name: 'y', models: 3, files: 3, profile: { ...P, T: 5, A: 0 } }, morale: { unbreakable: true } }] },
  };
  it('REST = GraphQL = SDK: the first of the D3 at y (1/2 × 1/6), the rest at x (1 × 1/2 × 1/2); given dice read the count once', async () => {
    const r = await post(RA).expect(200);
    expect(r.body.result.combat.odds.units.map((u: { meanModelsLost: number }) => u.meanModelsLost)).toEqual([0, expect.closeTo(1 / 4, 12), expect.closeTo(1 / 12, 12)]);
    expect(await gql(RA)).toEqual(r.body);
    expect(await sdk(RA)).toEqual(r.body);
    const given = { ...RA, dice: { mode: 'given', rolls: [5, 4, 6, 4, 4, 4, 1] } };
    const g = await post(given).expect(200);
    expect(g.body.result.combat.rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 2] });
    expect(g.body.unusedRolls ?? []).toEqual([]);
    expect(await sdk(given)).toEqual(g.body);
  });
  it('bad input: more attacks split off than a D3 can roll, two shares of the one count → 400 with pointers', async () => {
    const split = (splits: unknown[]) => ({ ...RA, combat: { ...RA.combat, sides: [{ splits }, RA.combat.sides[1]] } });
    expect(paths((await post(split([{ unit: 2, attacks: 4 }])).expect(400)).body)).toEqual(['/combat/sides/0/splits/0/attacks']);
    expect(paths((await post(split([{ unit: 2, attacks: 1 }, { unit: 2, attacks: 1 }])).expect(400)).body)).toEqual(['/combat/sides/0/splits/0/group']);
  });
});
