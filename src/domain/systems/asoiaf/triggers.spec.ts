/**
 * Effects on one trigger (digest §1.7, D18): WE-20 (000_4d85fd9897d069bf.txt L1561-1565; 002_953a7ceb75253954.txt L976),
 * WE-21 (000 L1590-1602; 002 L985-987), one response per trigger (000 L1552-1559; 002 L974), the resolution order
 * (000 L1585-1588), under both rules versions, and every code of an illegal declaration.
 */
import { describe, expect, it } from '@jest/globals';
import { Explainer } from '../../core/explain.js';
import { resolveOptions } from '../../core/options.js';
import { attacksCapability, resolveAttack } from './attacks.js';
import { asoiafCatalogue } from './catalogue.js';
import { resolveTriggers, type TriggerDeclaration, type TriggerEffect, type TriggerRequest } from './triggers.js';

const VERSIONS = ['asoiaf-2021', 'asoiaf-2018'] as const;
const ask = (req: TriggerRequest, v: string = 'asoiaf-2021') => resolveTriggers(req, v, new Explainer());
const event = 'When a friendly unit attacks';
const tactics = (side: TriggerEffect['side'], name: string): TriggerEffect => ({ side, type: 'tactics', name });
const play = (side: TriggerDeclaration['side'], effect: string): TriggerDeclaration => ({ side, action: 'play', effect });
const pass = (side: TriggerDeclaration['side']): TriggerDeclaration => ({ side, action: 'pass' });
// WE-20: player A's Tactics card and its attachment's Order share the trigger
const we20: TriggerEffect[] = [tactics('attacker', 'Bravery'), { side: 'attacker', type: 'order', name: 'Attachment Order' }];
// WE-21: A (active) and B each hold a Tactics card on the same trigger
const we21: TriggerEffect[] = [tactics('attacker', 'Card A'), tactics('defender', 'Card B')];

describe('WE-20: one Order or one Tactics card per player per trigger (000 L1552-1565; 002 L974-976)', () => {
  for (const v of VERSIONS) {
    it(`${v}: both may be declared at first; after the Tactics card the Order is no longer offered, and declaring it is ONE_RESPONSE_PER_TRIGGER`, () => {
      expect(ask({ event, offered: we20 }, v).mayDeclare.map((e) => e.name)).toEqual(['Bravery', 'Attachment Order']);
      const after = ask({ event, offered: we20, declarations: [play('attacker', 'Bravery')] }, v);
      expect(after.mayDeclare.filter((e) => e.side === 'attacker')).toEqual([]);
      const both = ask({ event, offered: we20, declarations: [play('attacker', 'Bravery'), play('attacker', 'Attachment Order')] }, v);
      expect(both.legal).toBe(false);
      expect(both.violations).toEqual([expect.objectContaining({ path: '/triggers/declarations/1', code: 'ONE_RESPONSE_PER_TRIGGER' })]);
      expect(both.resolutionOrder.map((e) => e.name)).toEqual(['Bravery']);
    });
  }

  it('D18: an optional ability beside a Tactics card: 2021 limits Orders and Tactics cards only (legal), 2018 every optional effect (ONE_RESPONSE_PER_TRIGGER)', () => {
    const offered: TriggerEffect[] = [tactics('attacker', 'Bravery'), { side: 'attacker', type: 'other', name: 'Resistance', optional: true }];
    const declarations = [play('attacker', 'Bravery'), play('attacker', 'Resistance')];
    const a = ask({ event, offered, declarations }, 'asoiaf-2021');
    const b = ask({ event, offered, declarations }, 'asoiaf-2018');
    expect([a.legal, a.resolutionOrder.map((e) => e.name)]).toEqual([true, ['Bravery', 'Resistance']]);
    expect([b.legal, b.violations.map((x) => x.code), b.resolutionOrder.map((e) => e.name)]).toEqual([false, ['ONE_RESPONSE_PER_TRIGGER'], ['Bravery']]);
  });

  it('a mandatory ability (000 L471-473) is not declared: it resolves by itself in its side\'s group; declaring it is MANDATORY_EFFECT', () => {
    const offered: TriggerEffect[] = [tactics('attacker', 'Bravery'), { side: 'attacker', type: 'other', name: 'Sundering aura' }];
    const r = ask({ event, offered, declarations: [play('attacker', 'Sundering aura'), play('attacker', 'Bravery')] });
    expect(r.violations.map((x) => [x.path, x.code])).toEqual([['/triggers/declarations/0', 'MANDATORY_EFFECT']]);
    expect(r.resolutionOrder.map((e) => e.name)).toEqual(['Bravery', 'Sundering aura']);
    expect(ask({ event, offered, declarations: [play('attacker', 'Bravery'), play('attacker', 'Bravery')] }).violations[0].code).toBe('ALREADY_DECLARED');
  });
});

