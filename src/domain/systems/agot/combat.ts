/**
 * Combat between two houses (the `attacks` capability). AGoT combat: 001_4bc5a92fd4dd1b7e.txt
 * L1644-2179. Strength by source, House cards (printed strength, icons, and the abilities that
 * change strength or casualties), the Valyrian Steel Blade, the victor with the Fiefdoms tie-break,
 * casualties. Abilities acting outside the fight (Robb, Roose, Tyrion, Cersei…) are reported for the
 * table to apply.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import type { UnitState } from './board.js';
import { houseCard, type HouseCard } from './house-cards.js';
import { adjacent, area } from './map.js';
import type { House } from './map-types.js';
import { R } from './rules.js';

export interface CombatSide {
  house: House;
  units: UnitState[];
  card: string;
  blade?: boolean;
  /** Cards in the house's discard pile (Davos looks for Stannis). */
  discard?: string[];
}

export interface CombatRequest {
  area: string;
  attacker: CombatSide & { from: string; marchModifier?: number };
  defender: CombatSide & { defenseOrder?: number; garrison?: number };
  supports?: Array<{ area: string; house: House; units: UnitState[]; star?: boolean; to: 'attacker' | 'defender' | 'none' }>;
  /** Fiefdoms track, position 1 first (ties). */
  fiefdoms: House[];
  /** Iron Throne track, position 1 first (Stannis). */
  ironThrone?: House[];
}

type Side = 'attacker' | 'defender';
interface Part {
  source: string;
  value: number;
}

function validate(req: CombatRequest): { a: HouseCard; d: HouseCard } {
  const v = new IssueCollector();
  const where = area(req.area);
  if (!where) throw new DomainError('unknown_reference', `no area "${req.area}"`, [{ path: '/area', code: 'unknown_area', message: 'not on the board' }]);
  const cards: Partial<Record<Side, HouseCard>> = {};
  for (const side of ['attacker', 'defender'] as const) {
    const s = req[side];
    const card = houseCard(s.card);
    if (!card) throw new DomainError('unknown_reference', `no House card "${s.card}"`, [{ path: pointer(side, 'card'), code: 'unknown_card', message: 'see the catalogue for card ids' }]);
    if (card.house !== s.house) v.add(pointer(side, 'card'), 'not_owned', `${card.name} is a ${card.house} card; ${s.house} does not own it`);
    cards[side] = card;
    s.units.forEach((u, i) => {
      if ((where.type === 'land') === (u.type === 'ship')) v.add(pointer(side, 'units', i, 'type'), 'cannot_occupy', `a ${u.type} cannot fight in ${where.name}`);
    });
  }
  if (req.attacker.house === req.defender.house) v.add('/defender/house', 'same_house', 'a house does not fight itself');
  v.throwIfAny('invalid_input', 'Invalid combat');
  return { a: cards.attacker!, d: cards.defender! };
}

