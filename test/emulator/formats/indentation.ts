/**
 * The indent string for the export parameter `indentation` ('1sp'..'8sp' or 'tab');
 * anything else, and 'tab' where the format cannot use tabs, gives the format's default.
 */
export function indentUnit(
  indentation: string | undefined,
  defaultSpaces: number,
  allowTab = true,
): string {
  if (indentation === 'tab' && allowTab) return '\t';
  const match = /^([1-8])sp$/.exec(indentation ?? '');
  return ' '.repeat(match?.[1] === undefined ? defaultSpaces : Number(match[1]));
}
