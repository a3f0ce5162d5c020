/**
 * Attack planning: turns a request into dice counts and target numbers with every modifier and
 * cap of KoW §3 (003_80333abf01c9832d.txt L537-652, special rules L857-1012, spells L1117-1228).
 * Pure arithmetic; attacks.ts rolls the plan.
 */
import { Explainer } from '../../core/explain.js';
import { SPELLS, WEAPONS, type SpellInfo } from './catalogue.js';
import { R } from './rules.js';
import { has, invalid, isIndividual, parseDice, ruleN, type DiceExpr, type Unit } from './units.js';

export type Facing = 'front' | 'flank' | 'rear';

export interface AttackContext {
  kind: 'melee' | 'ranged' | 'breath' | 'spell';
  facing: Facing;
  /** Melee: terrain the charge crossed. */
  hinderedBy: Array<'difficultTerrain' | 'obstacle'>;
  /** Melee with Fly: the charger ended on or touching the terrain that hindered it. */
  endsOnTerrain: boolean;
  counterCharge: boolean;
  attackerDisordered: boolean;
  /** Ranged: order other than Halt this turn. */
  moved: boolean;
  cover: boolean;
  weapon?: string;
  spell?: { id: SpellInfo['id']; n: number };
  baneChant: boolean;
  /** Ranged: distance to the target, when known, for range checks. */
  distance?: number;
  halveBase: 'final' | 'profile';
  /** Option individualVsIndividualWE: an Individual attacking an Individual War Engine ('none' = ×1, 'triple' = ×3). */
  individualVsIndividualWE?: 'none' | 'triple';
}

export interface AttackPlan {
  dice: number;
  needToHit: number;
  halved: boolean;
  multiplier: number;
  hitReroll: boolean;
  blast: DiceExpr | null;
  /** null when no hit can damage (needs 7+ or a spell that does not damage). */
  needToDamage: number | null;
  damageReroll: boolean;
  hindered: boolean;
  thunderous: number;
  lifeleech: number;
  spell?: SpellInfo;
}

// KoW flank/rear/War Engine multiplier, Individuals: 003_80333abf01c9832d.txt L613-618, L787-789, L839-843
// (digest §12 item 26: an Individual attacking an Individual War Engine is not multiplied, unless 'triple')
export function meleeMultiplier(a: Unit, t: Unit, facing: Facing, individualVsIndividualWE: 'none' | 'triple' = 'none'): number {
  if (isIndividual(t)) return individualVsIndividualWE === 'triple' && t.type === 'WE' && isIndividual(a) ? 3 : 1;
  if (t.type === 'WE') return 3;
  if (isIndividual(a)) return 1;
  return facing === 'flank' ? 2 : facing === 'rear' ? 3 : 1;
}

// KoW Hindered and its exemptions: 003_80333abf01c9832d.txt L639-646, L899-904, L952-957, L981-982
export function isHindered(a: Unit, c: Pick<AttackContext, 'hinderedBy' | 'endsOnTerrain' | 'counterCharge'>): boolean {
  if (c.counterCharge || has(a, 'strider')) return false;
  if (has(a, 'fly') && !c.endsOnTerrain) return false;
  return c.hinderedBy.some((k) => k === 'obstacle' || !has(a, 'pathfinder'));
}

// KoW needing 7+ to hit: 003_80333abf01c9832d.txt L559-561, L635-637
function capHit(dice: number, need: number, mult: number, base: 'final' | 'profile', profileAtt: number): { dice: number; need: number; halved: boolean } {
  if (need <= 6) return { dice, need: Math.max(need, 2), halved: false };
  const halvedDice = base === 'profile' ? Math.floor(profileAtt / 2) * mult : Math.floor(dice / 2);
  return { dice: halvedDice, need: 6, halved: true };
}