describe('WE-21: simultaneous effects, the active player first (000 L1567-1602; 002 L978-987)', () => {
  for (const v of VERSIONS) {
    it(`${v} example 1: the active player A declares first; B may only answer after A played or passed (else ACTIVE_PLAYER_FIRST)`, () => {
      const start = ask({ event, offered: we21 }, v);
      expect([start.toAct, start.mayDeclare.map((e) => e.name), start.closed]).toEqual(['attacker', ['Card A'], false]);
      const early = ask({ event, offered: we21, declarations: [play('defender', 'Card B')] }, v);
      expect(early.violations).toEqual([expect.objectContaining({ path: '/triggers/declarations/0', code: 'ACTIVE_PLAYER_FIRST' })]);
      const aPlayed = ask({ event, offered: we21, declarations: [play('attacker', 'Card A')] }, v);
      expect(aPlayed.mayDeclare.map((e) => e.name)).toEqual(['Card B']);
    });

    it(`${v} example 2: A passes, B plays, then A may no longer play its card (PASSED_MAY_NOT_RESPOND); only B's card resolves`, () => {
      const r = ask({ event, offered: we21, declarations: [pass('attacker'), play('defender', 'Card B'), play('attacker', 'Card A')] }, v);
      expect(r.violations).toEqual([expect.objectContaining({ path: '/triggers/declarations/2', code: 'PASSED_MAY_NOT_RESPOND' })]);
      expect(r.resolutionOrder).toEqual([{ side: 'defender', name: 'Card B', type: 'tactics' }]);
      expect(ask({ event, offered: we21, declarations: [pass('attacker')] }, v).mayDeclare.map((e) => e.name)).toEqual(['Card B']);
    });
  }

  it('resolution (000 L1585-1588): the active side\'s effects first, whatever the declaration order; with the defender active, its own first', () => {
    const both = [play('attacker', 'Card A'), play('defender', 'Card B'), pass('defender')];
    const r = ask({ event, offered: we21, declarations: both });
    expect([r.legal, r.closed, r.toAct, r.resolutionOrder.map((e) => e.name)]).toEqual([true, true, null, ['Card A', 'Card B']]);
    const d = ask({ event, activeSide: 'defender', offered: we21, declarations: [play('defender', 'Card B'), play('attacker', 'Card A')] });
    expect([d.legal, d.resolutionOrder.map((e) => e.name)]).toEqual([true, ['Card B', 'Card A']]);
    expect(ask({ event, activeSide: 'defender', offered: we21, declarations: [play('attacker', 'Card A')] }).violations[0].code).toBe('ACTIVE_PLAYER_FIRST');
  });
});

