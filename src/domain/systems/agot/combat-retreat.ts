/**
 * Casualties unit by unit, then the defeated side's retreat and routing (AGoT casualties:
 * 001_4bc5a92fd4dd1b7e.txt L2093-2108; retreats and routing: L2110-2162). The defender's legal
 * destinations come from retreat() (the same rule as `morale/test` kind `retreat`).
 */
import { pointer } from '../../core/errors.js';
import type { RulesContext } from '../../core/system.js';
import type { AreaState } from './board.js';
import type { DestroyCause, FightState, FightUnit, RetreatReport, Side } from './combat-types.js';
import { area } from './map.js';
import { R } from './rules.js';
import { applied, awaiting } from './house-card-abilities.js';
import { attackerRetreat, LOSS_ORDER, retreat, retreatOptions } from './retreat.js';


const alive = (f: FightState, side: Side) => f.s[side].units.filter((u) => !u.destroyedBy);

/** Units eligible as casualties: in the embattled area, not routed, not already destroyed (L2101-2102, L2151-2152). */
export const eligibleCount = (f: FightState, side: Side): number => alive(f, side).filter((u) => !u.unit.routed).length;

/** The house chooses its casualties (L2099-2101): its `casualtyOrder` first, then LOSS_ORDER. */
export function takeCasualties(f: FightState, side: Side, count: number, cause: 'Swords' | 'Skull'): void {
  if (count <= 0) return;
  const order = f.req[side].casualtyOrder ?? [];
  const rank = (u: FightUnit) => (order.includes(u.index) ? order.indexOf(u.index) - 1000 : LOSS_ORDER[u.unit.type] * 100 + u.index);
  const chosen = alive(f, side)
    .filter((u) => !u.unit.routed)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, count);
  for (const u of chosen) destroy(f, side, u, cause);
  const by = order.length > 0 ? `${f.s[side].house}'s casualty order` : 'default order (Siege Engines, Footmen, Ships, Knights; give casualtyOrder to choose)';
  f.ex.add(R.casualties, `${f.s[side].house} loses ${chosen.map((u) => `${u.unit.type} (unit ${u.index})`).join(', ')} to ${cause === 'Swords' ? 'Swords' : 'the Skull'}, by ${by}`);
}

function destroy(f: FightState, side: Side, u: FightUnit, cause: DestroyCause): void {
  u.destroyedBy = cause;
  f.destroyed.push({ side, index: u.index, type: u.unit.type, cause });
}

/** The board retreat() reads: the request's board, plus the supporting areas it does not list. */
function boardOf(f: FightState): AreaState[] {
  const board = [...(f.req.board ?? [])].filter((a) => a.id !== f.where.id);
  for (const s of f.req.supports ?? []) if (!board.some((a) => a.id === s.area)) board.push({ id: s.area, owner: s.house, units: s.units });
  return board;
}

/** Siege Engines cannot retreat; routed units forced to retreat are destroyed (L2150-2151, L2161-2162). */
export function unableToRetreat(f: FightState, loser: Side): void {
  const gone = alive(f, loser).filter((u) => u.unit.type === 'siegeEngine' || u.unit.routed);
  for (const u of gone) destroy(f, loser, u, u.unit.type === 'siegeEngine' ? 'SIEGE_ENGINE_CANNOT_RETREAT' : 'ROUTED_CANNOT_RETREAT');
  if (gone.length) f.ex.add(R.retreat, `${f.s[loser].house}'s ${gone.map((u) => `${u.unit.type} (unit ${u.index})`).join(', ')} cannot retreat and ${gone.length === 1 ? 'is' : 'are'} destroyed`);
}

