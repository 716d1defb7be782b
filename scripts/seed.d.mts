// Types for scripts/seed.mjs.
export declare function seedPlan(argv: string[]): { target: string[]; demoAccounts: boolean };
export declare function seedStatements(options: { demoAccounts: boolean }): Promise<string[]>;
