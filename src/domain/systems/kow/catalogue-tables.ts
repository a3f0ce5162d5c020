/**
 * Catalogue tables derived from the seed's rules: every unit type × size footprint (standard base
 * and the base variants the seed names), the Hero base default, and, per capability, the order in
 * which given dice are consumed (API.md §2 "Dice"). KoW bases and footprints:
 * 003_80333abf01c9832d.txt L57-87; heroes L44-55; points L1024-1028.
 */
import { DEFAULT_BASE_MM, HERO_SUBTYPES, SIZE_CLASSES, UNIT_SIZES, type SizeClass } from './catalogue.js';
import { R } from './rules.js';
import { footprintMm } from './units.js';
import { MM_PER_INCH } from './world.js';

const inches = (mm: number) => Math.round((mm / MM_PER_INCH) * 1000) / 1000;

export interface FootprintRow {
  type: string;
  size: SizeClass;
  models: number;
  baseMm: { w: number; d: number };
  footprintMm: { w: number; d: number };
  footprintInches: { w: number; d: number };
  cite: string;
}

/** Base variants the seed names besides the standard ones (L61-74). */
export const BASE_VARIANTS = [
  { type: 'Inf', baseMm: { w: 25, d: 25 }, example: 'Orcs', cite: '003_80333abf01c9832d.txt L61-62' },
  { type: 'LInf', baseMm: { w: 50, d: 50 }, example: 'lesser Obsidian Gargoyles', cite: '003_80333abf01c9832d.txt L64-65' },
  { type: 'LCav', baseMm: { w: 50, d: 100 }, example: 'Picadoras', cite: '003_80333abf01c9832d.txt L69-70' },
  { type: 'Mon', baseMm: { w: 50, d: 100 }, example: 'a model that does not fit 50 mm', cite: '003_80333abf01c9832d.txt L72-74' },
  { type: 'WE', baseMm: { w: 50, d: 100 }, example: 'a model that does not fit 50 mm', cite: '003_80333abf01c9832d.txt L72-74' },
] as const;

// KoW footprints: 003_80333abf01c9832d.txt L76-87 (files × base width by ranks × base depth)
export function footprintTable(): FootprintRow[] {
  const rows: FootprintRow[] = [];
  const row = (type: string, size: SizeClass, models: number, base: { w: number; d: number }, fp: { w: number; d: number }) =>
    rows.push({ type, size, models, baseMm: base, footprintMm: fp, footprintInches: { w: inches(fp.w), d: inches(fp.d) }, cite: R.footprints.cite });
  for (const type of ['Inf', 'Cav', 'LInf', 'LCav'] as const) {
    const bases = [DEFAULT_BASE_MM[type], ...BASE_VARIANTS.filter((v) => v.type === type).map((v) => v.baseMm)];
    for (const base of bases) {
      for (const size of SIZE_CLASSES) {
        const f = UNIT_SIZES[type][size];
        if (f) row(type, size, f.models, base, footprintMm(type, size, undefined, base));
      }
    }
  }
  for (const type of ['Mon', 'WE'] as const) {
    for (const base of [DEFAULT_BASE_MM[type], ...BASE_VARIANTS.filter((v) => v.type === type).map((v) => v.baseMm)]) row(type, 'Single', 1, base, footprintMm(type, 'Single', undefined, base));
  }
  for (const sub of HERO_SUBTYPES) row(`Hero/${sub}`, 'Single', 1, DEFAULT_BASE_MM[sub], footprintMm('Hero', 'Single', sub));
  return rows;
}

/** Hero bases are not tabulated (digest §2.2): the entry's own base, else this default (option heroBase). */
export const HERO_BASE = {
  default: "the base of the hero's subtype (Hero/Inf 20 × 20 mm, Hero/Cav 25 × 50 mm, Hero/LInf 40 × 40 mm, Hero/LCav and Hero/Mon 50 × 50 mm)",
  option: 'heroBase: singleModel puts heroes without baseMm on 50 × 50 mm, as Monsters and War Engines',
  override: 'unit.baseMm',
  cite: '003_80333abf01c9832d.txt L44-55, L72-74',
} as const;

/** EX-22: orientation for building a list (L1027-1028); nothing is checked against it. */
export const POINTS_ORIENTATION = { note: 'A regiment costs about 100 points (orientation only; the army list gives each cost).', cite: '003_80333abf01c9832d.txt L1024-1028' } as const;

/** The order in which dice are consumed in given mode (and drawn in seeded mode), per capability. */
export const DICE_ORDER = {
  attacks: [
    'to-hit dice: one per attack die (after multipliers and halving)',
    'Elite: one reroll per natural 1 among them, in order',
    'Blast(n) with dice: for each hit in turn, its Blast dice',
    'damage dice: one per hit',
    'Vicious: one reroll per natural 1 among them, in order',
    'nerveTest, when damage was done: the nerve 2D6',
    'only on a Routed result with targetInspired: the rerolled 2D6',
    'several attackers (a melee combat or shooting volleys): each attacker in request order, all of its dice above but the nerve test, then the one nerve test',
  ],
  morale: ['nerve: 2D6, then (only on a Routed result when inspired) the rerolled 2D6', 'headstrong: one D6 (4+)', 'regeneration: one D6 per point of damage'],
  charges: ['Yellow-Bellied: one D6 per Yellow-Bellied unit whose charge it applies to, the charger first, then alsoCharging in order', 'mode advance: one D6 (the advance)', 'mode regroup: one D6 forward, or one d6 read as D3 back (1-2 → 1, 3-4 → 2, 5-6 → 3); none for a pivot'],
  scoring: ['gameEndRoll: one D6 (4+ another turn each)'],
  terrain: ['generate: seeded only (the layout is drawn from the seed)', 'rollOffs: for each roll-off in order, one D6 per player in the order of players; a tie rolls both again'],
  armies: [],
  cite: 'API.md §2 Dice; 003_80333abf01c9832d.txt L223-235',
} as const;
