/**
 * The order restrictions a deck III Westeros card puts on this round's Planning phase (AGoT
 * 001_4bc5a92fd4dd1b7e.txt L3066-3113, faces L3107-3147), enforced by order validation
 * (armies.ts) and by the Action-phase checks (march.ts, marches.ts, actions.ts) when a request
 * names the card in force: each restriction has its own code.
 */
import { DomainError, pointer, type FieldIssue } from '../../../core/errors.js';
import type { AreaState, OrderType } from '../board.js';
import type { WesterosCardId } from './deck.js';

export type Restriction = 'noMarchPlusOne' | 'noDefense' | 'noRaid' | 'noConsolidate' | 'noSupport';
export type RestrictionCard = 'rainsOfAutumn' | 'stormOfSwords' | 'seaOfStorms' | 'feastForCrows' | 'webOfLies' | 'putToTheSword';
export const RESTRICTION_CARDS: readonly RestrictionCard[] = ['rainsOfAutumn', 'stormOfSwords', 'seaOfStorms', 'feastForCrows', 'webOfLies', 'putToTheSword'];
/** Put to the Sword: the Valyrian Steel Blade holder's choice (L3092-3103). */
export type PutToTheSwordChoice = 'noMarchPlusOne' | 'noDefense' | 'none';
export const PUT_TO_THE_SWORD_CHOICES: readonly PutToTheSwordChoice[] = ['noMarchPlusOne', 'noDefense', 'none'];

export const RESTRICTION_CODE: Record<Restriction, string> = {
  noMarchPlusOne: 'MARCH_PLUS_ONE_FORBIDDEN',
  noDefense: 'DEFENSE_FORBIDDEN',
  noRaid: 'RAID_FORBIDDEN',
  noConsolidate: 'CONSOLIDATE_FORBIDDEN',
  noSupport: 'SUPPORT_FORBIDDEN',
};
export const RESTRICTION_CODES = Object.values(RESTRICTION_CODE);

const CARD_RESTRICTION: Record<Exclude<RestrictionCard, 'putToTheSword'>, Restriction> = {
  rainsOfAutumn: 'noMarchPlusOne',
  stormOfSwords: 'noDefense',
  seaOfStorms: 'noRaid',
  feastForCrows: 'noConsolidate',
  webOfLies: 'noSupport',
};
const CARD_NAME: Record<RestrictionCard, string> = { rainsOfAutumn: 'Rains of Autumn', stormOfSwords: 'Storm of Swords', seaOfStorms: 'Sea of Storms', feastForCrows: 'Feast for Crows', webOfLies: 'Web of Lies', putToTheSword: 'Put to the Sword' };
const CITE: Record<Restriction, string> = { noMarchPlusOne: 'L3066-3069', noDefense: 'L3071-3074', noRaid: 'L3076-3079', noConsolidate: 'L3081-3085', noSupport: 'L3087-3090' };

/** The restriction in force, with the card that set it (null: none). */
export interface InForce {
  restriction: Restriction;
  card: RestrictionCard;
}

/** The restriction a card sets (Put to the Sword: the Blade holder's choice, L3092-3103); a missing or misplaced choice is a 400. */
export function restrictionOf(card: RestrictionCard | undefined, choice: PutToTheSwordChoice | undefined, at = ''): InForce | null {
  if (card === undefined) {
    if (choice !== undefined) throw new DomainError('invalid_input', 'westerosChoice without its card', [{ path: `${at}/westerosChoice`, code: 'choice_not_needed', message: 'westerosChoice is the Valyrian Steel Blade holder’s choice for westerosCard "putToTheSword"' }]);
    return null;
  }
  if (card !== 'putToTheSword') {
    if (choice !== undefined) throw new DomainError('invalid_input', 'a choice the card does not take', [{ path: `${at}/westerosChoice`, code: 'choice_not_needed', message: `${CARD_NAME[card]} leaves no choice; only Put to the Sword does` }]);
    return { restriction: CARD_RESTRICTION[card], card };
  }
  if (choice === undefined) throw new DomainError('invalid_input', 'Put to the Sword needs the Blade holder’s choice', [{ path: `${at}/westerosChoice`, code: 'missing_choice', message: `one of ${PUT_TO_THE_SWORD_CHOICES.join(', ')} (L3092-3103)` }]);
  return choice === 'none' ? null : { restriction: choice, card };
}

/** Does the restriction forbid this order? The only March +1 is the special March (L1153-1174). */
export function forbids(r: Restriction, order: { type: OrderType | string; star?: boolean; modifier?: number }): boolean {
  switch (r) {
    case 'noMarchPlusOne':
      return order.type === 'march' && (order.star === true || order.modifier === 1);
    case 'noDefense':
      return order.type === 'defense';
    case 'noRaid':
      return order.type === 'raid';
    case 'noConsolidate':
      return order.type === 'consolidate';
    case 'noSupport':
      return order.type === 'support';
  }
}

/** The code, message and citation of a forbidden order. */
export function forbidden(f: InForce, what: string): { code: string; message: string } {
  return { code: RESTRICTION_CODE[f.restriction], message: `${CARD_NAME[f.card]} forbids ${what} this round (001_4bc5a92fd4dd1b7e.txt ${CITE[f.restriction]}${f.card === 'putToTheSword' ? ', L3092-3103' : ''})` };
}

/** A Westeros card id that sets a Planning restriction. */
export const isRestrictionCard = (id: WesterosCardId): id is RestrictionCard => (RESTRICTION_CARDS as readonly string[]).includes(id);

/** Orders on the board the card forbids and the request does not resolve: the board could not arise this round (422, L3066-3113). */
export function checkBoardOrders(board: readonly AreaState[], f: InForce | null, resolved: (id: string) => boolean): void {
  if (!f) return;
  const issues: FieldIssue[] = [];
  board.forEach((a, i) => {
    if (a.order && !resolved(a.id) && forbids(f.restriction, a.order)) issues.push({ path: pointer('board', i, 'order'), ...forbidden(f, `the ${a.order.star ? 'special ' : ''}${a.order.type} order in ${a.id}`) });
  });
  if (issues.length) throw new DomainError('impossible_state', 'The board holds orders the Westeros card in force forbids: they could not have been placed', issues);
}
