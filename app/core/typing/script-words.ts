// The traditional script's vetted words (issue 32): content/script/wordlist/words.tsv, whose `word`
// rows are the only words its lessons and test texts may hold (provenance in its README). Pure: the
// server reads the file (app/models/typing/script-words.server.ts) and hands its text here.

/** The `word` rows of words.tsv (text, test id, spelling, kind), in file order. */
export function vettedScriptWords(tsv: string): string[] {
  return tsv
    .trim()
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((row) => row[3] === "word")
    .map((row) => row[0]);
}

const NOT_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Latin}\p{Nd}]/gu;

export type ScriptTextProblem = { kind: "letters"; found: string[] } | { kind: "words"; found: string[] };

/**
 * Why `body` cannot be a script test text, or null: a Cyrillic or Latin letter or a digit ("letters"),
 * else words that are not vetted ("words"). `found` names them, each once, in text order.
 */
export function scriptTextProblem(body: string, vetted: ReadonlySet<string>): ScriptTextProblem | null {
  const letters = [...new Set(body.match(NOT_SCRIPT) ?? [])];
  if (letters.length > 0) return { kind: "letters", found: letters };
  // Spaces only (U+202F NNBSP is a space to \s, but the vetted words use MVS): as the engine splits words.
  const unknown = [...new Set(body.split(/[\s\u00a0]+/).filter((word) => word !== "" && !vetted.has(word)))];
  return unknown.length > 0 ? { kind: "words", found: unknown } : null;
}
