// Facts about the US QWERTY layout the English curriculum is built on (app/core/typing/layouts/en-us.ts).
// Which hand types a letter decides what a hold lesson may use.

/** Letters typed by the left hand (pinky to index, top, home and bottom rows). */
export const LEFT_HAND_EN = new Set([..."qwertasdfgzxcvb"]);
/** Letters typed by the right hand. */
export const RIGHT_HAND_EN = new Set([..."yuiophjklnm"]);

/** The marks the punctuation group teaches; before the first of them a sentence drops . , ? ! : " */
export const PUNCTUATION_EN = new Set([".", ",", "?", "!", "'", "-", ":", ";", '"', "(", ")", "$", "%", "@", "#", "&"]);
