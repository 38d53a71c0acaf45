/**
 * A content file's text, parsed by jsonc-parser (the parser of VS Code's own JSON support): syntax
 * errors come with line and column, and any field can be traced back to the line it is on.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";

/** What each jsonc-parser error means, in the maintainers' words. */
const SYNTAX_ERRORS: Record<string, string> = {
  InvalidSymbol: "há um caractere inesperado",
  InvalidNumberFormat: "número mal escrito",
  PropertyNameExpected: 'falta o nome de um campo entre aspas (uma vírgula sobrando antes de "}"?)',
  ValueExpected: "falta um valor (uma vírgula sobrando, ou um valor apagado?)",
  ColonExpected: 'falta ":" entre o nome do campo e o valor',
  CommaExpected: "falta uma vírgula entre dois itens",
  CloseBraceExpected: 'falta fechar um objeto com "}"',
  CloseBracketExpected: 'falta fechar uma lista com "]"',
  EndOfFileExpected: "há texto depois do fim do conteúdo",
  InvalidCommentToken: "comentários não são permitidos em JSON",
  UnexpectedEndOfComment: "comentários não são permitidos em JSON",
  UnexpectedEndOfString: "um texto não foi fechado com aspas",
  UnexpectedEndOfNumber: "número incompleto",
  InvalidUnicode: "sequência \\u inválida",
  InvalidEscapeCharacter: "barra invertida seguida de um caractere inválido",
  InvalidCharacter: "caractere de controle dentro de um texto (use \\n para quebrar linha)",
};

export interface SyntaxProblem {
  line: number;
  column: number;
  reason: string;
}

export interface JsonSource {
  value?: unknown;
  syntax?: SyntaxProblem;
  /** The line (1-based) a field is on; the closest enclosing field's line for a missing one. */
  lineOf(path: readonly (string | number)[]): number | undefined;
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

export function parseJsonSource(text: string): JsonSource {
  const errors: ParseError[] = [];
  // A byte-order mark is invisible in editors; it is not an error a maintainer could find.
  const source = text.replace(/^\uFEFF/, "");
  const root: Node | undefined = parseTree(source, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const lineOf = (path: readonly (string | number)[]): number | undefined => {
    if (!root) return undefined;
    for (let length = path.length; length >= 0; length -= 1) {
      const node = findNodeAtLocation(root, [...path.slice(0, length)]);
      if (node) return lineAndColumn(source, (node.parent?.type === "property" ? node.parent : node).offset).line;
    }
    return undefined;
  };
  if (errors.length > 0 || !root) {
    const first = errors[0];
    const offset = first?.offset ?? 0;
    const name = first ? printParseErrorCode(first.error) : "ValueExpected";
    return { syntax: { ...lineAndColumn(source, offset), reason: SYNTAX_ERRORS[name] ?? name }, lineOf };
  }
  return { value: JSON.parse(source) as unknown, lineOf };
}
