import type { ComputedExample } from '../../common/openapi.js';
import { CAPABILITY_IDS, type CapabilityId } from '../../domain/core/system.js';
import { CAPABILITY_ROUTES, type SystemBinding } from './binding.js';
import { ASOIAF_EXAMPLES } from './asoiaf/examples.js';

/**
 * Worked examples for the OpenAPI document of the systems whose bindings carry none of their own
 * (`SystemBinding.examples` wins when set). Requests only: the document shows what the server
 * answers to each, computed when it is built. From README, docs/kow.md and docs/agot.md.
 */
const regiment = { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [] };
const elves = { catalogueId: 'elf-archers-regiment' };

export const BUILTIN_EXAMPLES: Record<string, NonNullable<SystemBinding['examples']>> = {
  kow: {
    attacks: {
      flankCharge: {
        summary: 'A flank charge with its nerve test, exact odds',
        description: 'Two infantry regiments; the flank doubles the attacks to 20 dice hitting on 4+ (README).',
        request: { kind: 'melee', facing: 'flank', attacker: regiment, target: regiment, nerveTest: true },
      },
      catalogueRear: {
        summary: 'A rear charge between catalogue profiles',
        description: 'Elf Archers from the catalogue: the rear triples the attacks to 30 dice, mean damage 5.',
        request: { kind: 'melee', facing: 'rear', attacker: elves, target: elves },
      },
    },
    morale: {
      givenDice: {
        summary: 'A nerve test with your own dice',
        description: '3 damage and the dice 3 and 4: total 10, the regiment stands steady.',
        request: { unit: regiment, damage: 3, dice: { mode: 'given', rolls: [3, 4] } },
      },
    },
    charges: {
      onePivot: {
        summary: 'A charge that needs one pivot',
        request: {
          units: [
            { id: 'a', side: 'A', unit: { ...regiment, ra: null }, centre: { x: 30, y: 10 }, facing: 0 },
            { id: 'b', side: 'B', unit: { ...regiment, ra: null }, centre: { x: 37, y: 19 }, facing: 180 },
          ],
          charger: 'a',
          target: 'b',
        },
      },
    },
    armies: {
      oneRegiment: {
        summary: 'A one-regiment army within 2000 points',
        request: { pointsLimit: 2000, contingents: [{ armyList: 'Elves', alignment: 'Good', units: [{ unit: { ...regiment, ra: null } }] }] },
      },
    },
    terrain: {
      generate: {
        summary: 'Generate a mirrored layout from a seed',
        description: 'Two impassable pieces; the same seed gives the same layout.',
        request: { mode: 'generate', mix: { impassable: 2 }, dice: { mode: 'seeded', seed: 'docs' } },
      },
    },
    scoring: {
      killPoints: {
        summary: 'Kill points at 2000 points',
        description: 'A routed 400 points against none: A wins by more than the 10 % margin.',
        request: { pointsLimit: 2000, players: [{ name: 'A', routedEnemies: [{ pts: 400 }] }, { name: 'B', routedEnemies: [] }] },
      },
    },
  },
  agot: {
    attacks: {
      karhold: {
        summary: 'Stark marches on Karhold against Greyjoy',
        request: {
          area: 'karhold',
          attacker: { house: 'stark', from: 'winterfell', units: [{ type: 'footman' }, { type: 'knight' }], card: 'eddard-stark', marchModifier: 1 },
          defender: { house: 'greyjoy', units: [{ type: 'footman' }], card: 'dagmar-cleftjaw', defenseOrder: 1 },
          fiefdoms: ['greyjoy', 'stark'],
        },
      },
    },
    charges: {
      raid: {
        summary: 'A Raid on a Support order',
        request: {
          board: [
            { id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }], order: { type: 'raid' } },
            { id: 'white-harbor', owner: 'lannister', units: [{ type: 'footman' }], order: { type: 'support' } },
          ],
          raids: [{ from: 'winterfell', target: 'white-harbor' }],
        },
      },
    },
    morale: {
      kingsCourtBid: {
        summary: "Bidding for the King's Court",
        request: {
          kind: 'influenceBid',
          track: 'kingsCourt',
          bids: [
            { house: 'stark', bid: 2, availablePower: 3 },
            { house: 'lannister', bid: 1, availablePower: 1 },
          ],
          ironThroneHolder: 'stark',
        },
      },
    },
    armies: {
      winterfell: {
        summary: "A house's position: one Footman in Winterfell",
        request: { house: 'stark', supplyLevel: 1, availablePower: 5, board: [{ id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }], garrison: 2 }] },
      },
    },
    terrain: {
      threePlayers: {
        summary: 'The opening state at three players',
        request: { playerCount: 3 },
      },
    },
    scoring: {
      round10: {
        summary: 'The end of round 10',
        description: 'Stark holds Winterfell, the others no castle: Stark wins on Castles and Strongholds.',
        request: {
          round: 10,
          roundComplete: true,
          houses: [
            { house: 'stark', controlledAreas: ['winterfell'], supply: 1, availablePower: 1, ironThrone: 1 },
            { house: 'lannister', controlledAreas: [], supply: 1, availablePower: 1, ironThrone: 2 },
            { house: 'baratheon', controlledAreas: [], supply: 1, availablePower: 1, ironThrone: 3 },
          ],
        },
      },
    },
  },
  asoiaf: ASOIAF_EXAMPLES,
};

/**
 * Each served capability's examples with the answer the server gives to them, by REST path.
 * An example the server rejects is left out (the OpenAPI test then fails and names it).
 */
export function computeRulesExamples(
  bindings: readonly SystemBinding[],
  run: (systemId: string, capability: CapabilityId, body: unknown) => unknown,
): Record<string, Record<string, ComputedExample>> {
  const out: Record<string, Record<string, ComputedExample>> = {};
  for (const binding of bindings) {
    const id = binding.system.id;
    const all = binding.examples ?? BUILTIN_EXAMPLES[id] ?? {};
    for (const capability of CAPABILITY_IDS) {
      if (!binding.requests[capability]) continue;
      const computed: Record<string, ComputedExample> = {};
      for (const [name, example] of Object.entries(all[capability] ?? {})) {
        try {
          const response = JSON.parse(JSON.stringify(run(id, capability, structuredClone(example.request)))) as unknown;
          computed[name] = { ...example, response };
        } catch {
          /* left out: see above */
        }
      }
      if (Object.keys(computed).length) out[`/v1/${id}/${CAPABILITY_ROUTES[capability].path}`] = computed;
    }
  }
  return out;
}
