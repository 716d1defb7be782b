// Reads the text back out of a PDF that pdf-lib wrote with embedded (Type0, Identity-H) fonts:
// each Tj's glyph ids are mapped through the font's own ToUnicode CMap, as a PDF reader would.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from "pdf-lib";

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");
const utf16 = (hex: string) => {
  let out = "";
  for (let i = 0; i < hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function streamText(doc: PDFDocument, ref: unknown): string {
  const object = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
  if (!(object instanceof PDFRawStream)) throw new Error("not a stream");
  return latin1(decodePDFRawStream(object).decode());
}

/** glyph id (hex) → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(src.toUpperCase(), utf16(dst));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const base = parseInt(dst, 16);
      for (let code = parseInt(lo, 16); code <= parseInt(hi, 16); code++) {
        map.set(code.toString(16).toUpperCase().padStart(lo.length, "0"), String.fromCodePoint(base + code - parseInt(lo, 16)));
      }
    }
  }
  return map;
}

/** The text of every Tj on every page, one line per Tj. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const toUnicode = font.get(PDFName.of("ToUnicode"));
      if (toUnicode) fonts.set(name.asString(), parseCMap(streamText(doc, toUnicode)));
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = parts.map((p) => streamText(doc, p)).join("\n");
    let current: Map<string, string> | undefined;
    for (const m of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) current = fonts.get(m[1]);
      else if (current) lines.push((m[2].match(/.{4}/g) ?? []).map((code) => current!.get(code.toUpperCase()) ?? "\uFFFD").join(""));
    }
  }
  return lines.join("\n");
}
