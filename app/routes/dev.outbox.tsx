import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { desc } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { isLocal } from "~/utils/settings.server";

export const meta: MetaFunction = () => [{ title: "Outbox (local)" }];

// Local development only: the e-mails the outbox mailer "sent", newest first. 404 in production.
export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isLocal(env)) throw new Response(null, { status: 404 });
  const messages = await createDb(env.DB).select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(50);
  return { messages };
}

export default function Outbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <h1>Outbox</h1>
      {messages.length === 0 ? <p>No e-mail yet.</p> : null}
      {messages.map((m) => (
        <article key={m.id} className="card" data-testid="outbox-message">
          <p>
            <strong>To:</strong> <span data-testid="outbox-to">{m.to}</span> · {new Date(m.createdAt).toISOString()}
          </p>
          <h2>{m.subject}</h2>
          <p data-testid="outbox-text" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {m.text}
          </p>
        </article>
      ))}
    </div>
  );
}
