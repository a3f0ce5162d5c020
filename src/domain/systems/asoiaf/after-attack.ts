/**
 * Steps 8-9 of an attack (000_4d85fd9897d069bf.txt L1181-1216): the defender's panic test, then the effects after the
 * attack on the attacker (Wildfire self-wounds L392-405, Retaliation L1445-1449, Lannister Supremacy L568-583).
 * Split in two so that an exact evaluation keeps the defender's joint outcome small and the attacker's wounds a
 * number (a marginal), while seeded and given dice run the very same steps in the same order.
 */
import { pure, type Proc } from '../../core/prob/proc.js';
import type { RulesContext } from '../../core/system.js';
import { DiceProc, type DieKind } from './dice.js';
import { panicResult, type PanicSpec } from './panic.js';
import { is2018 } from './rules.js';
import { afterWounds, ranksOf, woundsLeft, type Unit } from './units.js';

/** What the attack dice and Defence dice left, and what the attacker's earlier panic test (Fearsome Visage) did. */
export interface AfterInput {
  wounds: number;
  ones: number;
  misses: number;
  attackerFigures: number;
  visageWounds: number;
  visage?: 'pass' | 'fail';
  visageSpent: boolean;
}

/** The defender after its panic test, with what the attacker's side reads. */
export interface DefenderSide extends AfterInput {
  panic: 'pass' | 'fail' | 'auto' | 'none';
  panicWounds: number;
  figures: number;
  onFigure: number;
  spent: boolean;
  atAnyCost: boolean;
}

export interface AfterContext {
  att: Unit;
  def: Unit;
  ctx: RulesContext;
  melee: boolean;
  selfWounds: boolean;
  defPanicMod: number;
  /** Horrifying −1 / Inspiring +1 to the attacker's own panic tests. */
  attackerTerrain: number;
  /** Hinder read as −1 to the panic tests of enemies engaged with the defender (option hinderRoll panicTests): −1 for a melee attacker. */
  attackerHinder: number;
  spec: (u: Unit, modifier: number, spend: boolean) => PanicSpec;
}

/** A defender state with one fixed shape (fast to build and to key). */
const side = (a: AfterInput, panic: DefenderSide['panic'], panicWounds: number, figures: number, onFigure: number, spent: boolean, atAnyCost: boolean): DefenderSide => ({
  wounds: a.wounds,
  ones: a.ones,
  misses: a.misses,
  attackerFigures: a.attackerFigures,
  visageWounds: a.visageWounds,
  visage: a.visage,
  visageSpent: a.visageSpent,
  panic,
  panicWounds,
  figures,
  onFigure,
  spent,
  atAnyCost,
});

/** Step 8 (L1181-1186): the defender tests panic; no wound = automatic pass; a destroyed unit takes none (§12.2 item 5). */
export function defenderPanic(c: AfterContext, a: AfterInput): Proc<DefenderSide> {
  const hit = afterWounds(c.def, a.wounds);
  if (a.wounds === 0) return pure(side(a, 'auto', 0, hit.figures, hit.onFigure, false, false));
  if (hit.figures === 0 && !c.ctx.options.panicWhenDestroyed) return pure(side(a, 'none', 0, 0, 0, false, false));
  const unit = { ...c.def, figures: hit.figures, woundsOnFigure: hit.onFigure };
  return panicResult(c.spec(unit, c.defPanicMod, c.ctx.options.spendTokens !== 'never'), 'defender panic test').map((o) => {
    const w = Math.min(woundsLeft(unit), o.wounds);
    const after = afterWounds(unit, w);
    return side(a, o.passed ? 'pass' : 'fail', w, after.figures, after.onFigure, o.tokenSpent, o.atAnyCost);
  });
}

/** Step 9: wounds on the attacker (Wildfire's natural 1s, Retaliation's hits, Lannister Supremacy's panic test). */
export function attackerSide(c: AfterContext, p: DefenderSide): Proc<{ wounds: number; figures: number; supremacy?: 'pass' | 'fail' }> {
  let wounds: Proc<{ wounds: number; supremacy?: 'pass' | 'fail' }> = pure({ wounds: c.selfWounds ? p.ones : 0 });
  if (c.melee && c.def.abilities.has('retaliation') && p.misses > 0) {
    const hits = p.misses;
    // The defender spends a Vulnerable attacker's token after these Defence dice (000 L1709-1713): its blocks are rerolled.
    const rerolls = c.att.tokens.vulnerable && c.ctx.options.spendTokens !== 'never' ? [{ kinds: ['six', 'success'] as DieKind[], purpose: 'Vulnerable token: forced reroll of the attacker\'s blocks' }] : [];
    wounds = wounds.then((w) =>
      new DiceProc({ count: hits, target: c.att.defense, modifier: 0, rerolls, purpose: 'Retaliation: attacker defence dice' }).map((d) => ({ wounds: w.wounds + hits - d.six - d.success })),
    );
  }
  const ranksLeft = ranksOf(c.def, p.figures, c.ctx.rulesVersion);
  if (c.def.abilities.has('lannisterSupremacy') && p.figures > 0 && ranksLeft > 0) {
    const spend = c.ctx.options.spendTokens !== 'never' && !p.visageSpent;
    wounds = wounds.then((w) =>
      panicResult(c.spec(c.att, -ranksLeft + c.attackerTerrain + c.attackerHinder, spend), 'Lannister Supremacy panic test').map((o) => ({
        wounds: w.wounds + o.wounds + (o.passed ? 0 : ranksLeft),
        supremacy: o.passed ? ('pass' as const) : ('fail' as const),
      })),
    );
  }
  return wounds.map((w) => {
    const taken = Math.min(woundsLeft(c.att, p.attackerFigures, 0), w.wounds);
    return { wounds: p.visageWounds + taken, figures: afterWounds(c.att, taken, p.attackerFigures, 0).figures, ...(w.supremacy ? { supremacy: w.supremacy } : {}) };
  });
}
