/**
 * The cards of an army list (digest §6, §2.1): a catalogue id (data/cards.ts) or inline card fields, inline
 * overriding the card. The seeds print no point costs (§11), so `points` is given inline except for a
 * Commander, who costs 0 (000_4d85fd9897d069bf.txt L1423-1424).
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import { CARDS, type CardKind } from '../data/cards.js';
import { TRAY_INFO, type TrayKind, type UnitType } from '../units.js';

export const CARD_KINDS: readonly CardKind[] = ['combatUnit', 'attachment', 'ncu'];

/** A card's own requirements (000_4d85fd9897d069bf.txt L1841-1843): data the seeds do not print. */
export interface CardRestrictions {
  /** Names or catalogue ids of the Combat Units this attachment may join. */
  attachOnlyTo?: string[];
  /** Names, catalogue ids or Characters the army must also contain. */
  requires?: string[];
  /** Names, catalogue ids or Characters the army may not contain. */
  excludes?: string[];
  /** A Combat Unit whose card lets it hold more than one attachment (000_4d85fd9897d069bf.txt L612-617); default 1. */
  attachmentSlots?: number;
}

export interface ArmyCardInput {
  catalogueId?: string;
  name?: string;
  kind?: CardKind;
  faction?: string;
  unitType?: UnitType;
  tray?: TrayKind;
  points?: number;
  commander?: boolean;
  /** The Character this card is a version of. */
  character?: string;
  /** Attachments: the index in `units` of the Combat Unit it joins. */
  attachTo?: number;
  restrictions?: CardRestrictions;
}

export interface ArmyCard {
  index: number;
  at: string;
  id?: string;
  name: string;
  kind: CardKind;
  faction: string;
  unitType: UnitType;
  tray: TrayKind;
  solo: boolean;
  points: number;
  commander: boolean;
  character?: string;
  attachTo?: number;
  restrictions: CardRestrictions;
}

export const NEUTRAL = 'neutral';
const norm = (s: string) => s.trim().toLowerCase();
const defaultTray = (t: UnitType): TrayKind => (t === 'cavalry' ? 'cavalry' : t === 'infantry' ? 'infantry' : 'soloLarge');

/** Resolve every card of a list at `base` (e.g. `/units`): unknown ids and missing fields are 400s with pointers. */
export function resolveCards(inputs: ArmyCardInput[], base: string[]): ArmyCard[] {
  const bad = new IssueCollector();
  let unknown = false;
  const out: ArmyCard[] = [];
  inputs.forEach((c, i) => {
    const at = pointer(...base, i);
    const card = c.catalogueId === undefined ? undefined : CARDS.find((x) => x.id === c.catalogueId);
    if (c.catalogueId !== undefined && !card) {
      unknown = true;
      bad.add(`${at}/catalogueId`, 'unknown_card', `no card "${c.catalogueId}"; see GET /v1/asoiaf catalogue.cards`);
      return;
    }
    const kind = c.kind ?? card?.kind ?? 'combatUnit';
    const commander = c.commander ?? card?.commander ?? false;
    const faction = c.faction ?? card?.faction;
    const points = c.points ?? (commander ? 0 : undefined);
    if (faction === undefined) bad.add(`${at}/faction`, 'required', 'the faction (house emblem) is required for an inline card');
    if (points === undefined) bad.add(`${at}/points`, 'required', 'points are required: the seeds print no card costs (digest §11); a Commander defaults to 0');
    if (c.attachTo !== undefined && kind !== 'attachment') bad.add(`${at}/attachTo`, 'not_an_attachment', `only an attachment joins a unit; this card is a ${kind}`);
    if (c.attachTo !== undefined && (c.attachTo >= inputs.length || c.attachTo === i)) {
      unknown = unknown || c.attachTo >= inputs.length;
      bad.add(`${at}/attachTo`, c.attachTo === i ? 'self' : 'unknown_unit', c.attachTo === i ? 'a card cannot join itself' : `no card at index ${c.attachTo} of this list`);
    }
    const unitType = c.unitType ?? card?.unitType ?? 'infantry';
    const tray = c.tray ?? card?.tray ?? defaultTray(unitType);
    const character = c.character ?? card?.character;
    out.push({
      index: i, at, id: card?.id, name: c.name ?? card?.name ?? `card ${i}`, kind, faction: norm(faction ?? ''), unitType, tray, solo: TRAY_INFO[tray].solo,
      points: points ?? 0, commander, ...(character !== undefined ? { character: norm(character) } : {}), ...(c.attachTo !== undefined ? { attachTo: c.attachTo } : {}), restrictions: c.restrictions ?? {},
    });
  });
  if (!bad.empty) throw new DomainError(unknown ? 'unknown_reference' : 'invalid_input', unknown ? 'Unknown card in the army list' : 'Invalid army list', bad.issues);
  return out;
}

/** Whether `ref` (a name, catalogue id or Character) names this card. */
export const names = (c: ArmyCard, ref: string): boolean => [c.name, c.id, c.character].some((x) => x !== undefined && norm(x) === norm(ref));