describe('WE-27 (002 L551-553): a keyword always applies, a "may" ability is optional (asoiaf-2018)', () => {
  it('the Halberdiers\' Sundering applies to their attack with nothing declared (Defence −1), and declaring it is MANDATORY_EFFECT', () => {
    const halberds = { name: 'Halberds', kind: 'melee' as const, hit: 4, dice: [6, 5, 4] as [number, number, number], keywords: ['sundering' as const] };
    const attacker = { catalogueId: 'lannister-halberdiers', defense: 4, morale: 6 };
    const ctx = { rulesVersion: 'asoiaf-2018', dice: { mode: 'exact' as const }, options: resolveOptions(attacksCapability.options, {}) };
    const withIt = resolveAttack({ attacker, defender: { catalogueId: 'stark-sworn-swords' }, profile: halberds }, ctx).result as Record<string, unknown>;
    const without = resolveAttack({ attacker, defender: { catalogueId: 'stark-sworn-swords' }, profile: { ...halberds, keywords: [] } }, ctx).result as Record<string, unknown>;
    expect([withIt.defenceModifier, without.defenceModifier]).toEqual([-1, 0]);
    const offered: TriggerEffect[] = [{ side: 'attacker', type: 'other', name: 'Sundering' }, { side: 'attacker', type: 'other', name: 'Resistance', optional: true }];
    const r = ask({ event, offered, declarations: [play('attacker', 'Sundering')] }, 'asoiaf-2018');
    expect(r.violations.map((x) => x.code)).toEqual(['MANDATORY_EFFECT']);
    expect(r.resolutionOrder.map((e) => e.name)).toEqual(['Sundering']);
  });

  it('Resistance ("may") is the player\'s choice: it is offered, may be declared or passed', () => {
    const offered: TriggerEffect[] = [{ side: 'attacker', type: 'other', name: 'Sundering' }, { side: 'attacker', type: 'other', name: 'Resistance', optional: true }];
    expect(ask({ event, offered }, 'asoiaf-2018').mayDeclare.map((e) => e.name)).toEqual(['Resistance']);
    const used = ask({ event, offered, declarations: [play('attacker', 'Resistance')] }, 'asoiaf-2018');
    expect([used.legal, used.resolutionOrder.map((e) => e.name)]).toEqual([true, ['Resistance', 'Sundering']]);
    const passed = ask({ event, offered, declarations: [pass('attacker')] }, 'asoiaf-2018');
    expect([passed.legal, passed.resolutionOrder.map((e) => e.name)]).toEqual([true, ['Sundering']]);
  });
});

describe('trigger requests: bad inputs and the attack beside them', () => {
  it('a play with no effect (400), a pass naming one (400), duplicate names (400), no offered effect (400), an effect the side does not hold (422 not_offered)', () => {
    const bad = (req: TriggerRequest) => () => ask(req);
    expect(bad({ event, offered: we21, declarations: [{ side: 'attacker', action: 'play' }, { side: 'defender', action: 'pass', effect: 'Card B' }] })).toThrow(
      expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/triggers/declarations/0/effect' }), expect.objectContaining({ path: '/triggers/declarations/1/effect' })] }),
    );
    expect(bad({ event, offered: [...we21, tactics('attacker', 'Card A')] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/triggers/offered/2/name', code: 'duplicate' })] }));
    expect(bad({ event, offered: [] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/triggers/offered' })] }));
    expect(bad({ event, offered: we21, declarations: [play('attacker', 'Card B')] })).toThrow(expect.objectContaining({ code: 'impossible_state', issues: [expect.objectContaining({ path: '/triggers/declarations/0/effect', code: 'not_offered' })] }));
  });

  it('beside an attack: the attack is unchanged, `triggers` answers the question and the steps cite both versions\' lines', () => {
    const body = { attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { catalogueId: 'stark-sworn-swords' } };
    for (const v of VERSIONS) {
      const c = { rulesVersion: v, dice: { mode: 'exact' as const }, options: resolveOptions(attacksCapability.options, {}) };
      const plain = resolveAttack(body, c);
      const o = resolveAttack({ ...body, triggers: { event, offered: we20, declarations: [play('attacker', 'Bravery'), play('attacker', 'Attachment Order')] } }, c);
      const { triggers, ...rest } = o.result as Record<string, any>;
      expect(rest).toEqual(plain.result);
      expect(triggers.violations.map((x: { code: string }) => x.code)).toEqual(['ONE_RESPONSE_PER_TRIGGER']);
      expect(o.explanation[0].cite).toBe(v === 'asoiaf-2021' ? '000_4d85fd9897d069bf.txt L1537-1542, L1552-1565' : '002_953a7ceb75253954.txt L974-976');
    }
  });
});

describe('catalogue', () => {
  it('lists every code an illegal declaration can get', () => {
    expect(asoiafCatalogue('asoiaf-2021').triggerCodes).toEqual(['ONE_RESPONSE_PER_TRIGGER', 'ACTIVE_PLAYER_FIRST', 'PASSED_MAY_NOT_RESPOND', 'ALREADY_DECLARED', 'MANDATORY_EFFECT']);
  });
});
