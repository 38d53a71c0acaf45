/**
 * Notes meant for the writers, never for the page: text that says it is unverified ("a conferir",
 * "verificar", "não conferido", "TODO", "XXX", "FIXME"). A rule or number that cannot be verified is
 * left out of the page, not published with a note, so any such marker in data/ stops the check.
 */

/** The markers, matched on whole words ("conferir a lista" is prose; "endereço a conferir" is a note). */
const MARKERS: readonly RegExp[] = [
  /(?<![\p{L}\p{N}])a\s+(?:conferir|verificar)(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])verificar(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])n[ãa]o\s+(?:conferid|verificad)[oa]s?(?![\p{L}\p{N}])/iu,
  /(?<![\p{L}\p{N}])(?:TODO|XXX|FIXME|TBD)(?![\p{L}\p{N}])/u,
];

export interface WriterNote {
  /** 1-based line of the file. */
  line: number;
  /** The text that matched, as written. */
  found: string;
}

/** Every writer's note in a file's text, with its line. */
export function writerNotes(text: string): WriterNote[] {
  return text.split("\n").flatMap((line, index) =>
    MARKERS.flatMap((pattern) => {
      const match = pattern.exec(line);
      return match ? [{ line: index + 1, found: match[0] }] : [];
    }),
  );
}

/** The pt-BR reason a check gives for a note. */
export function writerNoteReason(note: WriterNote): string {
  return `"${note.found}" é uma nota para quem escreve, não para o site: confira a informação na fonte oficial e escreva-a sem a nota, ou tire-a da página`;
}
