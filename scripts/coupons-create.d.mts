// Types for scripts/coupons-create.mjs.
export declare const COUPON_ALPHABET: string;
export declare function generateCode(randomValues?: (bytes: Uint8Array) => Uint8Array): string;
export declare function formatCode(code: string): string;
export declare function parseArgs(argv: string[]): { months: number; count: number; target: string[] };
export declare function insertStatement(codes: string[], months: number): string;
