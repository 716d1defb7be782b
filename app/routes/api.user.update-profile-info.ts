import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateProfileInfoContract } from "~/core/accounts/account-api";
import { createDb } from "~/db/client.server";
import { updatePhone } from "~/models/accounts/users.server";
import { requireApiUser } from "~/utils/auth.server";
import { firstIssueMessage, postOnly } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireApiUser(request, context.cloudflare.env);
  const parsed = await parseRequest(updateProfileInfoContract, request);
  if (!parsed.success) return reply(updateProfileInfoContract, 400, { result: false, message: firstIssueMessage(request, parsed.error) });
  await updatePhone(createDb(context.cloudflare.env.DB), user.id, parsed.data.phone);
  return reply(updateProfileInfoContract, 200, { result: true, data: { phone: parsed.data.phone } });
}

export const loader = postOnly;
