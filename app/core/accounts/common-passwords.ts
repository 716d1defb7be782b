// The 1,000 most common passwords, in rank order (common-passwords.json), taken from the password list of
// @zxcvbn-ts/language-common 4.1.3 (MIT: Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.;
// Copyright (c) 2021 @zxcvbn-ts). Import it from server code only, to keep it out of the browser bundle.
import list from "./common-passwords.json";

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(list.map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_COUNT = list.length;

/** Case-insensitive: "Password" is as guessable as "password". */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
