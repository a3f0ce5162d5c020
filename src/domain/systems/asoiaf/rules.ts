/** The seeds of A Song of Ice and Fire: Tabletop Miniatures Game the engine cites. */
import { defineRule, type Rule } from '../../core/explain.js';

/** The 2021 rules in Spanish (primary). */
export const SEED_2021 = '000_4d85fd9897d069bf.txt';
/** The 2018 v1.0 rules in Russian. */
export const SEED_2018 = '002_953a7ceb75253954.txt';

export type AsoiafVersion = 'asoiaf-2021' | 'asoiaf-2018';
export const DEFAULT_VERSION: AsoiafVersion = 'asoiaf-2021';
export const is2018 = (rulesVersion: string): boolean => rulesVersion === 'asoiaf-2018';

/** A rule of the 2021 text (`lines` like `L1139-1216`). */
export const r21 = (id: string, lines: string, title: string): Rule => defineRule(`asoiaf.${id}`, `${SEED_2021} ${lines}`, title);
/** A rule of the 2018 text. */
export const r18 = (id: string, lines: string, title: string): Rule => defineRule(`asoiaf.2018.${id}`, `${SEED_2018} ${lines}`, title);
