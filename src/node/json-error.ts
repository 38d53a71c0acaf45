/**
 * Finds where JSON text stops being valid, as an offset and a reason. JSON.parse in
 * Node 20 often omits the position, and a maintainer needs the line to fix.
 */
export function locateJsonError(text: string): { offset: number; reason: string } | undefined {
  let i = 0;
  const fail = (reason: string): never => {
    throw Object.assign(new Error(reason), { offset: i });
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i += 1;
  };
  const found = () => (i >= text.length ? "the end of the file" : `"${text[i]}"`);
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`unexpected ${found()}`);
  };
  const string = () => {
    i += 1;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\n") fail("a string must close on the same line (missing \")");
      i += text[i] === "\\" ? 2 : 1;
    }
    if (i >= text.length) fail("a string is not closed (missing \")");
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail(`unexpected ${found()}`);
    i += match![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === "{") return object();
    if (c === "[") return array();
    if (c === '"') return string();
    if (c === "t") return literal("true");
    if (c === "f") return literal("false");
    if (c === "n") return literal("null");
    if (c === "-" || (c >= "0" && c <= "9")) return number();
    fail(`expected a value but found ${found()}`);
  };
  const object = () => {
    i += 1;
    ws();
    if (text[i] === "}") {
      i += 1;
      return;
    }
    for (;;) {
      ws();
      if (text[i] !== '"') fail(`expected a quoted field name but found ${found()}${text[i] === "}" ? " (trailing comma?)" : ""}`);
      string();
      ws();
      if (text[i] !== ":") fail(`expected ":" after the field name but found ${found()}`);
      i += 1;
      value();
      ws();
      if (text[i] === ",") i += 1;
      else if (text[i] === "}") {
        i += 1;
        return;
      } else fail(`expected "," or "}" but found ${found()}`);
    }
  };
  const array = () => {
    i += 1;
    ws();
    if (text[i] === "]") {
      i += 1;
      return;
    }
    for (;;) {
      value();
      ws();
      if (text[i] === ",") {
        i += 1;
        ws();
        if (text[i] === "]") fail('unexpected "]" (trailing comma?)');
      } else if (text[i] === "]") {
        i += 1;
        return;
      } else fail(`expected "," or "]" but found ${found()}`);
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`unexpected ${found()} after the end of the data`);
    return undefined;
  } catch (error) {
    return { offset: (error as { offset: number }).offset, reason: (error as Error).message };
  }
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}
