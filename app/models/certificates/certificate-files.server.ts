// The certificate PDF in R2 (issue 16 §3): made once in the Worker, stored under certificates/ in the
// IMAGES bucket (the avatars' bucket, another prefix), and served from there ever after.
import { makeCertificatePdf, type CertificateFonts } from "~/services/certificate-pdf.server";
import { verificationUrl } from "~/core/certificates/certificate";
import type { CertificateRow } from "./certificates.server";

/** The font files ship with the static assets (public/fonts); the Worker reads them through ASSETS. */
const FONT_PATHS = { regular: "/fonts/DejaVuSerif.ttf", bold: "/fonts/DejaVuSerif-Bold.ttf" } as const;

// One isolate serves many requests: the fonts are fetched once per isolate.
let fontsOnce: Promise<CertificateFonts> | null = null;

async function fetchFont(env: Env, path: string): Promise<ArrayBuffer> {
  const res = await env.ASSETS.fetch(new Request(new URL(path, "https://assets.local")));
  if (!res.ok) throw new Error(`font ${path}: ${res.status}`);
  return res.arrayBuffer();
}

export function certificateFonts(env: Env): Promise<CertificateFonts> {
  fontsOnce ??= Promise.all([fetchFont(env, FONT_PATHS.regular), fetchFont(env, FONT_PATHS.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error) => {
      fontsOnce = null;
      throw error;
    });
  return fontsOnce;
}

export const certificatePdfKey = (token: string) => `certificates/${token}.pdf`;

/** The stored PDF, made and stored first if this is its first download. */
export async function certificatePdf(env: Env, row: CertificateRow, name: string, origin: string): Promise<ReadableStream | ArrayBuffer> {
  const key = certificatePdfKey(row.token);
  const stored = await env.IMAGES.get(key);
  if (stored) return stored.body;
  const bytes = await makeCertificatePdf(
    { id: row.id, name, wpm: row.wpm, accuracy: row.accuracy, start: row.startAt, end: row.endAt, url: verificationUrl(origin, row.token) },
    await certificateFonts(env),
  );
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
