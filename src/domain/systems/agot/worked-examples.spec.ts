/** The seed's worked examples (got-board-game.md §10) as known-answer tests. */
import { resolveOptions } from '../../core/options.js';
import { resolveActions } from './actions.js';
import { armyCapability, type MusterPlan } from './armies.js';
import { STRENGTH, type AreaState } from './board.js';
import { combatCapability } from './combat.js';
import { adjacent } from './map.js';
import { marchCapability } from './march.js';
import { minimumDestruction, moraleCapability } from './morale.js';
import { minimalLosses, shortfalls } from './supply-reconcile.js';
import { SUPPLY_TABLE, fitsSupply } from './supply.js';

const ctx = (cap: { options: readonly { name: string; type: 'boolean' | 'number' | 'enum'; default: boolean | number | string; description: string }[] }) => ({
  rulesVersion: 'agot-2e',
  options: resolveOptions(cap.options, {}),
  dice: { mode: 'exact' as const },
});
const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const S = { type: 'ship' as const };

describe('AGoT worked examples (001_4bc5a92fd4dd1b7e.txt)', () => {
  it('E1/E2 — supply rows (L669-682): level 3 is 3,2,2,2; level 2 is 3,2,2', () => {
    expect(SUPPLY_TABLE[3]).toEqual([3, 2, 2, 2]);
    expect(SUPPLY_TABLE[2]).toEqual([3, 2, 2]);
  });

  it('E3 — supply reduction (L724-742): armies 4,3,2,2 fit level 5, not 3; two units must go', () => {
    expect(fitsSupply(5, [4, 3, 2, 2])).toBe(true);
    expect(fitsSupply(3, [4, 3, 2, 2])).toBe(false);
    expect(minimumDestruction([4, 3, 2, 2], 3).destroy).toBe(2);
    // which armies: The Twins (4) and Harrenhal (3) each lose one Footman; the two armies of 2 keep theirs
    const armies = [{ area: 'the-twins', units: 4 }, { area: 'harrenhal', units: 3 }, { area: 'lannisport', units: 2 }, { area: 'stoney-sept', units: 2 }];
    const { minimum, losses } = minimalLosses(armies, 3);
    expect(minimum).toBe(2);
    const seedChoice = [{ area: 'the-twins', units: 3 }, { area: 'harrenhal', units: 2 }, { area: 'lannisport', units: 2 }, { area: 'stoney-sept', units: 2 }];
    expect(shortfalls(seedChoice, 3)).toEqual([]);
    // the seed's answer is one of the minimal removals: each army's loss in it lies within its range
    const lossBy = Object.fromEntries(losses.map((l) => [l.area, [l.minLoss, l.maxLoss]]));
    expect(lossBy['the-twins']![0]).toBeLessThanOrEqual(1);
    expect(lossBy['the-twins']![1]).toBeGreaterThanOrEqual(1);
    expect(lossBy['harrenhal']![0]).toBeLessThanOrEqual(1);
    expect(lossBy['harrenhal']![1]).toBeGreaterThanOrEqual(1);
    expect(lossBy['lannisport']![0]).toBe(0);
    expect(lossBy['stoney-sept']![0]).toBe(0);
    expect(fitsSupply(3, [3, 2, 2, 2])).toBe(true);
  });

  it('E4/E14 — mustering (L857-881, L2647-2658): Lannisport Footman + Ship; no Ship into a sea with enemy Ships', () => {
    const lannister: AreaState[] = [{ id: 'lannisport', owner: 'lannister', units: [F] }];
    const ok = armyCapability.run({ house: 'lannister', board: lannister, supplyLevel: 3, availablePower: 5, muster: [{ area: 'lannisport', units: [{ type: 'footman' }, { type: 'ship', to: 'the-golden-sound' }] }] }, ctx(armyCapability)).result;
    expect(ok.valid).toBe(true);
    const martell: AreaState[] = [{ id: 'sunspear', owner: 'martell', units: [F] }, { id: 'east-summer-sea', owner: 'tyrell', units: [S] }];
    const run = (to: string) => armyCapability.run({ house: 'martell', board: martell, supplyLevel: 2, availablePower: 5, muster: [{ area: 'sunspear', units: [{ type: 'footman' }, { type: 'ship', to }] }] }, ctx(armyCapability)).result;
    expect(run('port-of-sunspear').valid).toBe(true);
    expect(run('sea-of-dorne').valid).toBe(true);
    expect(run('east-summer-sea').violations.map((v) => v.code)).toEqual(['MUSTER_SHIP_PLACEMENT']);
  });

  it('E4 steps 2-4 — mustering (L857-881): Harrenhal upgrade, Riverrun’s second point blocked by supply, none in Stoney Sept', () => {
    // Lannister at supply 3 (3,2,2,2). §11.2 item 14: Ironman's Bay holds Greyjoy Ships, so a lone Ship cannot go there either
    const board: AreaState[] = [
      { id: 'lannisport', owner: 'lannister', units: [F] },
      { id: 'harrenhal', owner: 'lannister', units: [F, F] },
      { id: 'riverrun', owner: 'lannister', units: [K, K, K] },
      { id: 'stoney-sept', owner: 'lannister', units: [F] },
      { id: 'ironmans-bay', owner: 'greyjoy', units: [S] },
    ];
    const steps: MusterPlan[] = [
      { area: 'lannisport', units: [{ type: 'footman' as const }, { type: 'ship' as const, to: 'the-golden-sound' }] },
      { area: 'harrenhal', units: [{ type: 'knight' as const, upgrade: true }] },
      { area: 'riverrun', units: [{ type: 'ship' as const, to: 'the-golden-sound' }] },
    ];
    const plan = (muster: MusterPlan[]) => armyCapability.run({ house: 'lannister', board, supplyLevel: 3, availablePower: 5, muster }, ctx(armyCapability)).result;
    const ok = plan(steps);
    expect(ok.valid).toBe(true);
    // the upgrade keeps Harrenhal at 2; the second Ship makes The Golden Sound an army of 2: armies 3, 2, 2, 2
    expect(ok.armies).toEqual([3, 2, 2, 2]);
    expect(ok.units).toMatchObject({ footman: 4, knight: 4, ship: 2 }); // Lannisport 2, Harrenhal 1, Stoney Sept 1
    // Riverrun's second point: a Footman or a third Ship breaks supply; Ironman's Bay holds enemy Ships
    const more = (u: { type: 'footman' | 'ship'; to?: string }) => plan([...steps.slice(0, 2), { area: 'riverrun', units: [...steps[2].units, u] }]).violations.map((v) => v.code);
    expect(more({ type: 'footman' })).toEqual(['MUSTER_SUPPLY']);
    expect(more({ type: 'ship', to: 'the-golden-sound' })).toEqual(['MUSTER_SUPPLY']);
    expect(more({ type: 'ship', to: 'ironmans-bay' })).toEqual(['MUSTER_SHIP_PLACEMENT']);
    // step 4: Stoney Sept is controlled but has no Castle or Stronghold
    expect(plan([{ area: 'stoney-sept', units: [{ type: 'footman' }] }]).violations.map((v) => v.code)).toEqual(['MUSTER_NO_FORTIFICATION']);
  });

  it('E6 — King’s Court stars (L1176-1181): position 4 of 6 may place 1 special order, not 2', () => {
    const board: AreaState[] = [
      { id: 'karhold', owner: 'stark', units: [F], order: { type: 'raid', star: true } },
      { id: 'white-harbor', owner: 'stark', units: [F], order: { type: 'march', star: true } },
    ];
    const r = armyCapability.run({ house: 'stark', board, supplyLevel: 2, availablePower: 5, checkOrders: true, kingsCourtPosition: 4 }, ctx(armyCapability)).result;
    expect(r.violations.map((v) => v.code)).toEqual(['TOO_MANY_SPECIAL_ORDERS']);
    // position 1 may place 3 (not 4); positions 5 and 6 none (6 players)
    const stars: AreaState[] = [
      { id: 'karhold', owner: 'stark', units: [F], order: { type: 'raid', star: true } },
      { id: 'white-harbor', owner: 'stark', units: [F], order: { type: 'march', star: true, modifier: 1 } },
      { id: 'winterfell', owner: 'stark', units: [F], order: { type: 'defense', star: true } },
      { id: 'castle-black', owner: 'stark', units: [F], order: { type: 'support', star: true } },
    ];
    const check = (position: number, n: number) => armyCapability.run({ house: 'stark', playerCount: 6, board: stars.slice(0, n), supplyLevel: 2, availablePower: 5, checkOrders: true, kingsCourtPosition: position }, ctx(armyCapability)).result.violations.map((v) => v.code);
    expect(check(1, 3)).toEqual([]);
    expect(check(1, 4)).toEqual(['TOO_MANY_SPECIAL_ORDERS']);
    expect(check(4, 1)).toEqual([]);
    expect(check(5, 1)).toEqual(['TOO_MANY_SPECIAL_ORDERS']);
    expect(check(6, 1)).toEqual(['TOO_MANY_SPECIAL_ORDERS']);
  });

  it('E8 — a march without combat (L1547-1557): 1 to Stoney Sept, 1 to Searoad Marches making an army of 2, 1 stays', () => {
    const board: AreaState[] = [{ id: 'lannisport', owner: 'lannister', units: [F, F, F], order: { type: 'march' } }, { id: 'searoad-marches', owner: 'lannister', units: [F] }];
    const r = marchCapability.run({ house: 'lannister', board, supplyLevel: 2, availablePower: 5, march: { from: 'lannisport', moves: [{ to: 'stoney-sept', units: [0] }, { to: 'searoad-marches', units: [1] }] } }, ctx(marchCapability)).result;
    expect(r).toMatchObject({ legal: true, attack: null });
  });

  it('E10 — support and initial strength (L1809-1833): Tyrell 7, Lannister 6; the March −1 in Blackwater adds nothing', () => {
    const r = combatCapability.run(
      {
        area: 'blackwater',
        attacker: { house: 'tyrell', from: 'the-reach', units: [K, K], marchModifier: 1, card: 'alester-florent' },
        defender: { house: 'lannister', units: [F], card: 'cersei-lannister' },
        supports: [
          { area: 'stoney-sept', house: 'lannister', units: [F, K], to: 'defender' },
          { area: 'harrenhal', house: 'baratheon', units: [K], to: 'defender' },
          { area: 'kings-landing', house: 'tyrell', units: [K], to: 'attacker' },
        ],
        fiefdoms: ['lannister', 'tyrell', 'baratheon'],
      },
      ctx(combatCapability),
    ).result as { strength: Record<'attacker' | 'defender', { total: number; parts: Array<{ source: string; value: number }> }> };
    // the initial strength is every part before the House cards (Alester Florent prints 1, Cersei 0; no card ability changes strength)
    const initial = (side: 'attacker' | 'defender') => r.strength[side].parts.filter((p) => !p.source.startsWith('House card')).reduce((t, p) => t + p.value, 0);
    expect(initial('attacker')).toBe(7);
    expect(initial('defender')).toBe(6);
    expect(r.strength.attacker.total).toBe(7 + 1);
    expect(r.strength.defender.total).toBe(6);
  });

  it('E11 — full combat with a tie (L2050-2086): 4–4, Lannister higher on Fiefdoms wins, no casualties, Tyrell retreats', () => {
    const r = combatCapability.run(
      {
        area: 'kingswood',
        attacker: { house: 'tyrell', from: 'kings-landing', units: [F, K], card: 'alester-florent' },
        defender: { house: 'lannister', units: [F, F], card: 'ser-jaime-lannister' },
        fiefdoms: ['lannister', 'tyrell'],
      },
      ctx(combatCapability),
    ).result as Record<string, unknown>;
    expect(r).toMatchObject({ victor: 'lannister', tieBrokenByFiefdoms: true, casualties: 0, retreat: { side: 'attacker', to: 'kings-landing' }, cardsDiscarded: ['alester-florent', 'ser-jaime-lannister'] });
    expect(r.strength).toMatchObject({ attacker: { total: 4 }, defender: { total: 4 } });
    // "retira a sus unidades hasta Desembarco del Rey, colocándolas de costado" (L2080-2083): both routed there, none destroyed
    expect(r.retreat).toMatchObject({ side: 'attacker', house: 'tyrell', chosenBy: null, to: 'kings-landing', legalDestinations: ['kings-landing'], routed: [{ index: 0, type: 'footman' }, { index: 1, type: 'knight' }] });
    expect(r.unitsDestroyed).toEqual([]);
    expect(r.marchOrder).toEqual({ area: 'kings-landing', fate: 'removed' });
  });

  it('E12 — routing (L2186-2202): a routed Knight adds 0 and is destroyed if forced to retreat again', () => {
    // 1. Baratheon beats Tyrell in Kingswood (the seed does not say from where: King's Landing here); Tyrell's surviving
    //    Knight may retreat to Storm's End, which holds a Tyrell Footman, and is routed there
    const first = combatCapability.run(
      {
        area: 'kingswood',
        attacker: { house: 'baratheon', from: 'kings-landing', units: [K, K], card: 'melisandre' },
        defender: { house: 'tyrell', units: [F, K], card: 'queen-of-thorns', choices: { removeOrder: null }, supplyLevel: 2 },
        fiefdoms: ['baratheon', 'tyrell'],
        board: [{ id: 'storms-end', owner: 'tyrell', units: [F] }, { id: 'the-boneway', owner: 'baratheon', units: [K, K] }],
      },
      ctx(combatCapability),
    ).result as Record<string, any>;
    expect(first.unitsDestroyed).toEqual([{ side: 'defender', index: 0, type: 'footman', cause: 'Swords' }]);
    expect(first.retreat).toMatchObject({ side: 'defender', chosenBy: 'tyrell', legalDestinations: ['storms-end', 'the-reach'], unitsLostPerDestination: { 'storms-end': 0 }, routed: [{ index: 1, type: 'knight' }] });
    // 2. Baratheon attacks Storm's End from The Boneway with two Knights: Tyrell's initial strength is 1
    const c = combatCapability.run(
      { area: 'storms-end', attacker: { house: 'baratheon', from: 'the-boneway', units: [K, K], card: 'patchface' }, defender: { house: 'tyrell', units: [F, { type: 'knight', routed: true }], card: 'queen-of-thorns' }, fiefdoms: ['baratheon', 'tyrell'] },
      ctx(combatCapability),
    ).result as Record<string, any>;
    expect(c.strength.defender.total).toBe(1);
    // Tyrell loses: the routed Knight cannot retreat again and is destroyed; the Footman retreats, routed
    expect(c.victor).toBe('baratheon');
    expect(c.unitsDestroyed).toEqual([{ side: 'defender', index: 1, type: 'knight', cause: 'ROUTED_CANNOT_RETREAT' }]);
    expect(c.retreat.routed).toEqual([{ index: 0, type: 'footman' }]);
    const r = moraleCapability.run(
      { kind: 'retreat', house: 'tyrell', board: [{ id: 'storms-end', owner: 'baratheon', units: [K, K] }], embattledArea: 'storms-end', attackerOrigin: 'the-boneway', survivors: [F, { type: 'knight', routed: true }], supplyLevel: 2 },
      ctx(moraleCapability),
    ).result as { destroyed: string[] };
    expect(r.destroyed).toEqual(['knight']);
  });

  it('E13 — ship transport (L2454-2459): Highgarden to Sunspear over three Tyrell Ships', () => {
    const board: AreaState[] = [
      { id: 'highgarden', owner: 'tyrell', units: [F], order: { type: 'march' } },
      { id: 'redwyne-straights', owner: 'tyrell', units: [S] },
      { id: 'west-summer-sea', owner: 'tyrell', units: [S] },
      { id: 'east-summer-sea', owner: 'tyrell', units: [S] },
    ];
    const r = marchCapability.run({ house: 'tyrell', board, supplyLevel: 2, availablePower: 5, march: { from: 'highgarden', moves: [{ to: 'sunspear', units: [0] }] } }, ctx(marchCapability)).result;
    expect(r.legal).toBe(true);
    expect(r.moves[0].via?.at(-1)).toBe('east-summer-sea');
    // "o hasta cualquier otra zona costera adyacente a los Barcos": every land area touching one of the three seas
    const to = (dest: string) => marchCapability.run({ house: 'tyrell', board, supplyLevel: 2, availablePower: 5, march: { from: 'highgarden', moves: [{ to: dest, units: [0] }] } }, ctx(marchCapability)).result;
    const coastal = ['oldtown', 'salt-shore', 'searoad-marches', 'starfall', 'storms-end', 'sunspear', 'the-arbor', 'three-towers'];
    for (const dest of coastal) expect([dest, to(dest).legal]).toEqual([dest, true]);
    // the ones Highgarden does not touch are reached by the Ships; an inland area is not
    expect(to('the-arbor').moves[0].via).toEqual(['redwyne-straights']);
    expect(to('storms-end').moves[0].via).toEqual(['west-summer-sea', 'east-summer-sea']);
    expect(to('yronwood').reasons.map((x) => x.code)).toEqual(['NOT_ADJACENT']);
  });

  it('E15 — Neutral Force (L2750-2766): Knight + Footman + special March = 4, with one supporting Ship 5 ≥ 5', () => {
    const seaOfDorne: AreaState = { id: 'sea-of-dorne', owner: 'tyrell', units: [S], order: { type: 'support' } };
    const board: AreaState[] = [{ id: 'yronwood', owner: 'tyrell', units: [K, F], order: { type: 'march', star: true, modifier: 1 } }, { id: 'sunspear', neutralForce: 5 }, seaOfDorne];
    // the support: the Sea of Dorne touches Sunspear and holds a Tyrell Support order; a Ship lends 1 (L1761-1762), no star
    expect(adjacent('sea-of-dorne', 'sunspear')).toBe(true);
    const shipSupport = seaOfDorne.units!.reduce((t, u) => t + STRENGTH[u.type], 0) + (seaOfDorne.order!.star ? 1 : 0);
    expect(shipSupport).toBe(1);
    const go = (support: number) => marchCapability.run({ house: 'tyrell', board, supplyLevel: 2, availablePower: 5, march: { from: 'yronwood', moves: [{ to: 'sunspear', units: [0, 1] }], neutralForceSupport: support } }, ctx(marchCapability)).result;
    expect(go(shipSupport)).toMatchObject({ legal: true, attack: { target: 'sunspear', kind: 'neutralForce' } });
    expect(go(0).reasons.map((r) => r.code)).toEqual(['NEUTRAL_FORCE_TOO_STRONG']);
  });

  it('E7 — resolving raids (L1419-1461): pillage, raid on a raid, a special Raid on a Defense, a raid with no target', () => {
    const board: AreaState[] = [
      { id: 'the-reach', owner: 'lannister', units: [F], order: { type: 'raid' } },
      { id: 'sunset-sea', owner: 'lannister', units: [S], order: { type: 'raid' } },
      { id: 'west-summer-sea', owner: 'greyjoy', units: [S], order: { type: 'raid' } },
      { id: 'highgarden', owner: 'tyrell', units: [F], order: { type: 'consolidate' } },
      { id: 'dornish-marches', owner: 'tyrell', units: [F], order: { type: 'raid' } },
      { id: 'stoney-sept', owner: 'baratheon', units: [F], order: { type: 'raid', star: true } },
      { id: 'lannisport', owner: 'lannister', units: [F], order: { type: 'defense' } },
    ];
    // Turn order Greyjoy, Stark, Lannister, Baratheon, Tyrell; round robin until no Raid is left
    const r = resolveActions({
      board,
      power: { greyjoy: 3, tyrell: 2 },
      raids: [
        { from: 'west-summer-sea', target: 'highgarden' },
        { from: 'the-reach', target: 'dornish-marches' },
        { from: 'stoney-sept', target: 'lannisport' },
        { from: 'sunset-sea', target: null },
      ],
    }).result;
    expect(r.legal).toBe(true);
    expect(r.raids[0].pillage).toEqual({ gains: 'greyjoy', loses: 'tyrell', gained: 1 });
    expect(r.raids[2].removed.map((o) => o.type)).toEqual(['raid', 'defense']);
    // step 5: the Sunset Sea raid has nothing it may remove
    expect(r.raids[3].legalTargets).toEqual([]);
    expect(r.ordersLeft.filter((o) => o.type === 'raid')).toEqual([]);
    expect(r.powerChange).toEqual({ greyjoy: 1, tyrell: -1 });
    // only a special Raid may remove the Defense
    const plain = resolveActions({ board: board.map((a) => (a.id === 'stoney-sept' ? { ...a, order: { type: 'raid' as const } } : a)), raids: [{ from: 'stoney-sept', target: 'lannisport' }] }).result;
    expect(plain.raids[0].reasons.map((x) => x.code)).toEqual(['INVALID_RAID_TARGET']);
  });

  it('E9 — Consolidate Power (L1631-1641): one Baratheon Footman in Dragonstone gains 2', () => {
    const r = resolveActions({ board: [{ id: 'dragonstone', owner: 'baratheon', units: [F], order: { type: 'consolidate' } }], consolidate: ['dragonstone'], power: { baratheon: 5 } }).result;
    expect(r.consolidate[0].gained).toBe(2);
    expect(r.power.baratheon).toBe(7);
  });

  it('E14 — port raiding (L2647-2658): a Raid in the Port of Sunspear removes a Support in East Summer Sea', () => {
    const r = resolveActions({ board: [{ id: 'port-of-sunspear', owner: 'martell', units: [S], order: { type: 'raid' } }, { id: 'east-summer-sea', owner: 'tyrell', units: [S], order: { type: 'support' } }], raids: [{ from: 'port-of-sunspear', target: 'east-summer-sea' }] }).result;
    expect(r.raids[0]).toMatchObject({ legal: true, removed: [{ area: 'port-of-sunspear' }, { area: 'east-summer-sea', type: 'support' }] });
  });

  it('E5 — bidding on the Fiefdoms track (L959-995): ties placed by the Iron Throne holder, the Blade to position 1, all bids to the Pool', () => {
    const bids = [
      { house: 'lannister' as const, bid: 4, availablePower: 6 },
      { house: 'baratheon' as const, bid: 3, availablePower: 5 },
      { house: 'stark' as const, bid: 3, availablePower: 3 },
      { house: 'tyrell' as const, bid: 2, availablePower: 4 },
      { house: 'greyjoy' as const, bid: 0, availablePower: 2 },
    ];
    const bid = (tieOrder?: Array<'baratheon' | 'stark'>) => moraleCapability.run({ kind: 'influenceBid', track: 'fiefdoms', bids, ironThroneHolder: 'greyjoy', ...(tieOrder ? { tieOrder } : {}) }, ctx(moraleCapability)).result as Record<string, any>;
    const r = bid(['baratheon', 'stark']);
    expect(r.order).toEqual(['lannister', 'baratheon', 'stark', 'tyrell', 'greyjoy']);
    expect(r.dominance).toEqual({ token: 'Valyrian Steel Blade', holder: 'lannister' });
    expect(r.powerToPool).toBe(12);
    expect(r.tiesDecidedBy).toBe('greyjoy');
    // without the holder's decision the track waits for it
    expect(bid()).toMatchObject({ order: null, tieDecisionRequired: { by: 'greyjoy', ties: [{ bid: 3, among: ['baratheon', 'stark'] }] } });
  });

  it('E16 — Iron Throne bidding (L1027-1034): the outgoing holder breaks its ties; the token passes after the track is set', () => {
    const bids = [
      { house: 'stark' as const, bid: 5, availablePower: 5 },
      { house: 'lannister' as const, bid: 5, availablePower: 8 },
      { house: 'baratheon' as const, bid: 1, availablePower: 1 },
    ];
    const r = moraleCapability.run({ kind: 'influenceBid', track: 'ironThrone', bids, ironThroneHolder: 'baratheon', tieOrder: ['lannister', 'stark'] }, ctx(moraleCapability)).result as Record<string, any>;
    expect(r).toMatchObject({ order: ['lannister', 'stark', 'baratheon'], tiesDecidedBy: 'baratheon', dominance: { token: 'Iron Throne', holder: 'lannister' } });
  });

  it('E17 — Influence shift (L2816-2819): moved to position 1, the former first goes to 2 and so on; the Dominance token follows', () => {
    const r = moraleCapability.run({ kind: 'influenceShift', order: ['stark', 'lannister', 'tyrell', 'martell'], house: 'martell', to: 1 }, ctx(moraleCapability)).result as Record<string, any>;
    expect(r.order).toEqual(['martell', 'stark', 'lannister', 'tyrell']);
    expect(r.dominancePassesTo).toBe('martell');
    expect(r.moved).toEqual([{ house: 'martell', from: 4, to: 1 }, { house: 'stark', from: 1, to: 2 }, { house: 'lannister', from: 2, to: 3 }, { house: 'tyrell', from: 3, to: 4 }].sort((a, b) => a.to - b.to));
  });
});
