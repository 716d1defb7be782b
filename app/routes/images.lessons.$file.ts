import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { lessonPictureResponse } from "~/models/lessons/lesson-pictures.server";
import { requestTranslator } from "~/utils/request.server";

/** /images/lessons/lesson-<id>.svg and /images/lessons/group-<id>.svg (SPEC §7 lesson `url`). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return lessonPictureResponse(createDb(context.cloudflare.env.DB), requestTranslator(request), params.file ?? "");
}
