// Types for scripts/password-hash.mjs.
export declare function hashPassword(password: string, pepper?: string): Promise<{ hash: string; salt: string; iterations: number; algorithm: string }>;
