// Extracts the normal and Shift states of a Microsoft keyboard page (MicrosoftDocs/globalization,
// keyboards/<name>.html) into <name>.json: one row per key, KeyboardEvent.code and code points. See README.md.
import fs from "node:fs";
const VK = {
  VK_OEM_3: "Backquote",
  VK_OEM_MINUS: "Minus",
  VK_OEM_PLUS: "Equal",
  VK_OEM_4: "BracketLeft",
  VK_OEM_6: "BracketRight",
  VK_OEM_5: "Backslash",
  VK_OEM_1: "Semicolon",
  VK_OEM_7: "Quote",
  VK_OEM_COMMA: "Comma",
  VK_OEM_PERIOD: "Period",
  VK_OEM_2: "Slash",
  VK_OEM_102: "IntlBackslash",
  VK_SPACE: "Space",
};
const codeOf = (vk) => VK[vk] ?? (/^VK_[A-Z]$/.test(vk) ? "Key" + vk.slice(3) : /^VK_[0-9]$/.test(vk) ? "Digit" + vk.slice(3) : null);
for (const name of process.argv.slice(2)) {
  const html = fs.readFileSync(name + ".html", "latin1");
  const out = {};
  for (const state of ["normallower", "shiftlower"]) {
    const start = html.indexOf(`DIV ID=${state} `);
    const end = html.indexOf("<DIV ID=", start + 10);
    const part = html.slice(start, end);
    const re = /popup\('(VK_[A-Z0-9_]+)<br\/>((?:U\+[0-9A-F]{4,5} [^<']*?(?:<br\/>)?)+)'\)/g;
    let m;
    while ((m = re.exec(part))) {
      const code = codeOf(m[1]);
      if (!code) {
        if (!/BACK|TAB|RETURN|CAPITAL|SHIFT|CONTROL|MENU|LWIN|APPS|RWIN/.test(m[1])) console.error("skip", m[1]);
        continue;
      }
      if (/Backspace|Tab key|Enter key/.test(m[2])) continue;
      const cps = [...m[2].matchAll(/U\+([0-9A-F]{4,5})/g)].map((x) => x[1]);
      (out[code] ??= { code, vk: m[1] })[state === "normallower" ? "base" : "shift"] = cps.map((c) => "U+" + c);
    }
  }
  fs.writeFileSync(name + ".json", JSON.stringify(Object.values(out), null, 1));
  console.log(name, Object.keys(out).length);
  // A listing to compare by eye with the page.
  for (const k of Object.values(out)) console.log(k.code.padEnd(13), (k.base || []).join("+").padEnd(14), (k.shift || []).join("+"));
}
