/**
 * From a request to the attack groups of one batch: who strikes (L1501-1519), how many attacks
 * (L1520-1545), at which initiative (L1495-1500), hit, wound, armour and ward targets with every modifier,
 * special rule and magic item the engine applies.
 */
import { DomainError, pointer } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { CLOSE_COMBAT_WEAPONS, MISSILE_WEAPONS, TROOP_TYPE_INFO, type CloseCombatWeapon } from '../catalogue.js';
import { diceText, parseDice, type DiceExpr } from '../dice-expr.js';
import { R, SEED, specialRule } from '../rules.js';
import { fullRanks, has, isHorde, ruleNumber, type RuleRef, type Unit } from '../units.js';
import { bracketed, type Bracketed } from './breath.js';
import { NO_REROLL, type GroupSpec, type RerollRule } from './engine.js';
import { armourTarget, clamp10, meleeBase, shootingTarget, woundTarget } from './targets.js';

export interface AttackContext {
  kind: 'closeCombat' | 'shooting' | 'special' | 'artillery';
  round: number;
  charged: boolean;
  /** Which facing of the target the attackers fight (Parry only in the front, L2404-2407). */
  facing: 'front' | 'flank' | 'rear';
  modelsInContact?: number;
  /** The attacking unit is engaged in its own front (supporting attacks only against it, L1504-1506). */
  engagedFront: boolean;
  fearFailed: boolean;
  range?: number;
  moved: boolean;
  standAndShoot: boolean;
  cover: 'none' | 'soft' | 'hard';
  multipleShots: boolean;
  spell: boolean;
  attacks?: number;
  special?: {
    kind: 'impactHits' | 'stomp' | 'breath' | 'grinding' | 'hellfire' | 'lightning'; value?: number | string; strength?: number; ap?: number; ranksBehind?: number;
    /** Breath Weapon: the special rules in its brackets (L3136-3139); `shooting`: used as a shooting attack; `at`: its pointer. */
    rules?: RuleRef[]; shooting?: boolean; at?: string;
  };
  /** Crush Attack (L3140-3144): the rider part (front rank, champion) and/or the mount swap their attacks for one each. */
  crush?: { rider: boolean; mount: boolean };
  options: Record<string, boolean | number | string>;
}

const rr = (r: Partial<RerollRule>): RerollRule => ({ ...NO_REROLL, ...r });
const rule = (id: string, lines: string, name: string) => specialRule(id, `${SEED} ${lines}`, name);

export interface GroupPlan {
  label: string;
  initiative: number;
  attacks: number | string;
  toHit: string;
  strength: number;
  toWound: number | null;
  armourSave: number | null;
  ward: number | null;
  wardKind: 'ward' | 'regeneration' | null;
  armourPiercing: number;
  multipleWounds?: string;
}

/** The mundane weapon type a magic weapon takes (L3569-3573). */
const MAGIC_WEAPON_TYPE: Record<string, CloseCombatWeapon> = {
  giantSword: 'handWeapon', swordOfHaste: 'handWeapon', ogreSword: 'handWeapon', fleshrender: 'greatWeapon', obsidianSword: 'handWeapon', blessedSword: 'handWeapon',
  fencersSwords: 'additionalHandWeapon', swordOfStrength: 'handWeapon', axeOfBattle: 'handWeapon', swordOfSkill: 'handWeapon', flamingLance: 'lance', razorBlade: 'handWeapon',
  screamingSwords: 'additionalHandWeapon', bladeOfStrife: 'handWeapon', kingSlayer: 'handWeapon', beastBaneHalberd: 'halberd',
};
const MAGIC_WEAPON_S: Record<string, number> = { giantSword: 3, ogreSword: 2, swordOfStrength: 1 };
const MAGIC_WEAPON_AP: Record<string, number> = { fleshrender: 1, obsidianSword: 6, razorBlade: 1 };
const MAGIC_WEAPON_A: Record<string, number> = { axeOfBattle: 2, bladeOfStrife: 3 };

function weaponOf(u: Unit): { weapon: CloseCombatWeapon; magic?: string } {
  const magic = [...u.items].find((i) => i in MAGIC_WEAPON_TYPE);
  return magic ? { weapon: MAGIC_WEAPON_TYPE[magic], magic } : { weapon: u.weapon };
}

/**
 * The armour bonus a model saves with: in close combat a shield is not used together with a weapon that Requires
 * Two Hands (L2557-2559, L3503-3504: great weapon, flail, halberd, additional hand weapon, the rule itself).
 */
export function armourBonusAgainst(tgt: Unit, ranged: boolean): number {
  if (ranged || tgt.armourBonusNoShield === undefined) return tgt.armourBonus;
  const twoHands = CLOSE_COMBAT_WEAPONS[weaponOf(tgt).weapon].twoHands || has(tgt, 'requiresTwoHands');
  return twoHands ? tgt.armourBonusNoShield : tgt.armourBonus;
}