// KoW melee attacks: 003_80333abf01c9832d.txt L613-652
function planMelee(a: Unit, t: Unit, c: AttackContext, ex: Explainer): AttackPlan {
  if (a.me === null) throw invalid('/attacker/me', 'the attacker has no melee value');
  const mult = meleeMultiplier(a, t, c.facing, c.individualVsIndividualWE);
  const indWE = isIndividual(a) && isIndividual(t) && t.type === 'WE';
  ex.add(
    isIndividual(a) || isIndividual(t) ? R.individuals : t.type === 'WE' ? R.warEngines : R.meleeMultiplier,
    `${a.att} attacks × ${mult} (${c.facing}${t.type === 'WE' ? ', War Engine target' : ''}${indWE ? (mult === 3 ? ', an Individual triples against War Engines (individualVsIndividualWE triple)' : ', Individual War Engine: never multiplied (individualVsIndividualWE none)') : isIndividual(t) || (isIndividual(a) && t.type !== 'WE') ? ', Individual: never multiplied' : ''})`,
  );
  const hindered = isHindered(a, c);
  let need = a.me;
  if (hindered) {
    need += 1;
    ex.add(R.hindered, 'Hindered charge: -1 to hit (at most -1)');
  } else if (c.hinderedBy.length > 0) ex.add(R.hindered, `Not Hindered (${c.counterCharge ? 'counter-charge' : has(a, 'strider') ? 'Strider' : has(a, 'fly') ? 'Fly, not ending on the terrain' : 'Pathfinder in difficult terrain'})`);
  if (has(t, 'ensnare') && c.facing === 'front') {
    need += 1;
    ex.add(R.ensnare, 'Ensnare: -1 to hit from the target\'s front');
  }
  const cap = capHit(a.att * mult, need, mult, c.halveBase, a.att);
  ex.add(cap.halved ? R.needsSeven : R.meleeHit, cap.halved ? `Needs ${need}+: ${cap.dice} dice hitting on 6 (halved, ${c.halveBase} base)` : `${cap.dice} dice hit on ${cap.need}+; a natural 1 always misses`);
  let de = t.de;
  if (has(t, 'bigShields') && c.facing === 'front') {
    de = Math.max(de, 6);
    ex.add(R.bigShields, 'Big Shields: attacks into the front need 6+ to damage');
  }
  const cs = ruleN(a, 'crushingStrength') + (c.baneChant ? 1 : 0);
  if (cs > 0) ex.add(c.baneChant ? R.baneChant : R.crushingStrength, `+${cs} to damage (Crushing Strength${c.baneChant ? ', Bane-chant +1' : ''})`);
  let tc = ruleN(a, 'thunderousCharge');
  if (tc > 0) {
    const lost = c.attackerDisordered ? 'Disordered' : hindered ? 'Hindered' : has(t, 'phalanx') && c.facing === 'front' ? 'Phalanx front' : null;
    if (lost) ex.add(lost === 'Phalanx front' ? R.phalanx : R.thunderousCharge, `Thunderous Charge lost (${lost})`);
    else ex.add(R.thunderousCharge, `+${tc} to damage (Thunderous Charge)`);
    if (lost) tc = 0;
  }
  return finishDamage(a, t, de - cs - tc, { dice: cap.dice, needToHit: cap.need, halved: cap.halved, multiplier: mult, hitReroll: has(a, 'elite'), blast: null, hindered, thunderous: tc, lifeleech: ruleN(a, 'lifeleech') }, ex);
}

function finishDamage(a: Unit, t: Unit, needD: number, p: Omit<AttackPlan, 'needToDamage' | 'damageReroll'>, ex: Explainer): AttackPlan {
  if (p.hitReroll) ex.add(R.elite, 'Elite: to-hit natural 1s are rerolled once');
  // KoW damage rolls and needing 7+: 003_80333abf01c9832d.txt L574-581
  const possible = needD <= 6;
  ex.add(possible ? R.damageRoll : R.damageImpossible, possible ? `Damage on ${Math.max(needD, 2)}+ against De ${t.de}; a natural 1 always fails` : `Needs ${needD}+ to damage: no damage possible`);
  const damageReroll = has(a, 'vicious');
  if (damageReroll && possible) ex.add(R.vicious, 'Vicious: damage natural 1s are rerolled once');
  return { ...p, needToDamage: possible ? Math.max(needD, 2) : null, damageReroll };
}

