/** The charge section of `GET /v1/asoiaf` (digest §4, §7): rejection codes, options, tray sizes and terrain keywords, per rules version. */
import { is2018, SEED_2018, SEED_2021 } from '../rules.js';
import { MODE_CODES, MODES } from './modes-rules.js';
import { MAX_SHIFT, RANGES } from './target.js';
import { CHARGE_OPTIONS, KEYWORDS_2018, KEYWORDS_2021, PIECES, REJECTION_CODES, TRAY_SIZES } from './rules.js';

export function chargesCatalogue(rulesVersion: string): Record<string, unknown> {
  const v18 = is2018(rulesVersion);
  return {
    charges: {
      position: 'each unit gives the centre of its tray and its facing (degrees clockwise from the table\'s +y, away from the near edge)',
      facts: 'instead of units, terrain and table (digest §4.8): facts { speed or catalogueId, distance, engaged, inLineOfSight, arc, arcHasRoom, arcFullyEngaged, enemiesEngagedInArc, laneBlocked, terrain[] { piece, keywords, endsOn } }',
      defaultTable: { width: 48, depth: 48, cite: `${SEED_2018} L1235` },
      rejectionCodes: REJECTION_CODES.filter((r) => r.versions.includes(rulesVersion)),
      modes: [...MODES],
      modeCodes: MODE_CODES.filter((r) => r.versions.includes(rulesVersion)).map((r) => ({ code: r.code, modes: [...r.modes], message: r.message, cite: r.cite })),
      ranges: { ...RANGES, maxShift: MAX_SHIFT, cite: v18 ? `${SEED_2018} L746, L751` : `${SEED_2021} L927-930, L942-949` },
      options: CHARGE_OPTIONS,
      traySizes: Object.entries(TRAY_SIZES).map(([tray, t]) => ({ tray, ...t, cite: 'not in either text (digest §12.3): engine data, override with width and depth' })),
      terrainKeywords: v18 ? KEYWORDS_2018 : KEYWORDS_2021,
      terrainPieces: Object.entries(PIECES).map(([id, p]) => ({ id, keywords: v18 ? p.v2018 : p.v2021, cite: v18 ? `${SEED_2018} L1150-1196` : `${SEED_2021} L1984-2012` })),
    },
  };
}
