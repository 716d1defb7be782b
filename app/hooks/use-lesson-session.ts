import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  ERROR_FLASH_MS,
  createLessonState,
  isFlashing,
  liveFigures,
  timerSeconds,
  typeKey,
  type Keystroke,
  type LessonState,
} from "~/core/lessons/lesson-engine";
import { ExternalStore, useStoreSelector } from "~/hooks/use-external-store";
import { playErrorSound } from "~/components/lesson/error-sound";
import { DEFAULT_CURRICULUM, type CurriculumId } from "~/core/lessons/curricula";
import { lessonListPath, resultPath } from "~/core/lessons/lessons";
import { updateUserLessonContract } from "~/core/lessons/lesson-api";
import { callApi } from "~/utils/api-client";
import { useCurrentUser } from "~/hooks/use-current-user";

const clock = () => Math.round(performance.now());

/**
 * The lesson engine outside React: a key changes the store, and only the parts that show what changed
 * render again (the text at once; figures and keyboard hint in the next frame), not the whole screen.
 */
export class LessonStore extends ExternalStore<LessonState> {
  constructor(private readonly text: string) {
    super(createLessonState(text));
  }

  press(key: string): void {
    const before = this.state.lastWrong;
    // A beep once per wrong key, in the key's own task.
    if (this.set(typeKey(this.state, key, clock())) && this.state.lastWrong !== before) playErrorSound();
  }

  reset(): void {
    this.set(createLessonState(this.text));
  }
}

export function useLessonStore(text: string): LessonStore {
  return useMemo(() => new LessonStore(text), [text]);
}

/** Whether the wrong key still flashes (for 300 ms after it); renders again when the flash ends. */
export function useFlashing(store: LessonStore): boolean {
  const lastWrong = useStoreSelector(store, (s) => s.lastWrong);
  const [, setEnded] = useState<object | null>(null);
  useEffect(() => {
    if (!lastWrong) return;
    const id = window.setTimeout(() => setEnded(lastWrong), Math.max(0, ERROR_FLASH_MS - (clock() - lastWrong.at)));
    return () => window.clearTimeout(id);
  }, [lastWrong]);
  return isFlashing(store.getState(), clock());
}

/** Live figures and the timer's seconds, on the browser's clock. */
export function lessonFigures(state: LessonState, now = clock()) {
  return { ...liveFigures(state, now), seconds: timerSeconds(state, now) };
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
