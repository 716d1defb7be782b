import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ERROR_FLASH_MS, createLessonState, elapsedMs, isFlashing, liveFigures, typeKey, type Keystroke, type LessonState } from "~/core/lessons/lesson-engine";
import { playErrorSound } from "~/components/lesson/error-sound";
import { DEFAULT_CURRICULUM, type CurriculumId } from "~/core/lessons/curricula";
import { lessonListPath, resultPath } from "~/core/lessons/lessons";
import { updateUserLessonContract } from "~/core/lessons/lesson-api";
import { callApi } from "~/utils/api-client";
import { useCurrentUser } from "~/hooks/use-current-user";

const clock = () => Math.round(performance.now());

/** The lesson engine in React: keys in, live figures out, a 1-second tick while the timer runs. */
export function useLessonSession(text: string) {
  const [state, setState] = useState<LessonState>(() => createLessonState(text));
  const [, setTick] = useState(0);
  const rerender = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (state.status !== "running") return;
    const id = window.setInterval(rerender, 1000);
    return () => window.clearInterval(id);
  }, [state.status, rerender]);

  // The wrong key flashes for 300 ms and a beep plays once per wrong key.
  useEffect(() => {
    if (!state.lastWrong) return;
    playErrorSound();
    const id = window.setTimeout(rerender, ERROR_FLASH_MS);
    return () => window.clearTimeout(id);
  }, [state.lastWrong, rerender]);

  const press = useCallback((key: string) => setState((s) => typeKey(s, key, clock())), []);
  const reset = useCallback(() => setState(createLessonState(text)), [text]);

  const now = clock();
  return {
    state,
    press,
    reset,
    figures: liveFigures(state, now),
    flashing: isFlashing(state, now),
    /** Seconds on the timer: it starts at 1 with the first key (SPEC §4). */
    seconds: state.startedAt === null ? 0 : Math.floor(elapsedMs(state, now) / 1000) + 1,
  };
}

function newAttemptId() {
  return crypto.randomUUID();
}

/**
 * Posts a finished lesson (the server replays the keys) and goes to the result screen. With no
 * connection a signed-in learner's result is kept on the device under the same attempt id and sent
 * when the line is back (ADR 044): status "queued".
 */
export function useSubmitLesson(lessonId: number, level: number, curriculum: CurriculumId = DEFAULT_CURRICULUM) {
  const navigate = useNavigate();
  const userId = useCurrentUser()?.id ?? null;
  const [status, setStatus] = useState<"idle" | "saving" | "error" | "queued">("idle");
  // One id per attempt: posting the same attempt again (after a network error) is recorded once.
  // Made once, not on every render (a key renders the screen).
  const [firstAttempt] = useState(newAttemptId);
  const attemptId = useRef(firstAttempt);
  const submit = useCallback(
    async (keystrokes: readonly Keystroke[]) => {
      setStatus("saving");
      const body = { lessonId, attemptId: attemptId.current, keystrokes: keystrokes.map(([key, t]): [string, number] => [key, t]) };
      const answer = await callApi(updateUserLessonContract, body);
      if (!answer.ok && answer.error.kind === "offline" && userId !== null) {
        const { queueResult } = await import("~/components/offline/offline-queue");
        await queueResult({ id: body.attemptId, kind: "lesson", userId, body, lesson: { curriculum, level } });
        return setStatus("queued");
      }
      if (answer.ok && answer.status === 402) return navigate(lessonListPath({ id: curriculum }, { gate: "payment", lesson: lessonId }));
      if (!answer.ok || answer.status !== 200) return setStatus("error");
      navigate(resultPath(level, { id: curriculum }));
    },
    [lessonId, level, curriculum, navigate, userId],
  );
  const newAttempt = useCallback(() => {
    attemptId.current = newAttemptId();
    setStatus("idle");
  }, []);
  return { status, submit, newAttempt };
}
