/**
 * Prints the figures a reliability test measured, one line of JSON tagged `[figures]`, for
 * RELIABILITY.md: `npx vitest run test/reliability | grep figures`.
 */
export function reportFigures(test: string, figures: Record<string, unknown>): void {
  console.log(`[figures] ${JSON.stringify({ test, ...figures })}`);
}