/** The defender's side of the sequence: wound rerolls forced on the attacker, armour, ward/regeneration. */
function defence(att: Unit, tgt: Unit, ctx: AttackContext, s: number, ap: number, flags: { flaming: boolean; magical: boolean; holy: boolean; ranged: boolean }, ex: Explainer) {
  const bonus = armourBonusAgainst(tgt, flags.ranged);
  if (bonus !== tgt.armourBonus) ex.add(R.armour, `the shield is not used in close combat with a weapon that Requires Two Hands (L2557-2559): armour +${bonus}`);
  const normal = armourTarget(bonus, s, ap);
  const lethal = armourTarget(bonus, s, 6);
  const armourRr = rr({ failures: tgt.items.has('duskStone') });
  // Ward saves (L2091-2102, L3510-3513) and their sources
  let ward = tgt.ward;
  if (has(tgt, 'ethereal') && !flags.magical) ward = 2; // L3256-3258
  if (has(tgt, 'fireborn') && flags.flaming) ward = 2; // L3341-3343
  if (flags.ranged && tgt.items.has('forceShield')) ward = Math.min(ward ?? 7, 5); // L3694-3759
  const mr = ruleNumber(tgt, 'magicResistance');
  if (ctx.spell && mr) {
    // L3505-3509: adds X to the ward by the armour-adding method (option magicResistanceWard)
    if (ward !== undefined) ward = Math.max(2, ward - mr);
    else if (ctx.options.magicResistanceWard) ward = Math.max(2, 7 - mr);
    ex.add(rule('magicResistance', 'L3505-3509', 'Magic Resistance'), `Magic Resistance (${mr}) against a spell: ward ${ward}+`);
  }
  // Regeneration: not against Flaming Attacks nor Lethal Strike sixes (L3487-3491)
  const regen = flags.flaming ? undefined : tgt.regeneration;
  let kind: 'ward' | 'regeneration' | null = null;
  let wNormal: number | null = null;
  if (ward !== undefined && (regen === undefined || ward <= regen)) { kind = 'ward'; wNormal = ward; }
  else if (regen !== undefined) { kind = 'regeneration'; wNormal = regen; }
  const wLethal = kind === 'regeneration' ? (ward ?? null) : wNormal;
  const wardRr = rr({ successes: flags.holy && kind === 'ward' });
  if (flags.holy && kind === 'ward') ex.add(rule('holyAttacks', 'L3177-3180', 'Holy Attacks'), 'Holy Attacks: successful ward saves are rerolled');
  if (normal !== null) ex.add(R.armour, `armour +${bonus} (${tgt.armourPieces.join(', ') || 'none'}) against S${s}${ap ? `, Armour Piercing (${ap})` : ''}: save on ${normal}+`);
  else ex.add(R.armour, `no armour save against S${s}${ap ? ` AP${ap}` : ''} (armour +${bonus})`);
  if (kind) ex.add(R.ward, `${kind} ${wNormal}+${kind === 'regeneration' && wLethal !== wNormal ? `; Lethal Strike sixes: ${wLethal === null ? 'none' : `${wLethal}+ ward`}` : ''}`);
  void att;
  return { armour: { normal, lethal, reroll: armourRr }, ward: { normal: wNormal, lethal: wLethal, reroll: wardRr }, kind };
}

function woundRerolls(att: Unit, tgt: Unit, flaming: boolean, ranged: boolean, magic: string | undefined, ex: Explainer): RerollRule {
  const failures = (flaming && has(tgt, 'flammable')) || magic === 'blessedSword';
  if (flaming && has(tgt, 'flammable')) ex.add(rule('flammable', 'L3383-3385', 'Flammable'), 'Flaming Attacks against Flammable: failed wounds are rerolled');
  const successes = tgt.items.has('bluffersHelm') || (ranged && tgt.items.has('gemOfFortune'));
  if (tgt.items.has('bluffersHelm')) ex.add(R.magicItems, "Bluffer's Helm: successful wounds against the bearer are rerolled");
  void att;
  return rr({ failures, successes, naturalSixOnly: !tgt.items.has('bluffersHelm') && successes });
}

function multipleOf(u: Pick<Unit, 'rules'>, tgt: Unit, path: string): DiceExpr | undefined {
  return multipleFrom(u.rules.get('multipleWounds'), tgt, path);
}

/** Multiple Wounds (X) by its value: a number, dice or "artillery" (D3+1, D3+2 against Fly, L3308-3319). */
function multipleFrom(v: number | string | true | undefined, tgt: Unit, path: string): DiceExpr | undefined {
  if (v === undefined || v === true) return undefined;
  if (v === 'artillery' || v === 'Artillery') return parseDice(has(tgt, 'fly') ? 'D3+2' : 'D3+1', path);
  return parseDice(v as number | string, path);
}

