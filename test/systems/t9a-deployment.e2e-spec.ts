/**
 * The 9th Age pre-game through POST /v1/t9a/terrain/setup: deployment zones, Scouts, a Vanguard move, Secure Target
 * markers, the first-turn roll, an ambusher and a hidden model. REST, typed GraphQL and the SDK give the same answers
 * (exact, seeded and given dice); bad input as problems with pointers. Citations: 004_1ae45c4b93e4399d.txt.
 */
import { describe, expect, it } from '@jest/globals';
import { ENVELOPE_FIELDS, fromGraphQL } from '../fixtures/t9a-cases.js';
import { useT9aRoute } from '../helpers/t9a-route.js';

const { post, run, sdk } = useT9aRoute('terrain');
const paths = (b: { errors: Array<{ path: string }> }) => b.errors.map((e) => e.path);

/** The typed selection, as a tree: a leaf is true. */
type Sel = { [k: string]: true | Sel };
const FINDING: Sel = { code: true, path: true, message: true, cite: true };
const POSE: Sel = { centre: { x: true, y: true }, facing: true };
const SELECTION: Sel = {
  valid: true,
  deployment: { valid: true, violations: { ...FINDING, unit: true }, distances: { unit: true, side: true, distance: true, margin: true }, scouts: { unit: true, side: true, inZone: true, nearestEnemy: true }, firstTurnNoCharge: { unit: true, side: true, rule: true, applies: true, cite: true } },
  vanguardMoves: { unit: true, legal: true, reasons: FINDING, inches: true, farthest: true, final: POSE, nearestEnemy: true },
  markers: { valid: true, violations: { ...FINDING, side: true }, distances: { side: true, toOwnZone: true, toOtherMarker: true } },
  firstTurnRoll: { finishedFirst: true, undeployedUnits: true, pChooses: { side: true, p: true, fraction: true }, chooser: true, rolls: true, totals: true },
  ambush: { arrival: { turn: true, p: true, fraction: true, pByTurn: true, byTurnFraction: true }, pNever: true, pNeverFraction: true, units: { unit: true, side: true, arrivesOnTurn: true, legal: true, reasons: FINDING, edge: true, toEdge: true } },
};
const query = (s: Sel): string => Object.entries(s).map(([k, v]) => (v === true ? k : `${k} { ${query(v)} }`)).join(' ');
/** The REST answer cut down to the selection (absent optional fields are null in GraphQL). */
const project = (v: any, s: Sel): any => {
  if (v === undefined || v === null) return null;
  if (Array.isArray(v)) return v.map((x) => project(x, s));
  return Object.fromEntries(Object.entries(s).map(([k, sub]) => [k, sub === true ? (v[k] ?? null) : project(v[k], sub)]));
};
const gql = async (body: unknown) => {
  const g = await run(`${ENVELOPE_FIELDS} typed: result { ${query(SELECTION)} }`, body);
  expect(g.errors).toBeUndefined();
  const { typed, ...rest } = g.data.out;
  return { envelope: fromGraphQL(rest), typed };
};
const same = async (body: Record<string, unknown>) => {
  const r = await post(body).expect(200);
  const g = await gql(body);
  expect(g.envelope).toEqual(r.body);
  expect(g.typed).toEqual(project(r.body.result, SELECTION));
  expect(await sdk(body)).toEqual(r.body);
  return r.body;
};

const U = (id: string, side: 'A' | 'B', x: number, y: number, extra: Record<string, unknown> = {}) => ({ id, side, centre: { x, y }, facing: side === 'A' ? 0 : 180, width: 10, depth: 4, ...extra });
// Classic, side A goes first: a1 4" inside its zone; a Scout 3" from the centre line, 22.02" from b1; Fast Cavalry moving
// 10" ahead; b1 2" inside, hiding an assassin; markers 24.06" apart; B finished deploying first, A has 1 unit and 2 war
// machines left (+2); an ambusher of B coming on from the far edge and ending 7" from it (M4: at most 8")
const LAYOUT = {
  mode: 'check',
  deployment: { type: 'classic', goesFirst: 'A' },
  units: [U('a1', 'A', 20, 6), U('sc', 'A', 60, 19, { rules: [{ id: 'scout' }] }), U('fc', 'A', 40, 6, { rules: [{ id: 'fastCavalry' }], vanguard: { steps: [{ move: 'forward', inches: 10 }] } }), U('b1', 'B', 36, 40, { troopType: 'infantry' })],
  hidden: [{ id: 'assassin', side: 'B', troopType: 'infantry', in: 'b1' }],
  markers: [{ side: 'A', at: { x: 10, y: 33.6 } }, { side: 'B', at: { x: 24.5, y: 14.4 } }],
  firstTurnRoll: { finishedFirst: 'B', undeployed: { units: 1, warMachines: 2, characters: 0 } },
  ambushers: [{ id: 'amb', side: 'B', M: 4, width: 10, depth: 4, arrival: { centre: { x: 60, y: 46 }, facing: 180, moved: { centre: { x: 60, y: 39 }, facing: 180 } } }],
};

