/**
 * Markdown for the generated blocks of docs/benchmarks.md, written the way biome formats Markdown
 * so that a block `npm run bench` writes passes `npm run lint` as it is.
 */

/**
 * A table padded to its columns, measured in code points so that ✓ and ✗ pad like any other
 * character: the first `leftColumns` columns aligned left, the rest right (figures).
 */
export function markdownTable(rows: readonly (readonly string[])[], leftColumns: number): string {
  const width = (cell: string) => [...cell].length;
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => width(row[column] ?? ''))));
  const left = (column: number) => column < leftColumns;
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((cell, column) => {
        const pad = ' '.repeat((widths[column] ?? 0) - width(cell));
        return left(column) ? cell + pad : pad + cell;
      })
      .join(' | ')} |`;
  const rule = `| ${widths.map((w, column) => (left(column) ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}

/** The first lines of a generated block: what replaces it, and when and at which commit it was run. */
export function generatedBlockHeading(marker: string, when: Date, commit: string): string[] {
  const at = `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return [
    `<!-- Written by \`npm run bench\`: whatever is between the ${marker}:start and ${marker}:end markers is replaced on every run. -->`,
    '',
    `### Latest run: ${at}, commit \`${commit}\``,
  ];
}