/** Close-combat groups: front rank, champion, supporting ranks, mount (L1501-1545, L2225-2247). */
export function closeCombatGroups(att: Unit, tgt: Unit, ctx: AttackContext, ex: Explainer): { groups: GroupSpec[]; plans: GroupPlan[] } {
  const { weapon, magic } = weaponOf(att);
  const w = CLOSE_COMBAT_WEAPONS[weapon];
  const first = ctx.round === 1 && ctx.charged;
  const tInfo = TROOP_TYPE_INFO[att.troopType];
  // Strength (L2408-2422 weapons, L3194-3197 Thunderous Charge, L3181-3184 Toxic)
  let s = att.profile.S + (att.items.has('potionOfStrength') ? 2 : 0);
  let sBonus = weapon === 'lance' || weapon === 'lightLance' ? (first ? w.s : 0) : w.s;
  if (magic && MAGIC_WEAPON_S[magic]) sBonus += MAGIC_WEAPON_S[magic];
  if (has(att, 'thunderousCharge') && first) { sBonus += 1; ex.add(rule('thunderousCharge', 'L3194-3197', 'Thunderous Charge'), '+1 S in the first round of a charge'); }
  s = clamp10(s + sBonus);
  if (magic === 'beastBaneHalberd') s = 5;
  let ap = Math.max(weapon === 'spear' ? 1 : 0, magic ? MAGIC_WEAPON_AP[magic] ?? 0 : 0, ruleNumber(att, 'armourPiercing') ?? 0);
  if (has(att, 'toxicAttacks')) { s = 3; ap = 6; ex.add(rule('toxicAttacks', 'L3181-3184', 'Toxic Attacks'), 'Toxic Attacks: S3, Armour Piercing (6)'); }
  if (has(att, 'metalshifting')) ap = 6;
  ex.add(R.weapons, `${w.name}${magic ? ` (${magic})` : ''}: S${s}${ap ? `, Armour Piercing (${ap})` : ''}`);
  // Initiative (L1495-1500): great weapon I0 unless Lightning Reflexes (L3483-3486)
  let init = clamp10(att.profile.I + w.i + (att.items.has('potionOfSwiftness') ? 3 : 0));
  if (magic === 'swordOfHaste') init = 10;
  const lr = has(att, 'lightningReflexes');
  if (weapon === 'greatWeapon' && !lr) init = 0;
  // To hit (L1541-1672)
  let attWS = att.profile.WS;
  if (magic === 'fencersSwords') attWS = 10;
  if (ctx.fearFailed && !has(att, 'immuneToPsychology')) { attWS = 1; ex.add(rule('fear', 'L3422-3427', 'Fear'), 'failed Fear test: WS 1 this phase'); }
  const defWS = tgt.profile.WS;
  const hitMod = (ws: number, special = false): { target: number; text: string } | 'auto' => {
    if (defWS === 0) return 'auto';
    if (ws === 0) return { target: 6, text: 'WS0 hits only on 6' };
    let t = meleeBase(ws, defWS);
    const parry = ctx.facing === 'front' && !TROOP_TYPE_INFO[tgt.troopType].mounted && tgt.weapon === 'handWeapon' && tgt.armourPieces.includes('shield') && ![...tgt.items].some((i) => i in MAGIC_WEAPON_TYPE);
    if (parry) t = Math.max(t, 4);
    let plus = 0;
    let minus = 0;
    if (magic === 'swordOfSkill' && !special) plus++;
    if (lr && weapon !== 'greatWeapon' && !special) plus++;
    if (tgt.weapon === 'flail') plus++;
    if (has(tgt, 'distracting')) minus = 1; // the only negative in close combat here (option distractingStacks)
    t = Math.min(6, Math.max(2, t - plus + minus));
    return { target: t, text: `WS${ws} vs WS${defWS}${parry ? ', Parry' : ''}${plus ? ` +${plus}` : ''}${minus ? ' −1 Distracting' : ''}` };
  };
  const hatred = has(att, 'hatred') && ctx.round === 1;
  if (hatred) ex.add(rule('hatred', 'L3462-3466', 'Hatred'), 'Hatred: failed hits rerolled in the first round');
  const flags = { flaming: has(att, 'flamingAttacks'), magical: has(att, 'magicalAttacks') || att.items.size > 0 && !!magic, holy: has(att, 'holyAttacks'), ranged: false };
  let woundT = woundTarget(s, tgt.profile.T);
  if (magic === 'swordOfHaste' && woundT !== null) woundT = Math.min(woundT, 4);
  if (has(att, 'metalshifting')) woundT = Math.min(6, Math.max(2, 7 - armourBonusAgainst(tgt, false)));
  // a spear: Lethal Strike against Cavalry, Monstrous Cavalry and Chariots engaged in the front (L2420-2422; whose front: option)
  const spearFront = ctx.options.spearLethalStrikeFront === 'spearUnit' ? ctx.engagedFront : ctx.facing === 'front';
  const lethal = has(att, 'lethalStrike') || (weapon === 'spear' && spearFront && ['cavalry', 'monstrousCavalry', 'chariot'].includes(tgt.troopType));
  if (lethal) ex.add(rule('lethalStrike', 'L3289-3291', 'Lethal Strike'), 'Lethal Strike: natural 6s to wound get Armour Piercing (6) and cannot be regenerated');
  const def = defence(att, tgt, ctx, s, ap, flags, ex);
  const wRr = woundRerolls(att, tgt, flags.flaming, false, magic, ex);
  const poisoned = has(att, 'poisonedAttacks');
  const multiple = multipleOf(att, tgt, pointer('attacker', 'rules'));
  // Attacks per model (L1520-1545, L2414, L3280, L3198-3201)
  const ra = att.rules.get('randomAttacks');
  let bonusA = w.a + (has(att, 'frenzy') ? 1 : 0) + (has(att, 'devastatingCharge') && first ? 1 : 0) + (magic ? MAGIC_WEAPON_A[magic] ?? 0 : 0);
  if (att.profile.A === 0 && ra === undefined) bonusA = 0; // unmodified A0 never attacks (L662)
  const perModel = clamp10(att.profile.A + bonusA);
  const contact = Math.min(att.models, ctx.modelsInContact ?? att.files);
  const groups: GroupSpec[] = [];
  const plans: GroupPlan[] = [];
  const push = (label: string, attacks: GroupSpec['attacks'], ws: number) => {
    const h = hitMod(ws);
    const hit = h === 'auto' ? { kind: 'auto' as const } : { kind: 'roll' as const, target: h.target, poisoned, reroll: rr({ failures: hatred }) };
    if (h !== 'auto') ex.add(R.meleeHit, `${label}: ${h.text} → hits on ${h.target}+`);
    const g: GroupSpec = { label, attacks, hit, wound: { target: woundT, lethal, reroll: wRr }, armour: def.armour, ward: def.ward, multiple, cap: Math.max(1, tgt.profile.W) };
    groups.push(g);
    plans.push({ label, initiative: init, attacks: 'fixed' in attacks ? attacks.fixed : `${attacks.models}×${diceText(attacks.perModel)}${attacks.plus ? `+${attacks.plus}` : ''}`, toHit: h === 'auto' ? 'auto' : `${h.target}+`, strength: s, toWound: woundT, armourSave: def.armour.normal, ward: def.ward.normal, wardKind: def.kind, armourPiercing: ap, multipleWounds: multiple ? diceText(multiple) : undefined });
  };
  const crush = ctx.attacks === undefined ? ctx.crush : undefined;
  if (ctx.attacks !== undefined) {
    push('attacks', { fixed: ctx.attacks }, attWS);
  } else {
    const rankModels = att.champion ? contact - 1 : contact;
    if (crush?.rider) {
      // Crush Attack (L3140-3144): one special attack per model in contact at I0, S10, its own WS (no weapon or attack rule)
      const ws = ctx.fearFailed && !has(att, 'immuneToPsychology') ? 1 : att.profile.WS;
      if (rankModels > 0) crushGroup(att, tgt, ctx, rankModels, hitMod(ws, true), 'front rank', groups, plans, ex);
      if (att.champion && contact > 0) crushGroup(att, tgt, ctx, 1, hitMod(Math.min(10, ws + 1), true), 'champion', groups, plans, ex);
    } else if (ra !== undefined && ra !== true) {
      const e = parseDice(ra as number | string, pointer('attacker', 'rules'));
      push('front rank', { perModel: e, models: rankModels, plus: rankModels * bonusA }, attWS);
      ex.add(rule('randomAttacks', 'L3163-3168', 'Random Attacks'), `Random Attacks (${diceText(e)}) per model`);
    } else if (rankModels > 0 && perModel > 0) push('front rank', { fixed: rankModels * perModel }, attWS);
    if (att.champion && contact > 0 && !crush?.rider) push('champion', { fixed: clamp10(perModel + 1) }, Math.min(10, attWS + 1));
    // Supporting attacks (L1504-1508, L2215-2222, L3411-3414): second rank, plus one rank per Fight in Extra Rank
    if (ctx.engagedFront && tInfo.support > 0) {
      const extra = (isHorde(att) ? 1 : 0) + (weapon === 'spear' ? 1 : 0) + (ruleNumber(att, 'fightInExtraRank') ?? (has(att, 'fightInExtraRank') ? 1 : 0));
      const ranks = 1 + extra;
      // a supporting model attacks as if in the front rank of its own file (L1527-1529): only the files whose
      // front-rank model is in base contact support (every file when the whole front is in contact)
      const filesInContact = Math.min(att.files, contact);
      let left = att.models - att.files;
      let supporters = 0;
      for (let r = 0; r < ranks && left > 0; r++) { supporters += Math.min(filesInContact, left); left -= att.files; }
      const perSupporter = tInfo.support === 3 ? (ctx.options.monstrousSupportCap === 'three' ? 3 : Math.min(3, perModel)) : 1;
      if (supporters > 0 && perModel > 0) {
        push('supporting', { fixed: supporters * perSupporter }, attWS);
        ex.add(R.supporting, `${supporters} supporting models from ${ranks} rank(s) behind the front (${extra ? `${extra} Fight in Extra Rank: ${[isHorde(att) && 'horde', weapon === 'spear' && 'spear', has(att, 'fightInExtraRank') && 'rule'].filter(Boolean).join(', ')}` : 'no extra rank'}), ${perSupporter} attack each`);
      }
    }
  }
  ex.add(R.initiative, `strikes at initiative ${init}${weapon === 'greatWeapon' && !lr ? ' (great weapon: I0)' : ''}`);
  // A mount strikes with its own profile and no weapon (Combined Profile, Cavalry Support: never supports)
  if (att.mount && ctx.attacks === undefined && crush?.mount) {
    const m = att.mount;
    if (contact > 0) crushGroup(m, tgt, ctx, contact, defWS === 0 ? 'auto' : { target: Math.min(6, Math.max(2, meleeBase(m.profile.WS, defWS))), text: `WS${m.profile.WS} vs WS${defWS}` }, m.name, groups, plans, ex);
  } else if (att.mount && ctx.attacks === undefined) {
    const m = att.mount;
    const mWound = woundTarget(m.profile.S, tgt.profile.T);
    const mDef = defence(att, tgt, ctx, m.profile.S, m.rules.has('armourPiercing') ? Number(m.rules.get('armourPiercing')) : 0, { ...flags, holy: false }, ex);
    const h = defWS === 0 ? 'auto' : Math.min(6, Math.max(2, meleeBase(m.profile.WS, defWS)));
    const g: GroupSpec = { label: m.name, attacks: { fixed: contact * m.profile.A }, hit: h === 'auto' ? { kind: 'auto' } : { kind: 'roll', target: h, poisoned: m.rules.has('poisonedAttacks'), reroll: NO_REROLL }, wound: { target: mWound, lethal: false, reroll: NO_REROLL }, armour: mDef.armour, ward: mDef.ward, cap: Math.max(1, tgt.profile.W) };
    groups.push(g);
    plans.push({ label: m.name, initiative: m.profile.I, attacks: contact * m.profile.A, toHit: h === 'auto' ? 'auto' : `${h}+`, strength: m.profile.S, toWound: mWound, armourSave: mDef.armour.normal, ward: mDef.ward.normal, wardKind: mDef.kind, armourPiercing: 0 });
    ex.add(R.troopTypes, `${m.name}: ${contact * m.profile.A} attacks at its own WS${m.profile.WS} S${m.profile.S} I${m.profile.I}, no weapon, never supporting`);
  }
  return { groups, plans };
}

