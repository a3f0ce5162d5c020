import type { SystemBinding } from '../binding.js';

/** Worked examples of A Song of Ice and Fire for the OpenAPI document (docs/asoiaf.md, digest §10). */
export const ASOIAF_EXAMPLES: NonNullable<SystemBinding['examples']> = {
  attacks: {
    we18: {
      summary: 'WE-18: Lannister Guardsmen attack Stark Sworn Swords (2021, given dice)',
      description: '6 dice at 4+ → 4 hits; 4 Defence dice at 4+ → 2 blocks, 2 wounds; panic 2D6 = 4 fails, D3 = 1 → 3 figures lost (000_4d85fd9897d069bf.txt L1278-1343).',
      request: { attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { catalogueId: 'stark-sworn-swords' }, dice: { mode: 'given', rolls: [1, 2, 4, 5, 6, 4, 1, 3, 4, 6, 1, 3, 1] } },
    },
    flankCharge: {
      summary: 'A Vicious charge from the flank, exact odds',
      request: { attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { catalogueId: 'stark-sworn-swords' }, charge: true, arc: 'flank', profile: { name: 'Spears', kind: 'melee', hit: 4, dice: [6, 5, 4], keywords: ['vicious'] } },
    },
    castleWall: {
      summary: 'A charge on a castle wall (A Storm of Swords), exact odds',
      description: 'No Defence, no panic: every hit is a wound on the wall; 6 dice at 4+ with misses rerolled against 4 wounds left (000_4d85fd9897d069bf.txt L2418-2432).',
      request: { attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { wall: { wounds: 8, woundsLeft: 4 } }, charge: true },
    },
    we21: {
      summary: 'WE-21: the active player passed, the opponent played; the active player may no longer respond',
      description: 'Trigger declarations beside an attack (000_4d85fd9897d069bf.txt L1567-1602): PASSED_MAY_NOT_RESPOND, only Card B resolves.',
      request: {
        attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { catalogueId: 'stark-sworn-swords' },
        triggers: { event: 'When a friendly unit attacks', offered: [{ side: 'attacker', type: 'tactics', name: 'Card A' }, { side: 'defender', type: 'tactics', name: 'Card B' }], declarations: [{ side: 'attacker', action: 'pass' }, { side: 'defender', action: 'play', effect: 'Card B' }, { side: 'attacker', action: 'play', effect: 'Card A' }] },
        dice: { mode: 'given', rolls: [1, 2, 4, 5, 6, 4, 1, 3, 4, 6, 1, 3, 1] },
      },
    },
  },
  morale: {
    we17b: {
      summary: 'WE-17b: a 2018 panic test, total 4 against Morale 6 → 2 wounds',
      request: { rulesVersion: 'asoiaf-2018', kind: 'panic', unit: { catalogueId: 'stark-sworn-swords' }, dice: { mode: 'given', rolls: [1, 3] } },
    },
  },
};
