// Writes text into an element the way the keyboard's painter needs it on every key: the element's one
// text node is edited in place. Setting textContent replaces that node, so the browser throws its
// layout object away and builds a new one on every key; editing the node's data keeps it (ADR 053).
export function writeText(el: HTMLElement, text: string): void {
  const only = el.firstChild;
  if (only !== null && only === el.lastChild && only.nodeType === Node.TEXT_NODE) {
    if ((only as Text).data !== text) (only as Text).data = text;
  } else if (el.textContent !== text) el.textContent = text;
}
