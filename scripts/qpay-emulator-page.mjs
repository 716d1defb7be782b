// The emulator's one page: every invoice it holds, newest first, with a "mark paid" button and an
// amount box (change it to simulate a wrong amount). It reloads itself while nothing is focused.
const escape = (value) => String(value).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]);

function row(invoice, highlighted) {
  const paid = invoice.payments.filter((p) => p.payment_status === "PAID");
  const payments = paid.map((p) => `${escape(p.payment_amount)} ₮ (#${escape(p.payment_id)})`).join(", ") || "—";
  const callbacks = invoice.callbacks.map((c) => `${escape(c.status)} ${escape(c.body)}`).join("<br>") || "—";
  const form =
    invoice.status === "CANCELLED"
      ? "cancelled"
      : `<!-- the hidden 0 comes first so a ticked box (a later 1) wins -->
        <form method="post" action="/emulator/invoices/${encodeURIComponent(invoice.invoice_id)}/pay">
          <label>amount <input name="amount" type="number" min="1" value="${escape(invoice.amount)}" data-testid="emulator-amount"></label>
          <input type="hidden" name="callback" value="0">
          <label><input type="checkbox" name="callback" value="1" checked> call back</label>
          <button type="submit" data-testid="emulator-pay">Mark paid</button>
        </form>`;
  return `<tr${highlighted ? ' class="hl"' : ""} data-invoice="${escape(invoice.invoice_id)}">
    <td><code>${escape(invoice.sender_invoice_no)}</code><br><small>${escape(invoice.invoice_id)}</small></td>
    <td>${escape(invoice.invoice_description)}</td>
    <td>${escape(invoice.amount)} ₮</td>
    <td>${escape(invoice.status)}</td>
    <td>${payments}</td>
    <td>${callbacks}</td>
    <td>${form}</td>
  </tr>`;
}

export function renderEmulatorPage(invoices, highlight) {
  const rows = invoices.map((invoice) => row(invoice, invoice.invoice_id === highlight)).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>QPay emulator</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 24px; color: #1d2430; }
  table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #d8dde6; padding: 8px; text-align: left; vertical-align: top; }
  tr.hl { background: #fff6d6; } small { color: #5b6576; } form { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
  input[type=number] { width: 7em; } button { font: inherit; padding: 4px 12px; }
</style></head>
<body>
<h1>QPay emulator</h1>
<p>Local stand-in for the QPay merchant API v2 (<code>/v2/auth/token</code>, <code>/v2/auth/refresh</code>,
<code>/v2/invoice</code>, <code>/v2/payment/check</code>, <code>DELETE /v2/invoice/{id}</code>). "Mark paid" records a
payment and calls the invoice's callback URL; change the amount to simulate a wrong payment. From a shell:
<code>npm run qpay:pay -- latest</code>.</p>
<table><thead><tr><th>invoice</th><th>description</th><th>amount</th><th>status</th><th>payments</th><th>callbacks</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No invoices yet: choose a plan on /payment.</td></tr>'}</tbody></table>
<script>
  // Show new invoices without a manual reload, but never while someone is editing an amount.
  setInterval(() => { if (document.activeElement === document.body) location.reload(); }, 3000);
</script>
</body></html>`;
}
