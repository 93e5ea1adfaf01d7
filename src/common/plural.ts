/** `1 file`, `2 files`: a count with its noun in correct English (`plural` for irregular nouns). */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
