/** A redirect after the target fled (L861-869), and the choice between two fleeing units (L867-869). */
import { Explainer } from '../../../core/explain.js';
import { GivenSampler } from '../../../core/prob/samplers.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { samplerOf } from '../dice.js';
import { pLdReroll } from '../morale.js';
import { SEED } from '../rules.js';
import { checkOne } from './check.js';
import { rule, type Board, type ChargeRequest, type ChargeUnit } from './types.js';

/**
 * A redirect after the target fled (L861-869): the charger takes a Ld test (Hold your Ground rerolls); passed, it
 * declares a charge on another viable target; failed, it still charges the fled unit where it ended. Once per turn.
 */
export function runRedirect(req: ChargeRequest, charger: ChargeUnit, fled: ChargeUnit, board: Board, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const red = req.redirect!;
  const other = req.units.find((u) => u.id === red.newTargetId)!;
  const cite = `${SEED} L861-869`;
  const reasons: Array<{ code: string; message: string; cite: string }> = [];
  if (!fled.fleeing) reasons.push({ code: 'REDIRECT_TARGET_NOT_FLEEING', message: `${fled.id} did not flee: only a charger whose target fled may redirect`, cite: `${SEED} L861-863` });
  if (red.alreadyRedirected) reasons.push({ code: 'REDIRECT_ALREADY_USED', message: 'a unit may redirect its charge once per turn', cite: `${SEED} L866-867` });
  if (other.id === fled.id || other.id === charger.id) reasons.push({ code: 'REDIRECT_SAME_TARGET', message: 'the new target is another enemy unit', cite });
  const fledCheck = checkOne(req, charger, fled, board, ctx, null, { ignore: new Set() });
  const newCheck = checkOne(req, charger, other, board, ctx, null, { ignore: new Set() });
  if (reasons.length === 0 && newCheck.result.legal !== true) reasons.push({ code: 'REDIRECT_TARGET_NOT_VIABLE', message: `no charge possible on ${other.id}: ${(newCheck.result.reasons as Array<{ code: string }>).map((r) => r.code).join(', ')}`, cite: `${SEED} L839-844, L864-865` });
  const allowed = reasons.length === 0;
  const ld = charger.Ld ?? 7;
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= ld) n++;
  const reroll = !!charger.bsbInRange;
  const pPass = pLdReroll(ld, reroll);
  const pLdPassFraction = reroll ? `${1296 - (36 - n) ** 2}/1296` : `${n}/36`;
  const pFled = Number(fledCheck.result.pSuccess);
  // The new target fled too (L867-869): the charge is completed against either fleeing unit, chosen before the roll.
  const runaway = red.newTargetFled ? { ...other, centre: red.newTargetFled.centre, facing: red.newTargetFled.facing, fleeing: true } : undefined;
  // after the second flee the new target stands where it fled, for either charge
  const moved: ChargeRequest | undefined = runaway ? { ...req, units: req.units.map((u) => (u === other ? runaway : u)) } : undefined;
  const fledAfter = moved ? moved.units.find((u) => u.id === fled.id)! : fled;
  const runawayCheck = moved ? checkOne(moved, charger, runaway!, board, ctx, null, { ignore: new Set() }) : undefined;
  const fledAfterCheck = moved ? checkOne(moved, charger, fledAfter, board, ctx, null, { ignore: new Set() }) : undefined;
  const pRunaway = runawayCheck ? Number(runawayCheck.result.pSuccess) : 0;
  const pFledAfter = fledAfterCheck ? Number(fledAfterCheck.result.pSuccess) : pFled;
  const against = runaway ? (red.completeAgainst ?? (pRunaway >= pFledAfter ? other.id : fled.id)) : other.id;
  const pNew = runaway ? (against === other.id ? pRunaway : pFledAfter) : Number(newCheck.result.pSuccess);
  const ex = new Explainer();
  const rr = rule('redirect', 'L861-869', 'Redirect a charge');
  ex.add(rr, allowed ? `the target fled: a Ld ${ld} test${reroll ? ' (Hold your Ground reroll)' : ''}, P(pass) ${pLdPassFraction}; passed, charge ${other.id} (P ${pNew.toFixed(4)}); failed, charge the fled ${fled.id} (P ${pFled.toFixed(4)})` : `no redirect (${reasons.map((r) => r.code).join(', ')}): the charge goes on against ${fled.id}`);
  const redirect: Record<string, unknown> = {
    allowed, reasons, newTargetId: other.id, ld, pLdPass: allowed ? pPass : 0, pLdPassFraction: allowed ? pLdPassFraction : '0/36',
    pChargeNew: allowed ? pPass * pNew : 0, pChargeFled: allowed ? (1 - pPass) * pFled : pFled, newTarget: newCheck.result,
    ...(runawayCheck ? { bothFled: { completeAgainst: against, chosen: red.completeAgainst !== undefined, newTargetAfterFlee: runawayCheck.result, fledAfterSecondFlee: fledAfterCheck!.result } } : {}),
  };
  if (runaway && allowed) ex.add(rule('redirect', 'L867-869', 'Redirect a charge'), `${other.id} fled too: the charge is completed against either fleeing unit, chosen before the range roll: ${against}${red.completeAgainst === undefined ? ' (the likelier to reach)' : ''}, P ${pNew.toFixed(4)} (${other.id} where it fled: ${pRunaway.toFixed(4)}, ${fled.id}: ${pFledAfter.toFixed(4)})`);
  const s = samplerOf(ctx);
  let main = fledCheck;
  if (s) {
    let to = fled;
    if (allowed) {
      const roll2 = () => s.roll('redirect', 6, 2).reduce((a, b) => a + b, 0);
      let t = roll2();
      let passed = t <= ld;
      if (!passed && reroll) { t = s.reroll('redirect', 6, 2).reduce((a, b) => a + b, 0); passed = t <= ld; }
      if (passed) to = runaway ? (against === other.id ? runaway : fledAfter) : other;
      redirect.roll = { total: t, passed, chargeTo: to.id };
    }
    main = checkOne(moved && redirect.roll && (redirect.roll as { passed: boolean }).passed ? moved : req, charger, to, board, ctx, s, { ignore: new Set() });
    return { result: { ...main.result, redirect }, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: [...ex.steps, ...(main.explanation ?? [])] };
  }
  return { result: { ...main.result, redirect }, explanation: [...ex.steps, ...(main.explanation ?? [])] };
}
