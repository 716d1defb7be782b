import { describe, expect, it } from "vitest";
import {
  EXAM_SITTINGS_PER_DAY,
  nextSittingAt,
  CERTIFICATE_MIN_WPM,
  certificateEligibility,
  isCertificateToken,
  judgeExam,
  maskEmail,
  maskPhone,
  tokenFromBytes,
  verificationUrl,
} from "./certificate";
import { attemptKey } from "../typing/plausibility";
import { createEngine, splitWords, type Keystroke } from "../typing/typing-engine";

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;

describe("certificateEligibility", () => {
  const paid = { endAt: NOW + 30 * DAY, completedLessons: 266 };
  it("266 lessons with an active plan is eligible; 265 is not", () => {
    expect(certificateEligibility(paid, NOW)).toEqual({ ok: true });
    expect(certificateEligibility({ ...paid, completedLessons: 265 }, NOW)).toEqual({ ok: false, reason: "lessons" });
    expect(certificateEligibility({ ...paid, completedLessons: 278 }, NOW)).toEqual({ ok: true });
  });
  it("an expired or never-paid plan is refused for payment first, whatever the lessons", () => {
    expect(certificateEligibility({ endAt: NOW - 1, completedLessons: 278 }, NOW)).toEqual({ ok: false, reason: "payment" });
    expect(certificateEligibility({ endAt: null, completedLessons: 100 }, NOW)).toEqual({ ok: false, reason: "payment" });
    // The plan's last millisecond still counts.
    expect(certificateEligibility({ endAt: NOW, completedLessons: 266 }, NOW)).toEqual({ ok: true });
  });
  it("an admin needs no plan but still the lessons", () => {
    expect(certificateEligibility({ endAt: null, role: "admin", completedLessons: 266 }, NOW)).toEqual({ ok: true });
    expect(certificateEligibility({ endAt: null, role: "admin", completedLessons: 10 }, NOW)).toEqual({ ok: false, reason: "lessons" });
  });
});

const TEXT = "Монгол орон бол өвөрмөц байгаль, баялаг түүх, соёлтой орон юм. Өргөн тал нутагт малчид дөрвөн улирлын турш нүүдэллэн амьдардаг.";
const GAPS = [0.6, 1.4, 0.8, 1.2, 1.0, 0.7, 1.3, 0.9, 1.1, 1.0];

/** The text typed through the engine at about `msPerKey`, the first `wrong` words with a wrong first letter. */
function typed(msPerKey: number, wrong = 0): Keystroke[] {
  let state = createEngine(TEXT);
  let time = 0;
  let i = 0;
  splitWords(TEXT).forEach((word, w) => {
    const chars = w < wrong ? "ж" + word.slice(1) : word;
    for (const ch of w === 0 ? chars : " " + chars) {
      state = attemptKey(state, { key: ch, time });
      time += Math.round(msPerKey * GAPS[i++ % GAPS.length]);
    }
  });
  return [...state.log];
}
const end = (log: Keystroke[]) => log[log.length - 1].t;

describe("judgeExam", () => {
  it("passes a clean attempt at a person's pace with the shared rule's figures", () => {
    const log = typed(150);
    const verdict = judgeExam(TEXT, log, end(log));
    expect(verdict.passed).toBe(true);
    expect(verdict.result).toMatchObject({ accuracy: 100, characters: TEXT.length });
    expect(verdict.result!.wpm).toBeGreaterThanOrEqual(70);
  });
  it("fails below the speed mark, keeping the figures", () => {
    const log = typed(400);
    const verdict = judgeExam(TEXT, log, end(log));
    expect(verdict).toMatchObject({ passed: false, reason: "slow" });
    expect(verdict.result!.wpm).toBeLessThan(CERTIFICATE_MIN_WPM);
  });
  it("speed at the mark passes: 35 WPM exactly", () => {
    // 35 WPM = 175 characters a minute: one key every 60000/175 ms.
    const log = typed(60_000 / 175);
    const verdict = judgeExam(TEXT, log, end(log));
    expect(verdict.result!.wpm).toBe(35);
    expect(verdict.passed).toBe(true);
  });
  it("fails below the accuracy mark (2 wrong words of 19 = 89 %) and passes at 1 wrong word (95 %)", () => {
    const two = typed(150, 2);
    expect(judgeExam(TEXT, two, end(two))).toMatchObject({ passed: false, reason: "inaccurate", result: { accuracy: 89 } });
    const one = typed(150, 1);
    expect(judgeExam(TEXT, one, end(one))).toMatchObject({ passed: true, result: { accuracy: 95 } });
  });
  it("an attempt below the plausibility rule's own accuracy floor is reported as inaccurate", () => {
    const log = typed(150, 8);
    expect(judgeExam(TEXT, log, end(log))).toMatchObject({ passed: false, reason: "inaccurate" });
  });
  it("refuses what the shared plausibility rule refuses: unfinished, a wrong duration, a machine's even keys", () => {
    const log = typed(150);
    expect(judgeExam(TEXT, log.slice(0, -5), end(log))).toMatchObject({ passed: false, reason: "not-the-text" });
    expect(judgeExam(TEXT, log, end(log) + 10_000)).toMatchObject({ passed: false, reason: "duration" });
    let state = createEngine(TEXT);
    [...splitWords(TEXT).join(" ")].forEach((ch, i) => (state = attemptKey(state, { key: ch, time: i * 80 })));
    expect(judgeExam(TEXT, state.log, end([...state.log]))).toMatchObject({ passed: false, reason: "too-even" });
    expect(judgeExam("другой текст", log, end(log))).toMatchObject({ passed: false });
  });
});

describe("tokens and the public view", () => {
  it("16 bytes make a 22-character base64url token; anything else is not a token", () => {
    const token = tokenFromBytes(new Uint8Array(16).fill(255));
    expect(token).toBe("_____________________w");
    expect(isCertificateToken(token)).toBe(true);
    expect(tokenFromBytes(new Uint8Array([0, 1, 2]))).toBe("AAEC");
    for (const bad of ["", "short", "x".repeat(23), "a".repeat(21) + "=", 42, null]) expect(isCertificateToken(bad)).toBe(false);
  });
  it("builds the verification address", () => {
    expect(verificationUrl("https://bichee.mn/", "abc")).toBe("https://bichee.mn/check-certificate?token=abc");
  });
  it("masks e-mail to its first letter and domain, and the phone to its last two digits", () => {
    expect(maskEmail("onormaa@gmail.com")).toBe("o***@gmail.com");
    expect(maskEmail("өнөр@mail.mn")).toBe("ө***@mail.mn");
    expect(maskEmail(null)).toBeNull();
    expect(maskPhone("99112233")).toBe("******33");
    expect(maskPhone("7")).toBe("*");
    expect(maskPhone(null)).toBeNull();
  });
});

describe("nextSittingAt: three sittings in any 24 hours", () => {
  const now = Date.UTC(2026, 10, 27, 6);
  const hour = 3_600_000;
  it("opens now while fewer than three opened in the last 24 hours (older ones do not count)", () => {
    expect(nextSittingAt([], now)).toBeNull();
    expect(nextSittingAt([now - hour, now - 2 * hour], now)).toBeNull();
    expect(nextSittingAt([now - hour, now - 2 * hour, now - 24 * hour], now)).toBeNull();
  });
  it("after the third, waits until the oldest of the three is 24 hours old", () => {
    expect(nextSittingAt([now - 5 * hour, now - hour, now - 3 * hour], now)).toBe(now + 19 * hour);
    expect(EXAM_SITTINGS_PER_DAY).toBe(3);
  });
});
