// The traditional script's vetted word list, read once per isolate from the committed file
// (content/script/wordlist/words.tsv; provenance in its README).
import { vettedScriptWords } from "~/core/typing/script-words";
import wordsFile from "../../../content/script/wordlist/words.tsv?raw";

let words: string[] | null = null;

export function scriptWordList(): string[] {
  return (words ??= vettedScriptWords(wordsFile));
}
