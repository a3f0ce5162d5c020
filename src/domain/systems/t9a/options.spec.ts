/** Each engine decision that changes an answer, default against alternative (004_1ae45c4b93e4399d.txt). */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import type { Capability, DiceRequest } from '../../core/system.js';
import { armiesCapability } from './armies.js';
import { attacksCapability } from './attacks/index.js';
import { chargesCapability } from './charges/index.js';
import { moraleCapability } from './morale.js';
import { terrainCapability } from './terrain.js';
import { T9A_OPTIONS } from './options.js';

const run = (cap: Capability<any, any>, req: unknown, options: Record<string, unknown> = {}, dice: DiceRequest = { mode: 'exact' }) => cap.run(req, { rulesVersion: 't9a-0.11.1', options: resolveOptions(cap.options, options), dice }).result as any;
const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 2, Ld: 7 };
const cu = (id: string, side: string, y: number, facing: number, o = {}) => ({ id, side, centre: { x: 36, y }, facing, width: 5, depth: 4, M: 4, ...o });

describe('options', () => {
  it('every option has a default among its values and a citation', () => {
    for (const o of Object.values(T9A_OPTIONS)) {
      expect(o.cite).toMatch(/^004_1ae45c4b93e4399d\.txt L\d/);
      if (o.type === 'enum') expect(o.values).toContain(o.default);
    }
  });
  it('spearLethalStrikeFront: a spear\'s Lethal Strike against cavalry fought in its front, or while the spear unit is engaged in its own front (L2420-2422)', () => {
    // 5 × 2 spearmen A2 WS3 S3 AP1 against cavalry in heavy armour and shield (+3: 5+ with AP1): 10 + 5 supporting attacks,
    // hit 4+, wound 4+; each unsaved with probability 1/2 · 1/2 · 4/6 = 1/6, or 1/2 · (1/6 + 2/6 · 4/6) = 7/36 with
    // Lethal Strike (a natural 6 to wound ignores the armour)
    const req = (o: Record<string, unknown>, troopType = 'cavalry') => ({ kind: 'closeCombat', attacker: { profile: P, models: 10, files: 5, weapon: 'spear' }, target: { troopType, profile: P, armour: ['heavy', 'shield'] }, ...o });
    const unsaved = (o: Record<string, unknown>, opts = {}, troopType?: string) => run(attacksCapability, req(o, troopType), opts).summary.meanUnsaved;
    expect(unsaved({ facing: 'front' })).toBeCloseTo(15 * 7 / 36, 12);
    expect(unsaved({ facing: 'flank' })).toBeCloseTo(15 / 6, 12);
    expect(unsaved({ facing: 'flank', engagedFront: true }, { spearLethalStrikeFront: 'spearUnit' })).toBeCloseTo(15 * 7 / 36, 12);
    expect(unsaved({ facing: 'front', engagedFront: false }, { spearLethalStrikeFront: 'spearUnit' })).toBeCloseTo(10 / 6, 12); // not engaged in its front: no Lethal Strike, no supporting attacks
    expect(unsaved({ facing: 'front' }, {}, 'infantry')).toBeCloseTo(15 / 6, 12);
    expect(unsaved({ facing: 'front' }, {}, 'chariot')).toBeGreaterThan(15 / 6);
  });
  it('monstrousSupportCap: min(3, A) or always 3 (L2220-2222)', () => {
    const req = { kind: 'closeCombat', attacker: { troopType: 'monstrousInfantry', profile: P, models: 6, files: 3 }, target: { profile: P } };
    expect(run(attacksCapability, req).plan.groups[1].attacks).toBe(6);
    expect(run(attacksCapability, req, { monstrousSupportCap: 'three' }).plan.groups[1].attacks).toBe(9);
  });
  it('magicResistanceWard: a (7 − X)+ ward against spells, or none (L3505-3509)', () => {
    const req = { kind: 'special', spell: true, special: { kind: 'breath', strength: 3 }, attacker: { profile: P }, target: { profile: P, rules: [{ id: 'magicResistance', value: 2 }] } };
    expect(run(attacksCapability, req).plan.groups[0].ward).toBe(5);
    expect(run(attacksCapability, req, { magicResistanceWard: false }).plan.groups[0].ward).toBeNull();
  });
  it('standAndShootDistanceRef: the charger\'s M or the target\'s (L851-852)', () => {
    const req = { units: [cu('c', 'A', 10, 0, { M: 9 }), cu('t', 'B', 22, 180, { missileWeapon: 'bow', M: 4 })], chargerId: 'c', targetId: 't' };
    expect(run(chargesCapability, req).availableReactions).not.toContain('standAndShoot');
    expect(run(chargesCapability, req, { standAndShootDistanceRef: 'target' }).availableReactions).toContain('standAndShoot');
  });
  it('championFloor: the dice total or each die counts at least 4 (L2810-2813)', () => {
    const req = { units: [cu('c', 'A', 10, 0, { champion: true }), cu('t', 'B', 27, 180)], chargerId: 'c', targetId: 't' }; // 13": 9 on the dice
    expect(run(chargesCapability, req).pSuccessFraction).toBe('10/36');
    expect(run(chargesCapability, req, { championFloor: 'perDie' }).pSuccessFraction).toBe('20/36');
  });
  it('engagedCannotCharge (L1288)', () => {
    const req = { units: [cu('c', 'A', 10, 0, { engaged: true }), cu('t', 'B', 22, 180)], chargerId: 'c', targetId: 't' };
    expect(run(chargesCapability, req).legal).toBe(false);
    expect(run(chargesCapability, req, { engagedCannotCharge: false }).legal).toBe(true);
  });
  it('flankAndRearStack (L1735-1740)', () => {
    const req = { test: 'combat', sides: [{ woundsCaused: 0, units: [{ ld: 7, inEnemyFlank: true }, { ld: 7, inEnemyRear: true }] }, { woundsCaused: 0, units: [{ ld: 7 }] }] };
    expect(run(moraleCapability, req).scores[0]).toBe(3);
    expect(run(moraleCapability, req, { flankAndRearStack: false }).scores[0]).toBe(1);
  });
  it('duplicationScope: per entry or per category (L257-272)', () => {
    const units = [1, 2, 3, 4, 5].map((i) => ({ name: `Core ${i}`, category: 'core', points: 100 }));
    const codes = (o = {}) => run(armiesCapability, { gameSize: 500, units }, o).violations.map((v: { code: string }) => v.code);
    expect(codes()).not.toContain('DUPLICATION_EXCEEDED');
    expect(codes({ duplicationScope: 'perCategory' })).toContain('DUPLICATION_EXCEEDED');
  });
  it('extraFeatureSections and warbandSections change the generated layout (L420-451)', () => {
    const a = run(terrainCapability, { mode: 'generate' }, {}, { mode: 'seeded', seed: 'k' });
    const b = run(terrainCapability, { mode: 'generate' }, { extraFeatureSections: 'discard' }, { mode: 'seeded', seed: 'k' });
    expect(a.pieces.length + a.discarded.length).toBe(b.pieces.length + b.discarded.length);
    const w = run(terrainCapability, { mode: 'generate', board: { width: 36, depth: 48 } }, { warbandSections: '24x24' }, { mode: 'seeded', seed: 'k' });
    expect(w.pieces.every((p: { centre: { x: number } }) => p.centre.x <= 36)).toBe(true);
  });
  it('flankAttackDefenderLiteral: the defender\'s zone mirrors the attacker\'s, or reads literally (L462-468)', () => {
    // side B defends: y 28..32 by a short edge is 4" from the centre line (mirror: 15" needed) and 16" from its own long edge (literal: 9")
    const req = { mode: 'check', deployment: { type: 'flankAttack', attacker: 'A' }, units: [{ id: 'd', side: 'B', centre: { x: 12, y: 30 }, facing: 180, width: 6, depth: 4 }] };
    expect(run(terrainCapability, req).deployment.valid).toBe(false);
    expect(run(terrainCapability, req, { flankAttackDefenderLiteral: true }).deployment.valid).toBe(true);
  });
  it('firstTurnTie: a tie rolled again, or the player who finished deploying first chooses (L531-533)', () => {
    const req = { mode: 'check', firstTurnRoll: { finishedFirst: 'A', undeployed: { units: 0, warMachines: 0, characters: 0 } } };
    expect(run(terrainCapability, req).firstTurnRoll.pChooses[0].fraction).toBe('1/2');
    expect(run(terrainCapability, req, { firstTurnTie: 'finishedFirst' }).firstTurnRoll.pChooses[0].fraction).toBe('7/12');
  });
});
