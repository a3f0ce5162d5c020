import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export const MAX_DEPTH = 8;
/** Fields a document may select once fragments are expanded: room for every field of the largest typed answer (The 9th Age's charge check, 311 with the envelope). */
export const MAX_FIELDS = 320;
/** Rules mutations run an engine each: a document may ask for this many (aliases count one by one). */
export const MAX_RULES_OPERATIONS = 5;

export interface QueryLimits {
  maxDepth: number;
  maxFields: number;
  maxRulesOperations: number;
  /** Names of the mutation fields that run a rules engine (`kowResolveAttack` …). */
  rulesOperations: ReadonlySet<string>;
}

interface Measure {
  depth: number;
  fields: number;
  rules: number;
}

/**
 * Depth and cost limits, checked before a document runs: nested deeper than `maxDepth`, more than
 * `maxFields` fields once fragments are expanded, or more than `maxRulesOperations` rules
 * mutations (aliases included). Each fragment is measured once and its measure reused wherever it
 * is spread, so the check is linear in the document's size even when the expansion is exponential
 * (a "fragment bomb" is refused at once instead of expanded). Sums saturate past the limits.
 */
export function queryLimits(limits: Partial<QueryLimits> = {}) {
  const { maxDepth = MAX_DEPTH, maxFields = MAX_FIELDS, maxRulesOperations = MAX_RULES_OPERATIONS, rulesOperations = new Set<string>() } = limits;
  // Anything above the limit is as bad as the limit + 1; saturating keeps the numbers finite.
  const cap = (n: number, limit: number) => Math.min(n, limit + 1);

  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    // One memo for fragments spread inside fields, one for fragments spread on a mutation's root
    // (whose fields are the operations themselves).
    const memo = [new Map<string, Measure>(), new Map<string, Measure>()];
    const inProgress = new Set<string>();

    const fragment = (name: string, isRoot: boolean): Measure | undefined => {
      const known = memo[+isRoot].get(name);
      if (known) return known;
      const f = fragments.get(name);
      // Unknown fragments and cycles are reported by graphql-js's own rules.
      if (!f || inProgress.has(name)) return undefined;
      inProgress.add(name);
      const m = measure(f.selectionSet, isRoot);
      inProgress.delete(name);
      memo[+isRoot].set(name, m);
      return m;
    };

    /** Depth below this selection set, fields and rules operations in it. */
    function measure(set: SelectionSetNode | undefined, isRoot: boolean): Measure {
      if (!set) return { depth: 0, fields: 0, rules: 0 };
      let depth = 0;
      let fields = 0;
      let rules = 0;
      for (const s of set.selections) {
        let inner: Measure | undefined;
        if (s.kind === Kind.FIELD) {
          const sub = measure(s.selectionSet, false);
          inner = { depth: sub.depth + 1, fields: sub.fields + 1, rules: sub.rules + (isRoot && rulesOperations.has(s.name.value) ? 1 : 0) };
        } else if (s.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(s.selectionSet, isRoot);
        } else {
          inner = fragment(s.name.value, isRoot);
        }
        if (!inner) continue;
        depth = Math.max(depth, inner.depth);
        fields = cap(fields + inner.fields, maxFields);
        rules = cap(rules + inner.rules, maxRulesOperations);
      }
      return { depth, fields, rules };
    }

    return {
      OperationDefinition(node) {
        const m = measure(node.selectionSet, node.operation === 'mutation');
        if (m.depth > maxDepth) {
          context.reportError(new GraphQLError(`Query depth ${m.depth} exceeds the limit of ${maxDepth}`, { nodes: [node], extensions: { code: 'query_too_deep', limit: maxDepth } }));
        }
        if (m.fields > maxFields) {
          context.reportError(new GraphQLError(`Query selects more than ${maxFields} fields once its fragments are expanded`, { nodes: [node], extensions: { code: 'query_too_complex', limit: maxFields } }));
        }
        if (m.rules > maxRulesOperations) {
          context.reportError(
            new GraphQLError(`A document may run at most ${maxRulesOperations} rules operations (aliases count one by one)`, { nodes: [node], extensions: { code: 'query_too_complex', limit: maxRulesOperations } }),
          );
        }
      },
    };
  };
}
