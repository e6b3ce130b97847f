import { useEffect, useRef, useState } from 'react';

const BEEP_EVERY_MS = 2500;
const MUTE_MS = 5 * 60_000;

/** A short two-tone beep through Web Audio (no sound file to ship); silent where the browser forbids it. */
function beep(context: AudioContext): void {
  const now = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 660],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, now + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + offset);
    oscillator.stop(now + offset + 0.17);
  }
}

/**
 * The console beeps while any critical alert waits for a person, a device's or a camera's (`ringing`
 * counts them all), until they are acknowledged or the person mutes it for five minutes.
 */
export function useAlarmSound(ringing: number): { muted: boolean; mute: () => void } {
  const [mutedUntil, setMutedUntil] = useState(0);
  const audio = useRef<AudioContext | null>(null);
  const muted = mutedUntil > Date.now();

  useEffect(() => {
    if (ringing === 0 || muted) return;
    const ring = () => {
      try {
        audio.current ??= new AudioContext();
        if (audio.current.state === 'suspended') void audio.current.resume();
        beep(audio.current);
      } catch {
        // No audio here (a test browser, a policy): the lasting notifications still show.
      }
    };
    ring();
    const timer = setInterval(ring, BEEP_EVERY_MS);
    const unmute =
      mutedUntil > 0 ? setTimeout(() => setMutedUntil(0), Math.max(0, mutedUntil - Date.now())) : undefined;
    return () => {
      clearInterval(timer);
      if (unmute) clearTimeout(unmute);
    };
  }, [ringing, muted, mutedUntil]);

  return { muted, mute: () => setMutedUntil(Date.now() + MUTE_MS) };
}
