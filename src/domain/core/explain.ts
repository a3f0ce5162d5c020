/**
 * Rule citations and explanation steps. Every rules function cites its source; every response
 * carries `explanation[]` built from the same Rule objects, so a player can check a ruling.
 */

/** A rule of a game, with its citation into the seed text ("003_80333abf01c9832d.txt L615-618"). */
export interface Rule {
  readonly id: string;
  readonly cite: string;
  readonly title: string;
}

/** One step the engine took, in words a player would use at the table. */
export interface ExplanationStep {
  rule: string;
  cite: string;
  text: string;
}

/** Define a rule once (usually in a system's `rules.ts`) and reuse it in code and explanations. */
export function defineRule(id: string, cite: string, title: string): Rule {
  return Object.freeze({ id, cite, title });
}

/** Build the explanation step for applying `rule`. */
export function explain(rule: Rule, text: string): ExplanationStep {
  return { rule: rule.id, cite: rule.cite, text };
}

/** Accumulates explanation steps in the order the engine takes them. */
export class Explainer {
  readonly steps: ExplanationStep[] = [];

  add(rule: Rule, text: string): this {
    this.steps.push(explain(rule, text));
    return this;
  }
}
