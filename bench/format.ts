/** Formatting helpers of the benchmark's Markdown (BENCHMARKS.md). */

/** Bytes as kilobytes (1 KB = 1,000 bytes), one decimal. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A Markdown table. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** "✓ within 150.0 KB" or "✗ over 150.0 KB"; "n/a" when no budget applies. */
export function budgetMark(
  value: number,
  budget: number | undefined,
  format: (value: number) => string,
): string {
  if (budget === undefined) return 'n/a';
  return value <= budget ? `✓ within ${format(budget)}` : `✗ over ${format(budget)}`;
}
