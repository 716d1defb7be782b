// qrcode 1.5.4's pure core: the symbol matrix without the PNG renderer that needs Node built-ins.
declare module "qrcode/lib/core/qrcode.js" {
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: "L" | "M" | "Q" | "H" },
  ): { modules: { size: number; get(row: number, col: number): number | boolean } };
}
