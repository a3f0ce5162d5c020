import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 300;

/**
 * Depth and complexity limits: a query nested deeper than `maxDepth`, or selecting more than
 * `maxFields` fields in all (fragments expanded), is refused before it runs.
 */
export function queryLimits(maxDepth = MAX_DEPTH, maxFields = MAX_FIELDS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

    const measure = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): { depth: number; fields: number } => {
      if (!set) return { depth, fields: 0 };
      let deepest = depth;
      let fields = 0;
      for (const s of set.selections) {
        let inner: { depth: number; fields: number };
        if (s.kind === Kind.FIELD) {
          inner = measure(s.selectionSet, depth + 1, seen);
          fields += 1;
        } else if (s.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(s.selectionSet, depth, seen);
        } else {
          const f = fragments.get(s.name.value);
          if (!f || seen.has(f.name.value)) continue;
          inner = measure(f.selectionSet, depth, new Set([...seen, f.name.value]));
        }
        deepest = Math.max(deepest, inner.depth);
        fields += inner.fields;
      }
      return { depth: deepest, fields };
    };

    return {
      OperationDefinition(node) {
        const m = measure(node.selectionSet, 0, new Set());
        if (m.depth > maxDepth) {
          context.reportError(new GraphQLError(`Query depth ${m.depth} exceeds the limit of ${maxDepth}`, { nodes: [node], extensions: { code: 'query_too_deep' } }));
        }
        if (m.fields > maxFields) {
          context.reportError(new GraphQLError(`Query selects ${m.fields} fields, over the limit of ${maxFields}`, { nodes: [node], extensions: { code: 'query_too_complex' } }));
        }
      },
    };
  };
}
