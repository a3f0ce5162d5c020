/** The HTTP bindings of the systems that serve capabilities; one line per system. */
import type { SystemBinding } from './binding.js';
import { agotBinding } from './agot/agot.binding.js';
import { asoiafBinding } from './asoiaf/asoiaf.binding.js';
import { kowBinding } from './kow/kow.binding.js';
import { t9aBinding } from './t9a/t9a.binding.js';

export const BINDINGS: readonly SystemBinding[] = [kowBinding, agotBinding, t9aBinding, asoiafBinding];
