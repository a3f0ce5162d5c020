/**
 * One attacker of a combat or of a shooting phase's volleys on one target: its own fields checked
 * and turned into an attack context. Melee entries are the units that charged the target; ranged
 * entries are units shooting (or casting a damaging spell) at it this phase, whose damage is all
 * taken before ONE nerve test at the end of the phase (KoW 003_80333abf01c9832d.txt L588-595,
 * L710-715).
 */
import type { Explainer } from '../../core/explain.js';
import type { RulesContext } from '../../core/system.js';
import { DomainError } from '../../core/errors.js';
import type { AttackContext, Facing } from './attack-plan.js';
import { SPELLS } from './catalogue.js';
import { checkSpellTarget, type SpellRef } from './spells.js';
import { checkTurn, type TurnState } from './turn.js';
import { invalid, type Unit, type UnitInput } from './units.js';

/** One attacker of a combat (melee) or one volley (ranged, breath, damaging spell), with what concerns it alone. */
export interface AttackerEntry {
  attacker: UnitInput;
  /** Volleys: this attacker's kind when it differs from the request's (ranged, breath or spell). */
  kind?: 'ranged' | 'breath' | 'spell';
  facing?: Facing;
  hinderedBy?: Array<'difficultTerrain' | 'obstacle'>;
  endsOnTerrain?: boolean;
  counterCharge?: boolean;
  attackerDisordered?: boolean;
  baneChant?: boolean;
  attackerDamage?: number;
  moved?: boolean;
  cover?: boolean;
  weapon?: string;
  spell?: SpellRef;
  distance?: number;
  turn?: TurnState;
}

/** Fields of each attacker, by what it does; the others are refused at /attackers/i/<field>. */
export const MELEE_FIELDS = ['facing', 'hinderedBy', 'endsOnTerrain', 'counterCharge', 'attackerDisordered', 'baneChant', 'attackerDamage'] as const;
export const VOLLEY_FIELDS = ['kind', 'facing', 'attackerDisordered', 'baneChant', 'moved', 'cover', 'weapon', 'spell', 'distance', 'turn'] as const;
const ALL_FIELDS = [...new Set<string>([...MELEE_FIELDS, ...VOLLEY_FIELDS])];

const RANGED_KINDS = ['ranged', 'breath', 'spell'] as const;

// KoW a charger's or a shooter's attack on the shared target: 003_80333abf01c9832d.txt L609-618 (melee), L478-487, L537-586, L1126-1147 (shooting)
export function entryContext(entry: AttackerEntry, kind: AttackContext['kind'], a: Unit, t: Unit, options: RulesContext['options'], ex: Explainer): AttackContext {
  const allowed: readonly string[] = kind === 'melee' ? MELEE_FIELDS : VOLLEY_FIELDS;
  for (const k of ALL_FIELDS) {
    if ((entry as unknown as Record<string, unknown>)[k] !== undefined && !allowed.includes(k)) throw invalid(`/${k}`, kind === 'melee' ? `${k} is for ranged volleys, not a melee combat` : `${k} is for a melee combat, not a shooting volley`);
  }
  const common = {
    facing: entry.facing ?? 'front',
    attackerDisordered: entry.attackerDisordered === true,
    baneChant: entry.baneChant === true,
    halveBase: options.halveBase === 'profile' ? ('profile' as const) : ('final' as const),
    individualVsIndividualWE: options.individualVsIndividualWE === 'triple' ? ('triple' as const) : ('none' as const),
  };
  if (kind === 'melee') {
    return { kind, ...common, hinderedBy: entry.hinderedBy ?? [], endsOnTerrain: entry.endsOnTerrain === true, counterCharge: entry.counterCharge === true, moved: false, cover: false };
  }
  const own = entry.kind ?? kind;
  if (!(RANGED_KINDS as readonly string[]).includes(own)) throw invalid('/kind', 'a volley is ranged, breath or spell');
  const spellInfo = own === 'spell' && entry.spell !== undefined ? SPELLS.find((s) => s.id === entry.spell!.id) : undefined;
  if (own === 'spell' && !spellInfo) throw invalid('/spell', 'a spell volley needs spell {id, n}');
  if (spellInfo && !spellInfo.damages) throw invalid('/spell/id', `${spellInfo.name} does no damage: cast it on its own, not as one of several volleys`);
  if (spellInfo) checkSpellTarget(spellInfo, entry.spell!.target ?? 'enemy', t, ex);
  let moved = entry.moved === true;
  if (entry.turn !== undefined) {
    if (entry.moved !== undefined) throw new DomainError('invalid_input', 'give turn.order or moved, not both', [{ path: '/moved', code: 'conflict', message: 'moved is replaced by turn.order' }, { path: '/turn', code: 'conflict', message: 'turn.order says whether the shooter moved' }]);
    moved = checkTurn(entry.turn, '/turn', a, own, spellInfo, ex).moved;
  }
  return {
    kind: own,
    ...common,
    hinderedBy: [],
    endsOnTerrain: false,
    counterCharge: false,
    moved,
    cover: entry.cover === true,
    ...(entry.weapon !== undefined ? { weapon: entry.weapon } : {}),
    ...(entry.spell !== undefined ? { spell: { id: entry.spell.id, n: entry.spell.n } } : {}),
    ...(entry.distance !== undefined ? { distance: entry.distance } : {}),
  };
}
