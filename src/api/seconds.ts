/** Milliseconds as messages show them: "120 s", "1.2 s", "0.25 s". */
export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${s >= 10 ? Math.round(s) : Number(s.toFixed(2))} s`;
}
