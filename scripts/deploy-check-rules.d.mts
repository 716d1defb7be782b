// Types for scripts/deploy-check-rules.mjs (wrangler's resolved config, the parts the rules read).
export interface CheckedConfig {
  name?: string;
  vars?: Record<string, unknown>;
  d1_databases?: { binding: string; database_name?: string; database_id?: string }[];
  r2_buckets?: { binding: string; bucket_name?: string }[];
  durable_objects?: { bindings: { name: string; class_name: string }[] };
  migrations?: {
    tag: string;
    new_classes?: string[];
    new_sqlite_classes?: string[];
    deleted_classes?: string[];
    renamed_classes?: { from: string; to: string }[];
  }[];
  triggers?: { crons?: string[] };
}
export declare const MAX_GZIP_BYTES: number;
export declare const DEPLOYED: Record<"production" | "staging", string>;
export declare function bindingNames(config: CheckedConfig): string[];
export declare function migratedClasses(migrations?: CheckedConfig["migrations"]): Set<string>;
export declare function checkDeployedConfig(config: CheckedConfig, options: { label: string; appEnv: string; reference?: CheckedConfig }): string[];
export declare function checkTopLevelIsProduction(topLevel: CheckedConfig, production: CheckedConfig): string[];
export declare function checkSize(gzipBytes: number): string[];
export declare function formatBytes(bytes: number): string;