/** Shooting (L1307-1411): first two ranks (all with Volley Fire unmoved), every modifier of the table. */
export function shootingGroups(att: Unit, tgt: Unit, ctx: AttackContext, ex: Explainer): { groups: GroupSpec[]; plans: GroupPlan[] } {
  if (!att.missileWeapon) throw new DomainError('invalid_input', 'The attacker has no missile weapon', [{ path: '/attacker/missileWeapon', code: 'required', message: 'shooting needs a missileWeapon (see the catalogue)' }]);
  if (att.profile.BS === 0) throw new DomainError('invalid_input', 'BS0 cannot shoot', [{ path: '/attacker/profile/BS', code: 'range', message: 'a model with BS0 cannot use missile weapons (L659-663)' }]);
  const wpn = MISSILE_WEAPONS[att.missileWeapon];
  const wr = new Map(wpn.rules.map((r) => [r.id, r.value ?? true] as const));
  const range = ctx.range ?? 0;
  if (range > wpn.range && !ctx.standAndShoot) throw new DomainError('invalid_input', `Target beyond the ${wpn.name}'s ${wpn.range}" range`, [{ path: '/range', code: 'out_of_range', message: `at most ${wpn.range}" (Stand and Shoot may exceed it, L850-856)` }]);
  if (ctx.standAndShoot && (has(att, 'cumbersome') || wr.has('cumbersome'))) throw new DomainError('invalid_input', 'Cumbersome weapons never Stand and Shoot', [{ path: '/standAndShoot', code: 'cumbersome', message: 'Cumbersome (Slow to Fire) cannot Stand and Shoot (L3357-3360)' }]);
  if (ctx.moved && has(att, 'moveOrFire')) throw new DomainError('invalid_input', 'Move or Fire: cannot shoot after moving', [{ path: '/moved', code: 'move_or_fire', message: 'Move or Fire models cannot shoot if they moved (L3428-3430)' }]);
  const quick = wr.has('quickToFire') || has(att, 'quickToFire');
  const mods: Array<[number, string]> = [];
  if (range > wpn.range / 2) mods.push([-1, 'long range']);
  if (ctx.moved && !quick) mods.push([wr.has('unwieldy') || has(att, 'unwieldy') ? -2 : -1, wr.has('unwieldy') ? 'moving, Unwieldy' : 'moving']);
  if (ctx.standAndShoot) mods.push([-1, 'Stand and Shoot']);
  if (ctx.cover === 'soft') mods.push([-1, 'soft cover']);
  if (ctx.cover === 'hard') mods.push([-2, 'hard cover']);
  const ms = wr.get('multipleShots') ?? ruleNumber(att, 'multipleShots');
  const useMs = ctx.multipleShots && typeof ms === 'number';
  if (useMs) mods.push([-1, `Multiple Shots (${ms})`]);
  if (has(tgt, 'skirmishers')) mods.push([-1, 'Skirmishers']);
  if (has(tgt, 'hardTarget')) mods.push([-1, 'Hard Target']);
  const volley = wr.has('volleyFire') && !ctx.moved && !ctx.standAndShoot;
  const shooters = ctx.attacks !== undefined ? ctx.attacks : volley ? att.models : Math.min(att.models, 2 * att.files);
  const shotsEach = useMs ? (ms as number) : 1;
  const s = clamp10(wpn.s === 'user' ? att.profile.S : wpn.s);
  const ap = Math.max(typeof wr.get('armourPiercing') === 'number' ? (wr.get('armourPiercing') as number) : 0, 0);
  ex.add(R.missile, `${wpn.name}: ${wpn.range}" S${s}${ap ? ` AP${ap}` : ''}; ${shooters} shooters${volley ? ' (Volley Fire: every rank)' : ' (first two ranks)'} × ${shotsEach} shot(s)`);
  const flags = { flaming: has(att, 'flamingAttacks'), magical: has(att, 'magicalAttacks'), holy: false, ranged: true };
  const def = defence(att, tgt, ctx, s, ap, flags, ex);
  const wRr = woundRerolls(att, tgt, flags.flaming, true, undefined, ex);
  const woundT = woundTarget(s, tgt.profile.T);
  const multiple = multipleOf(att, tgt, pointer('attacker', 'rules'));
  const groups: GroupSpec[] = [];
  const plans: GroupPlan[] = [];
  const push = (label: string, n: number, bs: number) => {
    const eff = bs + mods.reduce((a, [m]) => a + m, 0);
    const t = shootingTarget(eff);
    ex.add(R.shootHit, `${label}: BS${bs} ${mods.map(([m, why]) => `${m} ${why}`).join(', ') || 'no modifier'} = ${eff} → ${t ? (t.second ? `6 then ${t.second}+` : `${t.target}+`) : 'cannot hit'}`);
    const hit = t ? { kind: 'roll' as const, target: t.target, second: t.second, poisoned: has(att, 'poisonedAttacks') && !t.second, reroll: NO_REROLL } : { kind: 'roll' as const, target: 7, poisoned: false, reroll: NO_REROLL };
    groups.push({ label, attacks: { fixed: n }, hit, wound: { target: woundT, lethal: false, reroll: wRr }, armour: def.armour, ward: def.ward, multiple, cap: Math.max(1, tgt.profile.W) });
    plans.push({ label, initiative: 0, attacks: n, toHit: t ? (t.second ? `6 then ${t.second}+` : `${t.target}+`) : 'impossible', strength: s, toWound: woundT, armourSave: def.armour.normal, ward: def.ward.normal, wardKind: def.kind, armourPiercing: ap, multipleWounds: multiple ? diceText(multiple) : undefined });
  };
  const plain = att.champion && ctx.attacks === undefined ? shooters - 1 : shooters;
  if (plain > 0) push('shooters', plain * shotsEach, att.profile.BS);
  if (att.champion && ctx.attacks === undefined && shooters > 0) push('champion', shotsEach, Math.min(10, att.profile.BS + 1));
  if (ctx.moved && quick) ex.add(rule('quickToFire', 'L3223-3226', 'Quick to Fire'), 'Quick to Fire: no −1 for moving');
  return { groups, plans };
}

