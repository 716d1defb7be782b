import { useCallback, useEffect, useRef } from "react";

/** Short WebAudio tones for each word: a bright one when correct, a low one on an error. No audio files. */
export function useRaceSounds() {
  const ctx = useRef<AudioContext | null>(null);
  useEffect(() => () => void ctx.current?.close().catch(() => {}), []);

  const tone = useCallback((frequency: number, ms: number, type: OscillatorType) => {
    try {
      // Created on the first key press, which browsers require before audio may start.
      ctx.current ??= new AudioContext();
      const ac = ctx.current;
      const osc = ac.createOscillator();
      const gain = ac.createGain();
      osc.type = type;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, ac.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.0001, ac.currentTime + ms / 1000);
      osc.connect(gain).connect(ac.destination);
      osc.start();
      osc.stop(ac.currentTime + ms / 1000);
    } catch {
      // No audio (autoplay policy or no device): the visual marker still shows.
    }
  }, []);

  return {
    correct: useCallback(() => tone(880, 60, "sine"), [tone]),
    error: useCallback(() => tone(196, 140, "square"), [tone]),
  };
}
