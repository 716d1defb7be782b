// Where a 402 sends the user (SPEC §6, §8): most calls go to /payment, profile and room-lobby calls
// to /text, and lessons, the boxed lesson and the certificate open the payment-required modal instead.
export type PaymentRequiredTarget = "/payment" | "/text" | "modal";

export type PaidCallKind = "default" | "profile" | "roomLobby" | "lesson" | "certificate";

export function paymentRequiredTarget(kind: PaidCallKind = "default"): PaymentRequiredTarget {
  if (kind === "profile" || kind === "roomLobby") return "/text";
  if (kind === "lesson" || kind === "certificate") return "modal";
  return "/payment";
}

export const isPaymentRequired = (status: number) => status === 402;
