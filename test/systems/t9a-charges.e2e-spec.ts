/**
 * The 9th Age charges where the charger cannot align by itself: the target turned to align (L891-896) and a Blocked
 * charge with the target's combat reform (L929-935, L1861-1866). REST, typed GraphQL and the SDK give the same answer;
 * bad input as problems with pointers. Citations: 004_1ae45c4b93e4399d.txt.
 */
import { describe, expect, it } from '@jest/globals';
import { ENVELOPE_FIELDS, fromGraphQL } from '../fixtures/t9a-cases.js';
import { useT9aRoute } from '../helpers/t9a-route.js';

const { post, run, sdk } = useT9aRoute('charges');
const POINT = '{ x y }';
const TYPED = `legal reasons { code message cite } facing distance diceTotalNeeded pSuccess pSuccessFraction finalPosition { centre ${POINT} facing } path { move degrees about ${POINT} inches } roll { total success failedChargeMove }
  placement { placed notPlaced modelsInCombat modelsInContact targetMove { move degrees about ${POINT} finalPosition { centre ${POINT} facing } } }`;
const gql = async (body: unknown) => {
  const g = await run(`${ENVELOPE_FIELDS} typed: result { ${TYPED} }`, body);
  expect(g.errors).toBeUndefined();
  const { typed, ...rest } = g.data.out;
  return { envelope: fromGraphQL(rest), typed };
};
/** The REST answer cut down to the typed selection above (absent optional fields are null in GraphQL). */
const pick = (r: Record<string, any>) => {
  const pt = (p: any) => (p ? { x: p.x, y: p.y } : null);
  const pose = (p: any) => (p ? { centre: pt(p.centre), facing: p.facing } : null);
  return {
    legal: r.legal, reasons: r.reasons, facing: r.facing, distance: r.distance, diceTotalNeeded: r.diceTotalNeeded, pSuccess: r.pSuccess, pSuccessFraction: r.pSuccessFraction,
    finalPosition: pose(r.finalPosition), path: r.path.map((s: any) => ({ move: s.move, degrees: s.degrees ?? null, about: pt(s.about), inches: s.inches ?? null })),
    roll: r.roll ?? null,
    placement: r.placement ? { ...r.placement, targetMove: r.placement.targetMove ? { ...r.placement.targetMove, about: pt(r.placement.targetMove.about), finalPosition: pose(r.placement.targetMove.finalPosition) } : null } : null,
  };
};
const paths = (b: { errors: Array<{ path: string }> }) => b.errors.map((e) => e.path);

const sin = (d: number) => Math.sin((d * Math.PI) / 180);
const cos = (d: number) => Math.cos((d * Math.PI) / 180);
const U = (id: string, side: 'A' | 'B', x: number, y: number, facing: number, extra: Record<string, unknown> = {}) => ({ id, side, centre: { x, y }, facing, width: 5, depth: 4, M: 4, ...extra });
// the target's front tilted 20° to the charger's; a friend flush on the charger's left stops its wheel (L891-893)
const TURN = { units: [U('c', 'A', 36, 10, 0), U('f', 'A', 31, 10, 0), U('t', 'B', 36, 24, 200, { width: 10 })], chargerId: 'c', targetId: 't' };
// the same 20" up the table, an enemy unit beside the charger and another beside the target, 18.2" away (L929-935)
const BLOCKED = { units: [U('c', 'A', 36, 10, 0), U('e', 'B', 31, 10, 0), U('t', 'B', 36, 30.1, 200, { width: 10 }), U('n', 'B', 36 - 7.5 * cos(20), 30.1 + 7.5 * sin(20), 200)], chargerId: 'c', targetId: 't' };

describe('the target turned to align and a Blocked charge (L891-896, L929-935)', () => {
  it('REST = typed GraphQL = SDK: the charger moves straight ahead and the target turns 20° anticlockwise about the contact point (L891-896)', async () => {
    const r = await post(TURN).expect(200);
    expect(r.body.result).toMatchObject({ legal: true, placement: { targetMove: { move: 'align', degrees: expect.closeTo(-20, 6), about: { x: expect.closeTo(38.5, 9) }, finalPosition: { facing: expect.closeTo(180, 6) } } } });
    const g = await gql(TURN);
    expect(g.envelope).toEqual(r.body);
    expect(g.typed).toEqual(pick(r.body.result));
    expect(await sdk(TURN)).toEqual(r.body);
    // engaged, the target is never turned (L895)
    const engaged = { ...TURN, units: TURN.units.map((u) => (u.id === 't' ? { ...u, engaged: true } : u)) };
    const n = await post(engaged).expect(200);
    expect(n.body.result.reasons.map((x: { code: string }) => x.code)).toEqual(['NO_ROOM']);
    expect((await gql(engaged)).typed).toEqual(pick(n.body.result));
  });

  it('REST = typed GraphQL = SDK: Blocked, straight ahead 15.06" (12 on 2D6), the target reforms facing the charger; given dice roll the range against that move', async () => {
    const r = await post(BLOCKED).expect(200);
    expect(r.body.result).toMatchObject({ legal: true, diceTotalNeeded: 12, pSuccessFraction: '1/36', path: [{ move: 'straight', inches: expect.closeTo(15.0617, 4) }], placement: { targetMove: { move: 'combatReform', degrees: expect.closeTo(-20, 9), finalPosition: { facing: expect.closeTo(180, 9) } } } });
    expect(r.body.explanation.map((e: { cite: string }) => e.cite)).toEqual(expect.arrayContaining(['004_1ae45c4b93e4399d.txt L929-935', '004_1ae45c4b93e4399d.txt L1861-1866']));
    const g = await gql(BLOCKED);
    expect(g.envelope).toEqual(r.body);
    expect(g.typed).toEqual(pick(r.body.result));
    expect(await sdk(BLOCKED)).toEqual(r.body);
    const given = { ...BLOCKED, dice: { mode: 'given', rolls: [6, 5] } };
    const d = await post(given).expect(200);
    expect(d.body.result.roll).toEqual({ total: 11, success: false, failedChargeMove: 6 });
    expect((await gql(given)).envelope).toEqual(d.body);
    expect(await sdk(given)).toEqual(d.body);
  });

  it('REST = SDK: option blockedChargeEnemies; bad input: an unknown value → 400 at /options/blockedChargeEnemies, overlapping units → 422 at the pointer', async () => {
    const fast = { ...BLOCKED, units: BLOCKED.units.map((u) => (u.id === 'c' ? { ...u, M: 7 } : u.id === 'e' ? { ...u, side: 'A' } : u)) };
    expect((await post(fast).expect(200)).body.result.reasons.map((x: { code: string }) => x.code)).toEqual(['NO_ROOM']);
    const any = { ...fast, options: { blockedChargeEnemies: 'unengaged' } };
    const r = await post(any).expect(200);
    expect(r.body.result.placement.targetMove.move).toBe('combatReform');
    expect(await sdk(any)).toEqual(r.body);
    const bad = await post({ ...BLOCKED, options: { blockedChargeEnemies: 'everyone' } }).expect(400);
    expect(bad.body).toMatchObject({ code: 'invalid_option' });
    expect(paths(bad.body)).toEqual(['/options/blockedChargeEnemies']);
    const overlap = await post({ ...BLOCKED, units: [...BLOCKED.units, U('x', 'B', 31, 11, 0)] }).expect(422);
    expect(overlap.body).toMatchObject({ code: 'impossible_state' });
    expect(paths(overlap.body)).toEqual(['/units/4/centre']);
  });
});
