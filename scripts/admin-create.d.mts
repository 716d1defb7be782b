// Types for scripts/admin-create.mjs.
export declare const PASSWORD_MIN: number;
export declare const PASSWORD_MAX: number;
export declare function generatePassword(randomValues?: (bytes: Uint8Array) => Uint8Array): string;
export interface AdminArgs {
  email: string;
  name: string;
  target: string[];
  pepper: string | undefined;
  promote: boolean;
  askPassword: boolean;
}
export declare function parseArgs(argv: string[], environment?: Record<string, string | undefined>): AdminArgs;
export declare function insertStatement(
  args: { email: string; name: string },
  hash: { hash: string; salt: string; iterations: number; algorithm: string },
  now: number,
): string;
export declare function promoteStatement(args: { email: string }): string;
