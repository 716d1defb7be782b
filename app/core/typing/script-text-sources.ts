// Where each entry of the look-alike table (script-text.ts LOOK_ALIKES) comes from. Kept apart from the
// table so the sources' text stays out of the typing pages' bundle (ADR 045's first-load budget);
// script-text.test.ts checks every entry has one.
export const LOOK_ALIKE_SOURCES: Readonly<Record<string, string>> = {
  "nnbsp-for-particle-mvs":
    "mongfontbuilder (the reference implementation of UTN #57), web/docs/architecture.mdx: NNBSP is used " +
    "'to represent and present particles', its use 'discouraged in preference for the MVS'; its core-hud " +
    "tests write the particle gap '-' and the chachlag gap '_' (content/script/wordlist/README.md).",
};
