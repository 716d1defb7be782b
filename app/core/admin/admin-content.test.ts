// The content forms as the browser and the action run them: through conform's parser (ADR 018).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ADMIN_IMAGE_MAX_BYTES, BannerFormSchema, CouponBatchSchema, PrizeRaceFormSchema, splitParagraphs, textFormSchema } from "./admin-content";

const TextFormSchema = textFormSchema(new Set(["ᠠᠮᠪᠠ", "ᠡᠪ"]));

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
function errorsOf(submission: { error?: Record<string, string[] | null> | null }) {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) out[key] = messages[0];
  return out;
}

const race = {
  name: "Өвлийн уралдаан",
  language: "mn",
  startDay: "2026-12-01",
  startTime: "09:00",
  endDay: "2026-12-07",
  endTime: "21:00",
  minPoint: "0",
  maxPoint: "5000",
  limitWpm: "120",
  texts: "Өглөө эрт босоод хичээлдээ явлаа.\n\nХар морь хурдан давхина.",
};

describe("PrizeRaceFormSchema", () => {
  it("turns the form into the race: instants in Ulaanbaatar, numbers, one text per paragraph", () => {
    const s = parseWithZod(form(race), { schema: PrizeRaceFormSchema });
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value).toMatchObject({
      name: "Өвлийн уралдаан",
      startAt: Date.parse("2026-12-01T09:00+08:00"),
      endAt: Date.parse("2026-12-07T21:00+08:00"),
      minPoint: 0,
      maxPoint: 5000,
      limitWpm: 120,
      texts: ["Өглөө эрт босоод хичээлдээ явлаа.", "Хар морь хурдан давхина."],
    });
    expect(s.value.image).toBeUndefined();
  });

  it.each([
    [{ name: "" }, "name", "content.error.required"],
    [{ startDay: "2026-02-30" }, "startDay", "content.error.day"],
    [{ endTime: "25:00" }, "endTime", "content.error.time"],
    [{ limitWpm: "0" }, "limitWpm", "content.error.number"],
    [{ limitWpm: "abc" }, "limitWpm", "content.error.number"],
    [{ maxPoint: "" }, "maxPoint", "content.error.number"],
    [{ language: "de" }, "language", "content.error.language"],
  ])("refuses %o on %s with %s", (patch, field, message) => {
    expect(errorsOf(parseWithZod(form({ ...race, ...patch }), { schema: PrizeRaceFormSchema }))[field]).toBe(message);
  });

  it("refuses an end before the start, a max below the min and an empty text pool", () => {
    expect(errorsOf(parseWithZod(form({ ...race, endDay: "2026-12-01", endTime: "08:59" }), { schema: PrizeRaceFormSchema }))).toEqual({
      endDay: "content.error.endBeforeStart",
    });
    expect(errorsOf(parseWithZod(form({ ...race, minPoint: "100", maxPoint: "50" }), { schema: PrizeRaceFormSchema }))).toEqual({
      maxPoint: "content.error.maxBelowMin",
    });
    expect(errorsOf(parseWithZod(form({ ...race, texts: " \n\n " }), { schema: PrizeRaceFormSchema }))).toEqual({ texts: "content.error.textsRequired" });
  });

  it("refuses Latin look-alikes in a Mongolian race's texts and name, not in an English race", () => {
    expect(errorsOf(parseWithZod(form({ ...race, texts: "Хар мoрь" }), { schema: PrizeRaceFormSchema }))).toEqual({ texts: "content.error.lookalike" });
    expect(errorsOf(parseWithZod(form({ ...race, name: "Xаврын уралдаан" }), { schema: PrizeRaceFormSchema }))).toEqual({ name: "content.error.lookalike" });
    expect(parseWithZod(form({ ...race, language: "en", name: "Winter race", texts: "Quick brown fox." }), { schema: PrizeRaceFormSchema }).status).toBe(
      "success",
    );
  });

  it("takes an image up to the limit", () => {
    const file = (n: number) => new File([new Uint8Array(n)], "race.png", { type: "image/png" });
    expect(parseWithZod(form({ ...race, image: file(1000) }), { schema: PrizeRaceFormSchema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({ ...race, image: file(ADMIN_IMAGE_MAX_BYTES + 1) }), { schema: PrizeRaceFormSchema }))).toEqual({
      image: "content.error.imageTooBig",
    });
    // An empty file input is "no new image", not an error.
    expect(parseWithZod(form({ ...race, image: file(0) }), { schema: PrizeRaceFormSchema }).status).toBe("success");
  });
});

