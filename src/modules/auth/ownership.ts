import { raise } from '../../common/problem.js';
import type { ArbiterKey } from './caller.js';

export type Visibility = 'private' | 'public';
export const VISIBILITIES: Visibility[] = ['private', 'public'];

/** What a key-owned resource carries (API.md §7). A null owner: made by the admin key, or before keys existed. */
export interface Owned {
  ownerKeyId: string | null;
  visibility: Visibility;
}

const owns = (r: Owned, k: ArbiterKey) => k.admin || (r.ownerKeyId !== null && r.ownerKeyId === k.id);

/** Another key's private resource is a 404, so its existence is not revealed. */
export function checkRead<T extends Owned>(r: T | undefined, k: ArbiterKey, notFound: string): T {
  if (!r || !(owns(r, k) || r.visibility === 'public')) raise('not_found', notFound);
  return r;
}

/** Readable (as above), and only the owner (or the admin key) writes: 403 otherwise. */
export function checkWrite<T extends Owned>(r: T | undefined, k: ArbiterKey, notFound: string): T {
  const readable = checkRead(r, k, notFound);
  if (!owns(readable, k)) raise('forbidden', 'This is public but owned by another API key: only its owner may change it');
  return readable;
}
