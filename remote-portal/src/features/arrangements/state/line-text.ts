import type { Line } from '@keepsake/shared/contract/arrangement';

export const lineLabel = (line: Line) => line.item?.name ?? line.name ?? line.selector?.name ?? 'Selection';

// What the family reads under a line: done, or exactly what is still to choose (SPEC §4 completeness).
export function lineState(line: Line): string {
  if (line.complete) return line.fromPackage ? 'Included in your package' : 'Chosen';
  if (line.item && line.item.variantCount > 0 && !line.variant) return 'Still to choose: the finish';
  if (line.selector && !line.item) return `Still to choose: ${line.selector.name.replace(/^Choose /, '')}`;
  return 'Still to choose';
}
