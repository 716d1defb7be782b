// A notification's title and message in a UI language, from its type and params (the stored Mongolian
// title and message are the fallback, e.g. for type "system" or rows written before params existed).
import { formatDate } from "~/core/shared/dates";
import type { NotificationParams, NotificationType } from "~/core/social/notifications";
import { translator, type Language, type MessageKey } from "./index";

const KEYS: Partial<Record<NotificationType | "coupon", { title: MessageKey; message: MessageKey }>> = {
  friendRequest: { title: "notify.friendRequest.title", message: "notify.friendRequest.message" },
  friendAccepted: { title: "notify.friendAccepted.title", message: "notify.friendAccepted.message" },
  race: { title: "notify.race.title", message: "notify.race.message" },
  payment: { title: "notify.payment.title", message: "notify.payment.message" },
  coupon: { title: "notify.coupon.title", message: "notify.coupon.message" },
  subscription: { title: "notify.subscription.title", message: "notify.subscription.message" },
  certificate: { title: "notify.certificate.title", message: "notify.certificate.message" },
};

export interface NotificationWords {
  type: NotificationType;
  params: NotificationParams;
  title?: string;
  message?: string;
}

export function notificationText(n: NotificationWords, language: Language): { title: string; message: string } {
  const keys = KEYS[n.type === "payment" && n.params.via === "coupon" ? "coupon" : n.type];
  // The race notifications the close writes in SQL carry no params: their stored words stand.
  const needed = n.type === "race" ? ["name", "place"] : [];
  if (!keys || needed.some((k) => !(k in n.params))) return { title: n.title ?? "", message: n.message ?? "" };
  const t = translator(language);
  const words: Record<string, string | number> = { ...n.params };
  if (typeof n.params.date === "number") words.date = formatDate(n.params.date, language);
  return { title: t(keys.title, words), message: t(keys.message, words) };
}
