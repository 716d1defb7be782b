// The URL of a contract's call, without zod: app/utils/api-client.ts needs it on a page's first load,
// where no schema is (ADR 027).
import type { Contract } from "./contract";

/** The URL of a call, its `:name` parameters filled in. */
export function pathOf(contract: Pick<Contract, "path">, params: Readonly<Record<string, string>> = {}): string {
  return contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: the parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}
