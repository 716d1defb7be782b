// Types for scripts/wrangler-config.mjs.
export function configWithoutBuild(root: string, dir: string): string;
