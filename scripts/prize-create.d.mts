// Types for scripts/prize-create.mjs.
export interface PrizeRaceArgs {
  name: string;
  image: string | null;
  startAt: number;
  endAt: number;
  minPoint: number;
  maxPoint: number;
  limitWpm: number;
  texts: string;
  language: "mn" | "en";
  target: string[];
}
export declare function parseArgs(argv: string[]): PrizeRaceArgs;
export declare function splitTexts(content: string): string[];
export declare function insertStatements(race: PrizeRaceArgs, bodies: string[]): string;
