// Types for scripts/d1-scrub.mjs.
type Replace = (row: Record<string, string>, index: number) => string;
export declare const LOCAL_PASSWORD: string;
export declare const LOCAL_PASSWORD_HASH: { hash: string; salt: string; iterations: number; algorithm: string };
export declare const PERSONAL: Record<string, "drop" | Record<string, Replace>>;
export declare const REVIEWED: Record<string, string[]>;
export declare function fakeCouponCode(i: number): string;
export declare function splitTopLevel(text: string): string[];
export declare function parseCreateTable(statement: string): { table: string; columns: string[] } | null;
export declare function tablesOf(dump: string): Record<string, string[]>;
export declare function scrubDump(dump: string): string;
