/**
 * How long a settled change's outcome (and the answer it carries) is kept for a replay of it
 * (decision 0048). A phone's answer lost is replayed within seconds, or when the network comes
 * back; a month covers a phone left in a drawer. Older outcomes are deleted at the device's next
 * replay; its last number is kept forever, so a replay of one applies nothing.
 */
const OUTCOMES_KEPT_DAYS = 30;

/** The settled time before which a device's outcomes are deleted. */
export function keptSince(now: Date): string {
  return new Date(now.getTime() - OUTCOMES_KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
}
