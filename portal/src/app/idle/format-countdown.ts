/** The time-out countdown as minutes and seconds, `m:ss` (access spec §2: shown as minutes and seconds). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
