// A short low beep for a wrong key, made with WebAudio so no sound file is needed.
let context: AudioContext | null = null;

export function playErrorSound() {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = "square";
    osc.frequency.setValueAtTime(196, now);
    gain.gain.setValueAtTime(0.06, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.12);
    osc.connect(gain).connect(context.destination);
    osc.start(now);
    osc.stop(now + 0.12);
  } catch {
    // No audio (an old browser, or a test runner): the visual flash still tells the learner.
  }
}
