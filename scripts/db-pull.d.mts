// Types for scripts/db-pull.mjs.
export declare function parseArgs(argv: string[]): { file: string | undefined; remote: boolean; env: string };