/** Step 6.3 (L2110-2162): the loser's survivors leave the embattled area and are routed. */
export function retreatOf(f: FightState, ctx: RulesContext): RetreatReport {
  const loser: Side = f.victor === 'attacker' ? 'defender' : 'attacker';
  const me = f.s[loser];
  unableToRetreat(f, loser);
  const moving = alive(f, loser);
  const report: RetreatReport = {
    side: loser,
    house: me.house,
    mandatory: moving.length > 0,
    chosenBy: null,
    to: null,
    legalDestinations: [],
    unitsLostPerDestination: {},
    excluded: [],
    routed: [],
    supplyChecked: false,
  };
  if (moving.length === 0) return report;
  const routed = () => alive(f, loser).map((u) => ({ index: u.index, type: u.unit.type }));
  if (loser === 'attacker') {
    // a defeated attacker returns to the area it marched from (L2115-2116), routed (L2147-2148), if that area still takes it
    const r = attackerRetreat({ house: me.house, board: boardOf(f), embattledArea: f.where.id, attackerOrigin: f.req.attacker.from, survivors: moving.map((u) => u.unit) }, f.ex);
    report.excluded = r.excluded;
    if (r.to === null) {
      for (const u of moving) destroy(f, loser, u, 'NO_LEGAL_RETREAT');
      return report;
    }
    report.to = report.legalDestinations[0] = r.to;
    report.unitsLostPerDestination[r.to] = 0;
    report.routed = routed();
    return report;
  }
  const supplyChecked = f.req.board !== undefined && f.req.defender.supplyLevel !== undefined;
  // the destination: Robb Stark's choice, else the defender's own (L2126)
  const robb = f.retreatChoice;
  const chosen = robb?.area ?? f.req.defender.retreatTo;
  const order = f.req.defender.casualtyOrder ?? [];
  const r = retreat(
    { house: me.house, board: boardOf(f), embattledArea: f.where.id, attackerOrigin: f.req.attacker.from, survivors: moving.map((u) => u.unit), supplyLevel: supplyChecked ? f.req.defender.supplyLevel : undefined, retreatTo: chosen },
    f.ex,
    retreatOptions(ctx.options),
    { lossOrder: order.map((i) => moving.findIndex((u) => u.index === i)).filter((i) => i >= 0), path: robb ? pointer('attacker', 'choices', 'retreatTo') : pointer('defender', 'retreatTo') },
  );
  report.supplyChecked = supplyChecked;
  if (!supplyChecked) f.ex.add(R.retreat, `supply not checked: give board and defender.supplyLevel${f.req.board ? '' : '; areas the request does not name are taken as empty'}`);
  report.legalDestinations = r.destinations.map((d) => d.area);
  report.unitsLostPerDestination = Object.fromEntries(r.destinations.map((d) => [d.area, d.lose]));
  report.excluded = r.excluded;
  if (r.destinations.length === 0) {
    // no legal area: every retreating unit is destroyed (L2140-2141)
    for (const u of moving) destroy(f, loser, u, 'NO_LEGAL_RETREAT');
    return report;
  }
  // the destination still to choose: Robb Stark's player first (he may let the defender choose), else the defender
  if (f.robbUndecided && r.destinations.length > 1) awaiting(f, 'attacker', 'retreatTo', `the area ${me.house} retreats to (null: ${me.house} chooses)`, report.legalDestinations);
  else if (f.robbUndecided) applied(f, 'attacker', `${me.house} has one legal area: ${report.legalDestinations[0]}`);
  else if (!robb && r.to === null) {
    f.pending.push({ side: loser, house: me.house, card: null, field: pointer('defender', 'retreatTo'), message: `the area ${me.house} retreats to`, options: report.legalDestinations });
    f.ex.add(R.retreat, `${me.house} chooses among ${report.legalDestinations.join(', ')} (defender.retreatTo)`);
  }
  // units that would break supply are destroyed before the retreat (L2132-2138)
  for (const i of r.lostToSupply ?? []) destroy(f, loser, moving[i], 'RETREAT_BREAKS_SUPPLY');
  report.to = r.to;
  report.chosenBy = robb ? robb.chosenBy : me.house;
  report.routed = routed();
  return report;
}
