// Writes the text a keystroke changes (the typed echo, the keyboard's hint) into an element by editing
// its one text node in place. Setting textContent replaces that node, so the browser throws its layout
// object away and builds a new one on every key; editing the node's data keeps it (ADR 053).
export function writeText(el: HTMLElement, text: string): void {
  const only = el.firstChild;
  if (only instanceof Text && only === el.lastChild) {
    if (only.data !== text) only.data = text;
  } else if (el.textContent !== text) el.textContent = text;
}
