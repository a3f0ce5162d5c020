import { GraphQLError, Kind, type ASTNode, type ASTVisitor, type StringValueNode } from 'graphql';

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** `/field/argument/key/0/…` of a literal inside a document, from the nodes above it (a visitor's ancestors, then its parent). */
function pointerOf(chain: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode> | undefined>, node: ASTNode): string {
  const parts: string[] = [];
  const all = [...chain, node];
  for (let i = 0; i < all.length; i++) {
    const n = all[i];
    if (n === undefined) continue;
    if (Array.isArray(n)) {
      // the items of a list: the position of the next node among them
      const before = all[i - 1];
      if (before && !Array.isArray(before) && (before as ASTNode).kind === Kind.LIST) parts.push(String(n.indexOf(all[i + 1] as ASTNode)));
      continue;
    }
    const a = n as ASTNode;
    if (a.kind === Kind.FIELD) parts.splice(0, parts.length, (a.alias ?? a.name).value);
    else if (a.kind === Kind.ARGUMENT || a.kind === Kind.OBJECT_FIELD) parts.push(a.name.value);
  }
  return `/${parts.map(escapePointer).join('/')}`;
}

/**
 * The REST input guard's NUL check for what GraphQL variables cannot carry: a string written into the
 * document itself (an argument's literal). PostgreSQL cannot store the NUL character, so such a literal
 * is refused before anything runs, as a 400 `invalid_input` naming the argument (`/createGame/input/name`).
 * Apollo gives every validation error its own code; `problem` carries ours, which `formatGraphQLError` restores.
 */
export function noNulInLiterals() {
  return (context: { reportError(e: GraphQLError): void }): ASTVisitor => ({
    StringValue(node: StringValueNode, _key, parent, _path, ancestors) {
      if (!node.value.includes('\u0000')) return;
      const path = pointerOf([...ancestors, parent], node);
      context.reportError(
        new GraphQLError('The document has a value no request may carry', {
          nodes: [node],
          extensions: { problem: 'invalid_input', status: 400, errors: [{ path, code: 'noNulCharacter', message: 'must not contain the NUL character (\\u0000)' }] },
        }),
      );
    },
  });
}
