// A notification's title and message in a UI language, from its type and params (the stored Mongolian
// title and message are the fallback, e.g. for type "system" or rows written before params existed).
import { formatDate } from "~/core/shared/dates";
import type { NotificationParams, NotificationType } from "~/core/social/notifications";
import { translator, type Language, type MessageKey } from "./index";

const KEYS: Partial<Record<NotificationType | "coupon" | "school" | "schoolEnding", { title: MessageKey; message: MessageKey }>> = {
  friendRequest: { title: "notify.friendRequest.title", message: "notify.friendRequest.message" },
  friendAccepted: { title: "notify.friendAccepted.title", message: "notify.friendAccepted.message" },
  race: { title: "notify.race.title", message: "notify.race.message" },
  payment: { title: "notify.payment.title", message: "notify.payment.message" },
  coupon: { title: "notify.coupon.title", message: "notify.coupon.message" },
  subscription: { title: "notify.subscription.title", message: "notify.subscription.message" },
  certificate: { title: "notify.certificate.title", message: "notify.certificate.message" },
  school: { title: "notify.school.title", message: "notify.school.message" },
  schoolEnding: { title: "notify.schoolEnding.title", message: "notify.schoolEnding.message" },
};

/** A payment or an ending plan can be a class's school licence (ADR 041): its words name the class. */
function wordsKind(n: NotificationWords) {
  if (n.type === "payment" && n.params.via === "coupon") return "coupon";
  if (n.type === "payment" && n.params.via === "school") return "school";
  if (n.type === "subscription" && n.params.via === "school") return "schoolEnding";
  return n.type;
}

export interface NotificationWords {
  type: NotificationType;
  params: NotificationParams;
  title?: string;
  message?: string;
}

export function notificationText(n: NotificationWords, language: Language): { title: string; message: string } {
  const keys = KEYS[wordsKind(n)];
  // The race notifications the close writes in SQL carry no params: their stored words stand.
  const needed = n.type === "race" ? ["name", "place"] : [];
  if (!keys || needed.some((k) => !(k in n.params))) return { title: n.title ?? "", message: n.message ?? "" };
  const t = translator(language);
  const words: Record<string, string | number> = { ...n.params };
  if (typeof n.params.date === "number") words.date = formatDate(n.params.date, language);
  return { title: t(keys.title, words), message: t(keys.message, words) };
}
