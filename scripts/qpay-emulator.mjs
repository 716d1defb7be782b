#!/usr/bin/env node
// A local QPay (merchant API v2) on 127.0.0.1 so a person can pay for a plan without a bank.
//   node scripts/qpay-emulator.mjs                      serve (port: QPAY_EMULATOR_PORT, default 8790)
//   node scripts/qpay-emulator.mjs list                 the invoices it holds
//   node scripts/qpay-emulator.mjs pay <id|latest> [--amount N] [--no-callback]
// Serving options from the environment: QPAY_EMULATOR_QR_IMAGE=0 (answer without qr_image),
// QPAY_EMULATOR_CALLBACKS=0 (never call callback URLs). Open http://127.0.0.1:8790/ for the page.
import { createServer } from "node:http";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { createQPayEmulator, EMULATOR_DEFAULTS } from "./qpay-emulator-core.mjs";

/** Serves the emulator's fetch-style handler over Node's http module; resolves once listening. */
export function serveEmulator({ port = EMULATOR_DEFAULTS.port, host = "127.0.0.1", ...options } = {}) {
  const emulator = createQPayEmulator(options);
  const server = createServer(async (req, res) => {
    try {
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(`http://${req.headers.host ?? `${host}:${port}`}${req.url}`, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v ? [[k, v]] : [])),
        body: hasBody ? Readable.toWeb(req) : undefined,
        duplex: "half",
      });
      const response = await emulator.handle(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: "EMULATOR_ERROR", message: String(error) }));
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve({ server, emulator, port: server.address().port }));
  });
}

async function cli(args) {
  const port = Number(process.env.QPAY_EMULATOR_PORT || EMULATOR_DEFAULTS.port);
  const base = `http://127.0.0.1:${port}`;
  const [command, target] = args;
  if (command === "list") {
    const invoices = await (await fetch(`${base}/emulator/invoices`)).json();
    for (const i of invoices) console.log(`${i.invoice_id}  ${i.sender_invoice_no}  ${i.amount} ₮  ${i.status}`);
    if (invoices.length === 0) console.log("No invoices yet.");
    return;
  }
  if (command === "pay") {
    if (!target) throw new Error("Usage: qpay-emulator.mjs pay <invoice id | sender invoice no | latest> [--amount N] [--no-callback]");
    const amountAt = args.indexOf("--amount");
    const body = { callback: !args.includes("--no-callback"), ...(amountAt > 0 ? { amount: Number(args[amountAt + 1]) } : {}) };
    const res = await fetch(`${base}/emulator/invoices/${encodeURIComponent(target)}/pay`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const result = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${result.error}`);
    console.log(`Paid ${result.invoice.invoice_id} (${result.invoice.sender_invoice_no}).`);
    if (result.callback) console.log(`Callback answered ${result.callback.status} ${result.callback.body}`);
    return;
  }
  const { port: listening } = await serveEmulator({
    port,
    qrImage: process.env.QPAY_EMULATOR_QR_IMAGE !== "0",
    callbacks: process.env.QPAY_EMULATOR_CALLBACKS !== "0",
    log: (line) => console.log(`[qpay-emulator] ${line}`),
  });
  console.log(`[qpay-emulator] QPay v2 emulator on http://127.0.0.1:${listening}/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  cli(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
