// What people outside a class see of a class account (issue 30 §2, ADR 038): the given name and the
// initial of the father's name, "Болд Б." — enough to race and be congratulated, not enough to find
// the child. Mongolian names put the father's name first ("Батын Болд", "Б. Болд"), so the given name
// is the last word of two letters or more (as for login names, usernames.ts).

export function classAccountPublicName(name: string): string {
  const words = name.split(/[\s.,]+/u).filter(Boolean);
  const given = words.filter((w) => [...w].length >= 2).at(-1) ?? words.at(-1) ?? "";
  const other = words.find((w) => w !== given);
  const initial = other ? [...other][0].toLocaleUpperCase("mn") : "";
  return initial ? `${given} ${initial}.` : given;
}

/** A user's name as shown to anyone outside their class: the full name unless it is a class account. */
export function publicName(user: { name: string; classAccount?: boolean | null }): string {
  return user.classAccount ? classAccountPublicName(user.name) : user.name;
}
