export type Later = string;
export const later = "c.later";
