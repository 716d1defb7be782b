export const shown = "a.one";
