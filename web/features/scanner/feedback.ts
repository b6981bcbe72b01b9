let audio: AudioContext | null = null;

/**
 * `good`: a code taken as asked (one high beep, one buzz). `attention`: a code that needs a look
 * (a lower double beep, a double buzz), so a counter hears it without looking at the phone.
 */
export type FeedbackTone = 'good' | 'attention';

const listeners = new Set<(tone: FeedbackTone) => void>();

/** The open scanner shows what is heard: its frame turns green or orange with each tone. */
export function onScanFeedback(listener: (tone: FeedbackTone) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A short beep and a vibration where the browser allows them; silent otherwise. */
export function scanFeedback(tone: FeedbackTone = 'good'): void {
  for (const listener of listeners) listener(tone);
  try {
    const activated = navigator.userActivation?.hasBeenActive ?? false;
    if (!activated) return;
    const good = tone === 'good';
    if (typeof navigator.vibrate === 'function') navigator.vibrate(good ? 60 : [60, 80, 60]);
    const Context = globalThis.AudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = good ? 1200 : 440;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(audio.destination);
    const now = audio.currentTime;
    oscillator.start(now);
    if (!good) {
      // Two beeps: silent for a moment between them.
      gain.gain.setValueAtTime(0, now + 0.08);
      gain.gain.setValueAtTime(0.08, now + 0.16);
    }
    oscillator.stop(now + (good ? 0.08 : 0.24));
  } catch {
    // Feedback is a nicety: never let it break a scan.
  }
}