function run(req: CombatRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const { a: aCard, d: dCard } = validate(req);
  const ex = new Explainer();
  const where = area(req.area)!;
  const castle = where.castle !== 'none';
  const cardOf: Record<Side, HouseCard> = { attacker: aCard, defender: dCard };
  const houseOf: Record<Side, House> = { attacker: req.attacker.house, defender: req.defender.house };
  const parts: Record<Side, Part[]> = { attacker: [], defender: [] };
  const notes: Array<{ card: string; effect: string }> = [];
  const excludedSupports: Array<{ area: string; reason: string }> = [];

  // Supports (L1644-1786): adjacency to the embattled area, sea/land and port rules, all-or-nothing
  const granted: Record<Side, Array<{ area: string; house: House; units: UnitState[]; star?: boolean }>> = { attacker: [], defender: [] };
  (req.supports ?? []).forEach((s, i) => {
    const from = area(s.area);
    if (!from) throw new DomainError('unknown_reference', `no area "${s.area}"`, [{ path: pointer('supports', i, 'area'), code: 'unknown_area', message: 'not on the board' }]);
    if (s.to === 'none') return;
    const against = s.to === 'attacker' ? houseOf.defender : houseOf.attacker;
    let reason: string | undefined;
    if (!adjacent(s.area, req.area)) reason = 'SUPPORT_NOT_ADJACENT';
    else if (where.type !== 'land' && s.units.some((u) => u.type !== 'ship')) reason = 'SUPPORT_LAND_TO_SEA';
    else if (from.type === 'port' && where.type === 'land') reason = 'SUPPORT_FROM_PORT_TO_LAND';
    else if (s.house === against) reason = 'SUPPORT_AGAINST_OWN_UNITS';
    if (reason) excludedSupports.push({ area: s.area, reason });
    else granted[s.to].push(s);
  });

  const salladhor = (side: Side) => cardOf[side].name === 'Salladhor Saan' && houseOf[side] === 'baratheon' && granted[side].length > 0;
  const shipZero = salladhor('attacker') || salladhor('defender');
  const worth = (u: UnitState, side: Side, owner: House): number => {
    if (u.routed) return 0;
    if (u.type === 'siegeEngine') return side === 'attacker' && castle ? 4 : 0;
    if (u.type === 'ship' && shipZero && owner !== 'baratheon') return 0;
    if (side === 'attacker' && cardOf.attacker.name === 'Ser Kevan Lannister' && owner === 'lannister' && u.type === 'footman') return 2;
    if (side === 'attacker' && cardOf.attacker.name === 'Victarion Greyjoy' && owner === 'greyjoy' && u.type === 'ship') return 2;
    return u.type === 'knight' ? 2 : 1;
  };

  // Mace Tyrell destroys one opposing Footman before strengths are final (L2015-2018)
  const units: Record<Side, UnitState[]> = { attacker: [...req.attacker.units], defender: [...req.defender.units] };
  const maceDestroyed: Partial<Record<Side, string>> = {};
  for (const side of ['attacker', 'defender'] as const) {
    const other: Side = side === 'attacker' ? 'defender' : 'attacker';
    if (cardOf[side].name === 'Mace Tyrell') {
      const i = units[other].findIndex((u) => u.type === 'footman');
      if (i >= 0) {
        units[other].splice(i, 1);
        maceDestroyed[other] = 'footman';
      }
    }
  }

  // Initial strength (L1788-1807)
  for (const side of ['attacker', 'defender'] as const) {
    parts[side].push({ source: 'units', value: units[side].reduce((s, u) => s + worth(u, side, houseOf[side]), 0) });
    for (const g of granted[side]) {
      const strength = g.units.reduce((s, u) => s + (u.type === 'siegeEngine' ? (side === 'attacker' && castle && !u.routed ? 4 : 0) : worth(u, side, g.house)), 0);
      // D3: the special Support's +1 counts even over 0-strength units unless the option says otherwise
      const star = g.star && (strength > 0 || ctx.options.supportStarNeedsStrength !== true) ? 1 : 0;
      parts[side].push({ source: `support from ${g.area}`, value: strength + star });
    }
  }
  if (req.attacker.marchModifier) parts.attacker.push({ source: 'March order', value: req.attacker.marchModifier });
  if (req.defender.defenseOrder) parts.defender.push({ source: 'Defense order', value: req.defender.defenseOrder * (dCard.name === 'Catelyn Stark' ? 2 : 1) });
  if (req.defender.garrison) parts.defender.push({ source: 'Garrison', value: req.defender.garrison });
  ex.add(R.combatStrength, `initial strength: attacker ${sum(parts.attacker)}, defender ${sum(parts.defender)}`);

  // House cards (L1850-1988) and their strength abilities
  const icons: Record<Side, { swords: number; forts: number }> = { attacker: { swords: aCard.swords, forts: aCard.forts }, defender: { swords: dCard.swords, forts: dCard.forts } };
  for (const side of ['attacker', 'defender'] as const) {
    const other: Side = side === 'attacker' ? 'defender' : 'attacker';
    const card = cardOf[side];
    const printed = cardOf[other].name === 'Balon Greyjoy' ? 0 : card.strength;
    parts[side].push({ source: `House card ${card.name}`, value: printed });
    const throne = req.ironThrone ?? [];
    if (card.name === 'Stannis Baratheon' && throne.indexOf(houseOf[other]) >= 0 && throne.indexOf(houseOf[other]) < throne.indexOf(houseOf[side])) parts[side].push({ source: 'Stannis Baratheon', value: 1 });
    if (card.name === 'Ser Davos Seaworth' && (req[side].discard ?? []).includes('stannis-baratheon')) {
      parts[side].push({ source: 'Ser Davos Seaworth', value: 1 });
      icons[side].swords++;
    }
    if (card.name === 'Theon Greyjoy' && side === 'defender' && castle) {
      parts[side].push({ source: 'Theon Greyjoy', value: 1 });
      icons[side].swords++;
    }
    if (card.name === 'Asha Greyjoy' && granted[side].length === 0) {
      icons[side].swords += 2;
      icons[side].forts += 1;
    }
    if (card.name === 'Nymeria Sand') icons[side][side === 'defender' ? 'forts' : 'swords']++;
    if (req[side].blade) parts[side].push({ source: 'Valyrian Steel Blade', value: 1 });
    if (card.ability && !STRENGTH_CARDS.has(card.name)) notes.push({ card: card.name, effect: card.ability });
  }
  ex.add(R.houseCards, `${aCard.name} (${aCard.strength}) against ${dCard.name} (${dCard.strength})`);

  // Victor (L2032-2037): ties go to the higher on the Fiefdoms track
  // D4: totals are not floored at 0 unless the option says so
  const floor = (n: number) => (ctx.options.floorStrengthAtZero === true ? Math.max(0, n) : n);
  const total = { attacker: floor(sum(parts.attacker)), defender: floor(sum(parts.defender)) };
  let victor: Side;
  let tieBreak = false;
  if (total.attacker !== total.defender) victor = total.attacker > total.defender ? 'attacker' : 'defender';
  else {
    tieBreak = true;
    const fa = req.fiefdoms.indexOf(houseOf.attacker);
    const fd = req.fiefdoms.indexOf(houseOf.defender);
    victor = fa >= 0 && (fd < 0 || fa < fd) ? 'attacker' : 'defender';
  }
  const loser: Side = victor === 'attacker' ? 'defender' : 'attacker';
  ex.add(tieBreak ? R.fiefdoms : R.victor, `${total.attacker} against ${total.defender}: ${houseOf[victor]} wins${tieBreak ? ' on the Fiefdoms track' : ''}`);

  // Casualties (L2039-2108)
  const blackfish = cardOf[loser].name === 'The Blackfish';
  const eligible = units[loser].filter((u) => !u.routed).length;
  const casualties = blackfish ? 0 : Math.min(eligible, Math.max(0, icons[victor].swords - icons[loser].forts));
  ex.add(R.casualties, blackfish ? 'The Blackfish: no casualties' : `${icons[victor].swords} Sword(s) against ${icons[loser].forts} Fortification(s): ${casualties} casualt${casualties === 1 ? 'y' : 'ies'}`);
  if (cardOf[victor].name === 'Tywin Lannister') notes.push({ card: 'Tywin Lannister', effect: 'gain 2 Power' });

  return {
    result: {
      strength: { attacker: { total: total.attacker, parts: parts.attacker }, defender: { total: total.defender, parts: parts.defender } },
      victor: houseOf[victor],
      victorSide: victor,
      tieBrokenByFiefdoms: tieBreak,
      casualties,
      destroyedByCards: Object.entries(maceDestroyed).map(([side, type]) => ({ side, type })),
      retreat: loser === 'attacker' ? { side: 'attacker', to: req.attacker.from } : { side: 'defender', kind: 'choose with morale/test kind retreat' },
      garrisonRemoved: loser === 'defender' && Boolean(req.defender.garrison),
      excludedSupports,
      cardsDiscarded: [aCard.id, dCard.id],
      cardEffects: notes,
      bladeUsed: { attacker: Boolean(req.attacker.blade), defender: Boolean(req.defender.blade) },
    },
    explanation: ex.steps,
  };
}

const sum = (ps: Part[]) => ps.reduce((s, p) => s + p.value, 0);
const STRENGTH_CARDS = new Set(['Stannis Baratheon', 'Ser Davos Seaworth', 'Theon Greyjoy', 'Asha Greyjoy', 'Nymeria Sand', 'Ser Kevan Lannister', 'Victarion Greyjoy', 'Balon Greyjoy', 'Catelyn Stark', 'Salladhor Saan', 'The Blackfish', 'Mace Tyrell', 'Tywin Lannister']);

export const combatCapability: Capability<CombatRequest, Record<string, unknown>> = {
  options: [
    { name: 'supportStarNeedsStrength', description: 'D3: the special Support +1 only when the supporting units have strength', type: 'boolean', default: false, cite: 'got-board-game.md §3.3, §11.3 D3' },
    { name: 'floorStrengthAtZero', description: 'D4: floor each combat total at 0', type: 'boolean', default: false, cite: 'got-board-game.md §3.4, §11.3 D4' },
  ],
  usesDice: false,
  run,
};
