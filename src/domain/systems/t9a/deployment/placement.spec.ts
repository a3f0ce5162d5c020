/**
 * The deployment check through the terrain capability: every unit entirely inside its zone (L522-523), Scouts
 * (L3264-3273), the 1" rule (L727-731), hidden models (L3235-3241) and impossible layouts (422).
 * Citations: 004_1ae45c4b93e4399d.txt.
 */
import { describe, expect, it } from '@jest/globals';
import { runSetup, U } from './fixtures.js';
const codes = (r: any) => r.deployment.violations.map((v: { code: string; unit: string }) => `${v.code} ${v.unit}`);
const CLASSIC = { type: 'classic' } as const;

describe('deployment (L502-540)', () => {
  it('Classic: a1 4" inside, a2 with its front exactly on the 12" line (outside), b1 2" inside, each with its distance to the line and margin (L455-456, L522-523)', () => {
    const out = runSetup({ deployment: CLASSIC, units: [U('a1', 'A', 20, 6), U('a2', 'A', 40, 10), U('b1', 'B', 36, 40)] });
    const r = out.result as any;
    expect(r.deployment.valid).toBe(false);
    expect(r.deployment.violations).toEqual([{ code: 'OUTSIDE_ZONE', unit: 'a2', path: '/units/1/centre', message: expect.stringContaining('its edge lies exactly on the zone\'s edge'), cite: '004_1ae45c4b93e4399d.txt L522-523' }]);
    expect(r.deployment.distances).toEqual([
      { unit: 'a1', side: 'A', distance: 16, margin: 4 },
      { unit: 'a2', side: 'A', distance: 12, margin: 0 },
      { unit: 'b1', side: 'B', distance: 14, margin: 2 },
    ]);
    expect(out.explanation.map((e) => e.cite)).toEqual(expect.arrayContaining(['004_1ae45c4b93e4399d.txt L452-469', '004_1ae45c4b93e4399d.txt L522-523', '004_1ae45c4b93e4399d.txt L502-519']));
    expect((runSetup({ deployment: CLASSIC, units: [U('a2', 'A', 40, 9.999)] }).result as any).deployment.valid).toBe(true);
  });

  it('Scouts (L3264-3273): in the zone; outside it more than 18" from every enemy unit deployed before it (exactly 18" is not), later enemy Scouts not counted; the first-turn charge restriction', () => {
    const units = [U('b1', 'B', 36, 40), U('s1', 'A', 36, 18, { rules: [{ id: 'scout' }] }), U('s2', 'A', 60, 19, { rules: [{ id: 'scout' }] }), U('s3', 'A', 10, 6, { rules: [{ id: 'scout' }] }), U('bs', 'B', 10, 25, { rules: [{ id: 'scout' }] })];
    // s1: y 16..20, b1 from y 38: exactly 18" → too close; s2: 22.02" from b1 → legal outside; s3 in its zone; bs, listed
    // after them, 15" from s3 (x 5..15, y 4..8) → too close
    const r = runSetup({ deployment: { ...CLASSIC, goesFirst: 'A' }, units }).result as any;
    expect(codes(r)).toEqual(['SCOUT_TOO_CLOSE s1', 'SCOUT_TOO_CLOSE bs']);
    expect(r.deployment.scouts).toEqual([
      { unit: 's1', side: 'A', inZone: false, nearestEnemy: 18 },
      { unit: 's2', side: 'A', inZone: false, nearestEnemy: 22.023 },
      { unit: 's3', side: 'A', inZone: true, nearestEnemy: 34 },
      { unit: 'bs', side: 'B', inZone: false, nearestEnemy: 15 },
    ]);
    expect(r.deployment.firstTurnNoCharge).toEqual([
      { unit: 's1', side: 'A', rule: 'scout', applies: true, cite: '004_1ae45c4b93e4399d.txt L3264-3273' },
      { unit: 's2', side: 'A', rule: 'scout', applies: true, cite: '004_1ae45c4b93e4399d.txt L3264-3273' },
      { unit: 'bs', side: 'B', rule: 'scout', applies: false, cite: '004_1ae45c4b93e4399d.txt L3264-3273' },
    ]);
    // without the first turn known, the restriction is conditional
    const n = runSetup({ deployment: CLASSIC, units: [U('b1', 'B', 36, 40), U('s2', 'A', 60, 19, { rules: [{ id: 'scout' }] })] }).result as any;
    expect(n.deployment).toMatchObject({ valid: true, firstTurnNoCharge: [{ unit: 's2', applies: null }] });
    // an enemy Scout placed after it does not count against it: s is 24" from b1, bs (placed after s) 14.87" from s
    const late = runSetup({ deployment: CLASSIC, units: [U('b1', 'B', 36, 47.5, { depth: 1 }), U('s', 'A', 36, 21, { rules: [{ id: 'scout' }] }), U('bs', 'B', 60, 30, { rules: [{ id: 'scout' }] })] }).result as any;
    expect(late.deployment.scouts.map((s: any) => [s.unit, s.nearestEnemy])).toEqual([['s', 24], ['bs', 14.866]]);
    expect(codes(late)).toEqual(['SCOUT_TOO_CLOSE bs']);
    // a unit without Scout outside its zone is simply outside
    expect(codes(runSetup({ deployment: CLASSIC, units: [U('b1', 'B', 36, 40), U('x', 'A', 60, 19)] }).result)).toEqual(['OUTSIDE_ZONE x']);
  });

  it('the 1" rule (L727-731): units 0.5" apart, a unit 0.9" from impassable terrain; exactly 1" is fine', () => {
    const units = [U('a1', 'A', 20, 6), U('a2', 'A', 30.5, 6), U('a3', 'A', 41.5, 6), U('a4', 'A', 60, 6)];
    // a1 x 15..25, a2 x 25.5..35.5 (0.5" from a1), a3 x 36.5..46.5 (exactly 1" from a2)
    const r = runSetup({ deployment: CLASSIC, units }).result as any;
    expect(codes(r)).toEqual(['WITHIN_1_INCH a2']);
    // a4 y 4..8, the rock y 8.9..14.9
    const near = runSetup({ deployment: CLASSIC, units: [U('a4', 'A', 60, 6)], pieces: [{ type: 'impassable', centre: { x: 60, y: 11.9 }, width: 8, depth: 6 }] }).result as any;
    expect(near.deployment.violations).toEqual([{ code: 'WITHIN_1_INCH', unit: 'a4', path: '/units/0/centre', message: expect.stringContaining('0.9" from the impassable terrain of pieces/0'), cite: '004_1ae45c4b93e4399d.txt L727-735' }]);
  });

  it('hidden models (L3235-3241): a friendly deployed unit of the same troop type; a champion in its own unit', () => {
    const units = [U('a1', 'A', 20, 6, { troopType: 'infantry' }), U('a2', 'A', 40, 6, { troopType: 'cavalry' }), U('b1', 'B', 36, 40, { troopType: 'infantry' })];
    const hidden = [
      { id: 'h1', side: 'A' as const, troopType: 'infantry', in: 'a1' },
      { id: 'h2', side: 'A' as const, troopType: 'infantry', in: 'a2' },
      { id: 'h3', side: 'A' as const, troopType: 'infantry', in: 'b1' },
      { id: 'h4', side: 'A' as const, troopType: 'infantry', in: 'a1', championOf: 'a2' },
      { id: 'h5', side: 'A' as const, troopType: 'infantry', in: 'amb' },
    ];
    const r = runSetup({ deployment: CLASSIC, units, hidden, ambushers: [{ id: 'amb', side: 'A', M: 4, width: 10, depth: 4 }] }).result as any;
    expect(codes(r)).toEqual(['HIDDEN_HOST_TROOP_TYPE h2', 'HIDDEN_HOST_ENEMY h3', 'HIDDEN_CHAMPION_OTHER_UNIT h4', 'HIDDEN_HOST_NOT_DEPLOYED h5']);
    expect(r.deployment.violations[0]).toMatchObject({ path: '/hidden/1/in', cite: '004_1ae45c4b93e4399d.txt L3235-3241' });
  });

  it('bad input is a 400 naming the field; impossible positions are a 422', () => {
    const issues = (f: () => unknown) => { try { f(); } catch (e: any) { return [e.code, e.issues.map((i: { path: string }) => i.path)]; } return null; };
    expect(issues(() => runSetup({ units: [U('a', 'A', 20, 6)] }))).toEqual(['invalid_input', ['/deployment']]);
    expect(issues(() => runSetup({ deployment: { type: 'diagonal' }, markers: [{ side: 'A', at: { x: 1, y: 1 } }, { side: 'A', at: { x: 2, y: 2 } }] }))).toEqual(['invalid_input', ['/deployment/diagonal', '/markers/1/side']]);
    expect(issues(() => runSetup({ deployment: { type: 'flankAttack' } }))).toEqual(['invalid_input', ['/deployment/attacker']]);
    expect(issues(() => runSetup({ deployment: { type: 'classic', attacker: 'A' } }))).toEqual(['invalid_input', ['/deployment/attacker']]);
    expect(issues(() => runSetup({ deployment: CLASSIC, units: [U('a', 'A', 20, 6, { rules: [{ id: 'scouts' }] }), U('a', 'A', 40, 6)] }))).toEqual(['unknown_reference', ['/units/0/rules/0/id', '/units/1/id']]);
    expect(issues(() => runSetup({ deployment: CLASSIC, units: [U('a', 'A', 20, 6)], hidden: [{ id: 'h', side: 'A', troopType: 'infantry', in: 'zz' }] }))).toEqual(['unknown_reference', ['/hidden/0/in']]);
    expect(issues(() => runSetup({ deployment: CLASSIC, units: [U('a', 'A', 20, 6, { vanguard: { steps: [{ move: 'wheel', inches: 3 }, { move: 'forward' }] } })] }))).toEqual(['invalid_input', ['/units/0/vanguard/steps/0/degrees', '/units/0/vanguard/steps/0/inches', '/units/0/vanguard/steps/1/inches']]);
    expect(issues(() => runSetup({ deployment: CLASSIC, units: [U('a', 'A', 3, 6), U('b', 'A', 20, 6), U('c', 'A', 25, 6)], markers: [{ side: 'A', at: { x: 80, y: 1 } }] }))).toEqual(['impossible_state', ['/units/0/centre', '/units/2/centre', '/markers/0/at']]);
    expect(issues(() => runSetup({ deployment: CLASSIC, units: [U('a', 'A', 20, 6)], pieces: [{ type: 'impassable', centre: { x: 20, y: 10 }, width: 8, depth: 6 }] }))).toEqual(['impossible_state', ['/units/0/centre']]);
    expect(issues(() => runSetup({ ambushers: [{ id: 'x', side: 'A', M: 4, width: 10, depth: 4, arrival: { centre: { x: 36, y: 1 }, facing: 0 } }] }))).toEqual(['impossible_state', ['/ambushers/0/arrival/centre']]);
  });
});
