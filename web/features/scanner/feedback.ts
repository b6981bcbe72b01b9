let audio: AudioContext | null = null;

/** A short beep and a vibration where the browser allows them; silent otherwise. */
export function scanFeedback(): void {
  try {
    const activated = navigator.userActivation?.hasBeenActive ?? false;
    if (!activated) return;
    if (typeof navigator.vibrate === 'function') navigator.vibrate(60);
    const Context = globalThis.AudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 1200;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.08);
  } catch {
    // Feedback is a nicety: never let it break a scan.
  }
}