describe("TextFormSchema", () => {
  it("folds spaces and keeps level and language", () => {
    const s = parseWithZod(form({ level: "middle", language: "mn", body: "  Сайн\n байна  уу " }), { schema: TextFormSchema });
    expect(s.status === "success" && s.value).toEqual({ level: "middle", language: "mn", body: "Сайн байна уу" });
  });
  it("refuses look-alikes in Mongolian, an unknown level and an empty body", () => {
    expect(errorsOf(parseWithZod(form({ level: "middle", language: "mn", body: "Сайн xүн" }), { schema: TextFormSchema }))).toEqual({
      body: "content.error.lookalike",
    });
    expect(errorsOf(parseWithZod(form({ level: "prize", language: "mn", body: "Сайн" }), { schema: TextFormSchema }))).toEqual({
      level: "content.error.level",
    });
    expect(errorsOf(parseWithZod(form({ level: "begin", language: "en", body: "" }), { schema: TextFormSchema }))).toEqual({ body: "content.error.required" });
    expect(parseWithZod(form({ level: "begin", language: "en", body: "Hello there" }), { schema: TextFormSchema }).status).toBe("success");
  });

  it("takes a script text of vetted words only, with no Cyrillic or Latin letter (issue 32)", () => {
    expect(parseWithZod(form({ level: "begin", language: "mn-Mong", body: "ᠠᠮᠪᠠ ᠡᠪ\nᠠᠮᠪᠠ" }), { schema: TextFormSchema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({ level: "begin", language: "mn-Mong", body: "ᠠᠮᠪᠠ ᠠᠮᠪ" }), { schema: TextFormSchema }))).toEqual({
      body: "content.error.scriptWords",
    });
    expect(errorsOf(parseWithZod(form({ level: "begin", language: "mn-Mong", body: "ᠠᠮᠪᠠ амба" }), { schema: TextFormSchema }))).toEqual({
      body: "content.error.scriptLetters",
    });
    expect(errorsOf(parseWithZod(form({ level: "begin", language: "fr", body: "ᠠᠮᠪᠠ" }), { schema: TextFormSchema }))).toEqual({
      language: "content.error.language",
    });
  });
});

describe("CouponBatchSchema", () => {
  it.each([
    [{ months: "3", count: "10" }, true],
    [{ months: "0", count: "10" }, false],
    [{ months: "3", count: "501" }, false],
    [{ months: "1.5", count: "3" }, false],
    [{ months: "", count: "3" }, false],
  ])("%o → %s", (fields, ok) => {
    expect(parseWithZod(form(fields), { schema: CouponBatchSchema }).status === "success").toBe(ok);
  });
});

describe("BannerFormSchema", () => {
  const png = new File([new Uint8Array(10)], "b.png", { type: "image/png" });
  it("saves a link in the form the redirect rule gives back", () => {
    const saved = parseWithZod(form({ alt: "Уралдаан", link: " /create-race/мон ", image: png }), { schema: BannerFormSchema });
    expect(saved.status === "success" && saved.value.link).toBe("/create-race/%D0%BC%D0%BE%D0%BD");
  });

  it("needs an image and alt text; the link is a local path or https", () => {
    expect(parseWithZod(form({ alt: "Хаврын хямдрал", link: "/payment", image: png }), { schema: BannerFormSchema }).status).toBe("success");
    expect(parseWithZod(form({ alt: "Хаврын хямдрал", link: "", image: png }), { schema: BannerFormSchema }).status).toBe("success");
    expect(errorsOf(parseWithZod(form({ alt: "Хямдрал", link: "javascript:alert(1)", image: png }), { schema: BannerFormSchema }))).toEqual({
      link: "content.error.link",
    });
    expect(errorsOf(parseWithZod(form({ alt: "Хямдрал", link: "//evil.example", image: png }), { schema: BannerFormSchema }))).toEqual({
      link: "content.error.link",
    });
    // Paths that browsers read as another host (ADR 031).
    for (const link of ["/\\evil.example", "/\t/evil.example", "/%09/evil.example", "/.//evil.example", "https://user@evil.example"]) {
      expect(errorsOf(parseWithZod(form({ alt: "Хямдрал", link, image: png }), { schema: BannerFormSchema })), link).toEqual({ link: "content.error.link" });
    }
    expect(errorsOf(parseWithZod(form({ alt: "", image: new File([], "") }), { schema: BannerFormSchema }))).toEqual({
      alt: "content.error.required",
      image: "content.error.imageRequired",
    });
  });
});

describe("splitParagraphs", () => {
  it("splits on blank lines and folds the rest", () => {
    expect(splitParagraphs("a b\nc\n\n\n  d  \n\n")).toEqual(["a b c", "d"]);
  });
});