// KoW ranged attacks: 003_80333abf01c9832d.txt L537-586; breath L876-882; spells L1126-1135
function planRanged(a: Unit, t: Unit, c: AttackContext, ex: Explainer): AttackPlan {
  if (c.attackerDisordered) throw invalid('/attackerDisordered', 'a Disordered (or Wavering) unit cannot shoot or cast (003_80333abf01c9832d.txt L698-701)');
  let dice: number;
  let need: number;
  let halved = false;
  let spell: SpellInfo | undefined;
  let piercing = ruleN(a, 'piercing') + (c.baneChant ? 1 : 0);
  if (c.kind === 'spell' || c.kind === 'breath') {
    if (c.kind === 'spell') {
      spell = SPELLS.find((s) => s.id === c.spell?.id);
      if (!spell || !c.spell) throw invalid('/spell', 'a spell attack needs spell {id, n}');
      dice = c.spell.n;
      piercing += spell.piercing;
      ex.add(R.spells, `${spell.name}: ${dice} dice, always 4+, no to-hit modifiers`);
    } else {
      const n = a.rules.get('breathAttack');
      if (typeof n !== 'number') throw invalid('/attacker/specialRules', 'a breath attack needs the attacker to have Breath Attack(n)');
      dice = n;
      ex.add(R.breath, `Breath Attack(${n}): ${n} dice, always 4+, no to-hit modifiers`);
    }
    need = 4;
    if (c.distance !== undefined && c.distance > (spell?.range ?? 12)) throw invalid('/distance', `out of range: ${c.distance}" > ${spell?.range ?? 12}"`);
  } else {
    if (a.ra === null) throw invalid('/attacker/ra', 'the attacker has no ranged attack (Ra "–")');
    const weapon = c.weapon === undefined ? undefined : WEAPONS.find((w) => w.id === c.weapon);
    if (c.weapon !== undefined && !weapon) throw invalid('/weapon', `unknown weapon "${c.weapon}"`);
    if (has(a, 'reload') && c.moved) throw invalid('/moved', 'Reload!: the unit may shoot only after a Halt order (003_80333abf01c9832d.txt L972-973)');
    const indirect = has(a, 'indirectFire');
    if (c.distance !== undefined) {
      if (weapon && c.distance > weapon.range) throw invalid('/distance', `out of range: ${c.distance}" > ${weapon.range}" (${weapon.name})`);
      if (indirect && c.distance <= 12) throw invalid('/distance', 'Indirect Fire cannot target units 12" or closer');
    }
    dice = a.att;
    need = a.ra;
    const mods: string[] = [];
    if (c.moved && !(weapon?.noMovePenalty ?? false) && !has(a, 'nimble') && !has(a, 'fly')) mods.push('moved');
    if (c.cover && !indirect) mods.push('cover');
    if (isIndividual(t)) mods.push('Individual target');
    if (has(t, 'stealthy')) mods.push('Stealthy target');
    need += mods.length;
    ex.add(R.rangedModifiers, `Ra ${a.ra}+${mods.length ? ` with -1 each for ${mods.join(', ')}` : ' unmodified'} → needs ${need}+`);
    if (has(t, 'stealthy')) ex.add(R.stealthy, 'Stealthy: -1 to hit');
    if (c.cover && indirect) ex.add(R.indirectFire, 'Indirect Fire ignores cover');
    const cap = capHit(dice, need, 1, 'final', dice);
    halved = cap.halved;
    dice = cap.dice;
    if (halved) ex.add(R.needsSeven, `Needs ${need}+: ${dice} dice hitting on 6`);
    need = cap.need;
  }
  ex.add(R.naturalOneHit, `${dice} dice hit on ${need}+; a natural 1 always misses`);
  const blastV = a.rules.get('blast');
  const blast = c.kind === 'ranged' && blastV !== undefined && blastV !== true ? parseDice(blastV) : null;
  if (blast) ex.add(R.blast, `Blast(${blastV}): each hit becomes ${blastV} hits, rolled per hit`);
  const base = { dice, needToHit: need, halved, multiplier: 1, hitReroll: has(a, 'elite'), blast, hindered: false, thunderous: 0, lifeleech: 0, ...(spell ? { spell } : {}) };
  if (spell && !spell.damages) {
    if (base.hitReroll) ex.add(R.elite, 'Elite: to-hit natural 1s are rerolled once');
    return { ...base, needToDamage: null, damageReroll: false };
  }
  let de = t.de;
  if (has(t, 'bigShields') && c.facing === 'front') {
    de = Math.max(de, 6);
    ex.add(R.bigShields, 'Big Shields: the shooter is in the target\'s front arc, 6+ to damage');
  }
  if (piercing > 0) ex.add(R.piercing, `+${piercing} to damage (Piercing)`);
  return finishDamage(a, t, de - piercing, base, ex);
}

export function planAttack(a: Unit, t: Unit, c: AttackContext, ex: Explainer): AttackPlan {
  return c.kind === 'melee' ? planMelee(a, t, c, ex) : planRanged(a, t, c, ex);
}