describe('the pre-game in terrain/setup (L502-540)', () => {
  it('REST = typed GraphQL = SDK, exact: every unit placed legally, the Scout and the Vanguard unit barred from charging in A\'s first turn, 3/16 and 13/16 to choose the first turn, the ambusher\'s odds', async () => {
    const b = await same(LAYOUT);
    const r = b.result;
    expect(r.deployment).toEqual({
      valid: true,
      violations: [],
      distances: [{ unit: 'a1', side: 'A', distance: 16, margin: 4 }, { unit: 'sc', side: 'A', distance: 3, margin: -9 }, { unit: 'fc', side: 'A', distance: 16, margin: 4 }, { unit: 'b1', side: 'B', distance: 14, margin: 2 }],
      scouts: [{ unit: 'sc', side: 'A', inZone: false, nearestEnemy: 22.023 }],
      firstTurnNoCharge: [
        { unit: 'sc', side: 'A', rule: 'scout', applies: true, cite: '004_1ae45c4b93e4399d.txt L3264-3273' },
        { unit: 'fc', side: 'A', rule: 'vanguard', applies: true, cite: '004_1ae45c4b93e4399d.txt L3526-3535' },
      ],
    });
    expect(r.vanguardMoves).toEqual([{ unit: 'fc', legal: true, reasons: [], inches: 10, farthest: 10, final: { centre: { x: 40, y: 16 }, facing: 0 }, nearestEnemy: 20 }]);
    expect(r.markers).toEqual({ valid: true, violations: [], distances: [{ side: 'A', toOwnZone: 21.6, toOtherMarker: 24.06 }, { side: 'B', toOwnZone: 21.6, toOtherMarker: 24.06 }] });
    expect(r.firstTurnRoll).toEqual({ finishedFirst: 'B', undeployedUnits: 2, pChooses: [{ side: 'A', p: 3 / 16, fraction: '3/16' }, { side: 'B', p: 13 / 16, fraction: '13/16' }] });
    expect(r.ambush).toMatchObject({ pNeverFraction: '1/243', units: [{ unit: 'amb', side: 'B', legal: true, reasons: [], edge: 'far', toEdge: 7 }] });
    expect(r.ambush.arrival[1]).toEqual({ turn: 3, p: 2 / 9, fraction: '2/9', pByTurn: 8 / 9, byTurnFraction: '8/9' });
    const cites = b.explanation.map((e: { cite: string }) => e.cite);
    for (const lines of ['L452-469', 'L522-523', 'L3264-3273', 'L3526-3535', 'L2977-2982', 'L526-533', 'L3110-3120', 'L3235-3241']) expect(cites).toContain(`004_1ae45c4b93e4399d.txt ${lines}`);
  });

  it('REST = typed GraphQL = SDK with given dice: A 3, B 1 + 2 tie and are rolled again, A 1, B 2 + 2: B chooses; the ambusher arrives on turn 2 with a 5; seeded replays', async () => {
    const given = { ...LAYOUT, dice: { mode: 'given', rolls: [3, 1, 1, 2, 5, 6] } };
    const b = await same(given);
    expect(b.result.firstTurnRoll).toEqual({ finishedFirst: 'B', undeployedUnits: 2, chooser: 'B', rolls: [[3, 1], [1, 2]], totals: [[3, 3], [1, 4]] });
    expect(b.result.ambush.units[0]).toMatchObject({ arrivesOnTurn: 2, legal: true });
    expect(b.rolls.map((x: { purpose: string }) => x.purpose)).toEqual(['first-turn roll-off', 'first-turn roll-off', 'first-turn roll-off', 'first-turn roll-off', 'ambush amb turn 2']);
    expect(b.unusedRolls).toEqual([6]);
    const seeded = { ...LAYOUT, dice: { mode: 'seeded', seed: 'deploy' } };
    const s = await same(seeded);
    expect((await post(seeded).expect(200)).body).toEqual(s);
    const short = await post({ ...LAYOUT, dice: { mode: 'given', rolls: [3, 1] } }).expect(400);
    expect(short.body).toMatchObject({ code: 'insufficient_dice' });
  });

  it('REST = typed GraphQL = SDK: violations are answers — outside the zone, a Scout exactly 18" away, a Vanguard move ending 11" from an enemy, markers too close; options flankAttackDefenderLiteral and firstTurnTie', async () => {
    const bad = {
      mode: 'check', deployment: { type: 'classic' },
      // a1 exactly on the 12" line; sc exactly 18" from b1; B's Scout bs (y 31..35) placed after them; fc's 12" ends 11" from bs
      units: [U('a1', 'A', 20, 10), U('sc', 'A', 36, 18, { rules: [{ id: 'scout' }] }), U('fc', 'A', 60, 6, { rules: [{ id: 'fastCavalry' }], vanguard: { steps: [{ move: 'forward', inches: 12 }] } }), U('b1', 'B', 36, 40), U('bs', 'B', 66, 33, { rules: [{ id: 'scout' }] })],
      markers: [{ side: 'A', at: { x: 36, y: 24 } }],
    };
    const b = await same(bad);
    expect(b.result.deployment.violations.map((v: any) => [v.code, v.unit, v.path])).toEqual([['OUTSIDE_ZONE', 'a1', '/units/0/centre'], ['SCOUT_TOO_CLOSE', 'sc', '/units/1/centre']]);
    expect(b.result.deployment.firstTurnNoCharge.map((n: any) => [n.unit, n.rule, n.applies])).toEqual([['sc', 'scout', null], ['bs', 'scout', null]]);
    expect(b.result.deployment.scouts.map((n: any) => [n.unit, n.nearestEnemy])).toEqual([['sc', 18], ['bs', 22.825]]);
    expect(b.result.vanguardMoves[0]).toMatchObject({ legal: false, nearestEnemy: 11, reasons: [{ code: 'TOO_CLOSE_TO_ENEMY', path: '/units/2/vanguard' }] });
    expect(b.result.markers.violations.map((v: any) => v.code)).toEqual(['MARKER_TOO_CLOSE_TO_ZONE']);
    const flank = { mode: 'check', deployment: { type: 'flankAttack', attacker: 'A' }, units: [U('d', 'B', 12, 30, { width: 6 })], firstTurnRoll: { finishedFirst: 'A', undeployed: { units: 0, warMachines: 0, characters: 0 } } };
    expect((await same(flank)).result.deployment.valid).toBe(false);
    const literal = await same({ ...flank, options: { flankAttackDefenderLiteral: true, firstTurnTie: 'finishedFirst' } });
    expect(literal.result.deployment.valid).toBe(true);
    expect(literal.result.firstTurnRoll.pChooses[0].fraction).toBe('7/12');
  });

  it('bad input: 400 with the pointer (validation, domain, option), impossible positions 422', async () => {
    const degrees = await post({ ...LAYOUT, units: [LAYOUT.units[0], { ...LAYOUT.units[2], vanguard: { steps: [{ move: 'wheel', degrees: 400 }] } }] }).expect(400);
    expect(degrees.body).toMatchObject({ code: 'validation_failed' });
    expect(paths(degrees.body)).toEqual(['/units/1/vanguard/steps/0/degrees']);
    const attacker = await post({ mode: 'check', deployment: { type: 'flankAttack' }, units: [U('a', 'A', 20, 6)] }).expect(400);
    expect(attacker.body).toMatchObject({ code: 'invalid_input' });
    expect(paths(attacker.body)).toEqual(['/deployment/attacker']);
    const host = await post({ ...LAYOUT, hidden: [{ id: 'h', side: 'B', troopType: 'infantry', in: 'ghost' }] }).expect(400);
    expect(host.body).toMatchObject({ code: 'unknown_reference' });
    expect(paths(host.body)).toEqual(['/hidden/0/in']);
    const option = await post({ ...LAYOUT, options: { firstTurnTie: 'coin' } }).expect(400);
    expect(option.body).toMatchObject({ code: 'invalid_option' });
    expect(paths(option.body)).toEqual(['/options/firstTurnTie']);
    const overlap = await post({ ...LAYOUT, units: [...LAYOUT.units, U('x', 'B', 38, 41)] }).expect(422);
    expect(overlap.body).toMatchObject({ code: 'impossible_state' });
    expect(paths(overlap.body)).toEqual(['/units/4/centre']);
    const g = await run('system', { ...LAYOUT, units: [...LAYOUT.units, U('x', 'B', 38, 41)] });
    expect(g.errors?.[0].extensions).toMatchObject({ code: 'impossible_state' });
  });
});