/**
 * Crush Attack (L3140-3144): `n` models each swap all their attacks for one special attack at I0, S10 with Multiple
 * Wounds (Artillery: D3+1, D3+2 against Fly, L3315-3316); a special attack takes no weapon or attack rule (L3102-3108):
 * it rolls to hit with the part's own WS and the defender's modifiers only.
 */
function crushGroup(part: Pick<Unit, 'rules'>, tgt: Unit, ctx: AttackContext, n: number, h: { target: number; text: string } | 'auto', label: string, groups: GroupSpec[], plans: GroupPlan[], ex: Explainer): void {
  const woundT = woundTarget(10, tgt.profile.T);
  const def = defence(tgt, tgt, ctx, 10, 0, { flaming: false, magical: has(part, 'magicalAttacks'), holy: false, ranged: false }, ex);
  const multiple = parseDice(has(tgt, 'fly') ? 'D3+2' : 'D3+1', pointer('combat'));
  const hit: GroupSpec['hit'] = h === 'auto' ? { kind: 'auto' } : { kind: 'roll', target: h.target, poisoned: false, reroll: NO_REROLL };
  ex.add(rule('crushAttack', 'L3140-3144', 'Crush Attack'), `${label}: ${n} Crush Attack(s) at I0, S10, Multiple Wounds (${diceText(multiple)}), ${h === 'auto' ? 'hitting automatically' : `${h.text ? `${h.text} → ` : ''}hits on ${h.target}+`}`);
  groups.push({ label, attacks: { fixed: n }, hit, wound: { target: woundT, lethal: false, reroll: woundRerolls(tgt, tgt, false, false, undefined, ex) }, armour: def.armour, ward: def.ward, multiple, cap: Math.max(1, tgt.profile.W) });
  plans.push({ label, initiative: 0, attacks: n, toHit: h === 'auto' ? 'auto' : `${h.target}+`, strength: 10, toWound: woundT, armourSave: def.armour.normal, ward: def.ward.normal, wardKind: def.kind, armourPiercing: 0, multipleWounds: diceText(multiple) });
}

