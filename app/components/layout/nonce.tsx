import { createContext, useContext } from "react";

// The request's CSP nonce (ADR 019): entry.server.tsx provides it while rendering, so every inline
// script written into the page can carry it. In the browser it is undefined: browsers hide a nonce
// attribute from scripts, and nothing that runs after hydration writes inline scripts.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
