// Types for scripts/d1-backup.mjs.
export declare function parseArgs(argv: string[]): { env: string; dir: string; keep: number };
export declare function backupFileName(env: string, date: Date): string;
export declare function backupsToDelete(names: string[], env: string, keep: number): string[];