/** Special attacks (L3102-3108, §3.10): automatic hits at the profile S with no weapon or attack rules. */
export function specialGroups(att: Unit, tgt: Unit, ctx: AttackContext, ex: Explainer): { groups: GroupSpec[]; plans: GroupPlan[] } {
  const sp = ctx.special;
  if (!sp) throw new DomainError('invalid_input', 'kind special needs `special`', [{ path: '/special', code: 'required', message: 'give special.kind: impactHits, stomp, breath, grinding, hellfire or lightning' }]);
  let count: DiceExpr;
  let s = clamp10(att.profile.S + (att.items.has('potionOfStrength') ? 2 : 0));
  let ap = sp.ap ?? 0;
  let noSaves = false;
  let init = att.profile.I;
  let br: Bracketed | undefined;
  const at = sp.at ?? '/special';
  const path = `${at}/value`;
  if (sp.kind !== 'breath' && (sp.rules !== undefined || sp.shooting !== undefined)) throw new DomainError('invalid_input', 'Only a Breath Weapon carries rules in brackets', [{ path: `${at}/${sp.rules !== undefined ? 'rules' : 'shooting'}`, code: 'not_applicable', message: 'special attacks never benefit from the model\'s rules (L3102-3108); a Breath Weapon takes those in its brackets (L3136-3139)' }]);
  switch (sp.kind) {
    case 'impactHits': {
      count = parseDice(sp.value ?? att.rules.get('impactHits') as string ?? 'D6', path);
      if (typeof count === 'object' && has(att, 'scythes')) count = { ...count, plus: count.plus + 1 };
      const behind = sp.ranksBehind ?? Math.max(0, fullRanks(att) - 1);
      s = clamp10(s + behind);
      init = 10;
      if (!(ctx.charged && ctx.round === 1)) throw new DomainError('invalid_input', 'Impact Hits only in the first round after a successful charge', [{ path: '/charged', code: 'impact_hits', message: 'Impact Hits need charged: true and round: 1 (L3344-3356)' }]);
      ex.add(rule('impactHits', 'L3344-3356', 'Impact Hits'), `Impact Hits (${diceText(count)}) at I10, S${s} (+${behind} for full ranks behind the first)`);
      break;
    }
    case 'stomp': {
      const valid = ['infantry', 'warBeast', 'swarm', 'warMachine'].includes(tgt.troopType);
      if (!valid) throw new DomainError('invalid_input', `Stomp cannot target ${tgt.troopType}`, [{ path: '/target/troopType', code: 'stomp_target', message: 'Stomp only against Infantry, War Beasts, Swarms and War Machines (L3292-3301)' }]);
      count = parseDice(sp.value ?? (att.rules.get('stomp') as string | undefined) ?? (['monster', 'riddenMonster'].includes(att.troopType) ? 'D6' : 1), path);
      init = 0;
      ex.add(rule('stomp', 'L3292-3301', 'Stomp'), `Stomp (${diceText(count)}) at I0, S${s}`);
      break;
    }
    case 'breath': {
      count = parseDice('2D6', path);
      if (sp.strength === undefined) throw new DomainError('invalid_input', 'Breath Weapon needs its strength', [{ path: '/special/strength', code: 'required', message: 'the S in brackets, e.g. Breath Weapon (S4)' }]);
      s = sp.strength;
      ex.add(rule('breathWeapon', 'L3125-3139', 'Breath Weapon'), `Breath Weapon${sp.shooting ? ', shot' : ''}: 2D6 hits at S${s}`);
      br = bracketed(sp.rules, at, !sp.shooting, ex);
      break;
    }
    case 'grinding':
      count = parseDice(sp.value ?? (att.rules.get('grindingAttacks') as string | undefined) ?? 1, path);
      ex.add(rule('grindingAttacks', 'L3145-3151', 'Grinding Attacks'), `Grinding Attacks (${diceText(count)}) at S${s}`);
      break;
    case 'hellfire':
      count = parseDice('D6', path);
      s = 1;
      noSaves = true;
      ex.add(rule('hellfire', 'L3274-3278', 'Hellfire'), 'Hellfire: D6 S1 hits, no saves of any kind');
      break;
    case 'lightning':
      if (!has(tgt, 'fly')) throw new DomainError('invalid_input', 'Lightning Attack only hurts Fly units', [{ path: '/target/rules', code: 'lightning_target', message: 'the target needs Fly (L3152-3155)' }]);
      count = parseDice('D6', path);
      s = 4;
      ex.add(rule('lightningAttack', 'L3152-3155', 'Lightning Attack'), 'Lightning Attack: D6 S4 hits on a Fly unit');
      break;
  }
  if (sp.strength !== undefined) s = sp.strength;
  // a Breath Weapon's bracketed rules (L3136-3139): Toxic S3 (L3181-3184), the highest Armour Piercing (L3481-3482)
  if (br?.toxic) s = 3;
  if (br) ap = Math.max(ap, br.ap);
  let woundT = woundTarget(s, tgt.profile.T);
  if (br?.metalshifting) woundT = Math.min(6, Math.max(2, 7 - armourBonusAgainst(tgt, !!sp.shooting))); // L3218-3222
  const flags = { flaming: br?.flaming ?? false, magical: has(att, 'magicalAttacks') || (br?.magical ?? false), holy: br?.holy ?? false, ranged: !!sp.shooting };
  const def = noSaves ? { armour: { normal: null, lethal: null, reroll: NO_REROLL }, ward: { normal: null, lethal: null, reroll: NO_REROLL }, kind: null } : defence(att, tgt, ctx, s, ap, flags, ex);
  const woundRr = br ? breathWoundRerolls(tgt, flags.flaming, flags.ranged, ex) : NO_REROLL;
  const multiple = br?.multiple !== undefined ? multipleFrom(br.multiple, tgt, `${at}/rules`) : undefined;
  const attacks: GroupSpec['attacks'] = count.count === 0 ? { fixed: count.plus } : { perModel: { ...count, plus: 0 }, models: 1, plus: count.plus };
  const g: GroupSpec = { label: sp.kind, attacks, hit: { kind: 'auto' }, wound: { target: woundT, lethal: br?.lethal ?? false, reroll: woundRr }, armour: def.armour, ward: def.ward, ...(multiple ? { multiple } : {}), cap: Math.max(1, tgt.profile.W) };
  return { groups: [g], plans: [{ label: sp.kind, initiative: init, attacks: diceText(count), toHit: 'auto', strength: s, toWound: woundT, armourSave: def.armour.normal, ward: def.ward.normal, wardKind: def.kind, armourPiercing: ap, ...(multiple ? { multipleWounds: diceText(multiple) } : {}) }] };
}

/**
 * A breath's wound rerolls: its Flaming Attacks reroll failures against Flammable (L3383-3385); shot, Gem of Fortune
 * makes its successful 6s be rerolled (L3849-3853). (Bluffer's Helm is left out as for every special attack.)
 */
function breathWoundRerolls(tgt: Unit, flaming: boolean, ranged: boolean, ex: Explainer): RerollRule {
  const failures = flaming && has(tgt, 'flammable');
  if (failures) ex.add(rule('flammable', 'L3383-3385', 'Flammable'), 'Flaming Attacks against Flammable: failed wounds are rerolled');
  const gem = ranged && tgt.items.has('gemOfFortune');
  if (gem) ex.add(R.magicItems, 'Gem of Fortune: successful 6s to wound from a shooting attack are rerolled');
  return rr({ failures, successes: gem, naturalSixOnly: gem });
}
