/** The rank of 0/1 rows over the rationals, by fraction-free (Bareiss) elimination in BigInt: the exact answer. */
export function rationalRank(rows: readonly (readonly number[])[]): number {
  const m = rows.map((r) => r.map(BigInt));
  let rank = 0;
  let previous = 1n;
  const columns = m[0]?.length ?? 0;
  for (let c = 0; c < columns && rank < m.length; c++) {
    const pivot = m.findIndex((row, i) => i >= rank && row[c] !== 0n);
    if (pivot < 0) continue;
    [m[rank], m[pivot]] = [m[pivot]!, m[rank]!];
    for (let i = rank + 1; i < m.length; i++)
      for (let j = c + 1; j < columns; j++)
        m[i]![j] = (m[rank]![c]! * m[i]![j]! - m[i]![c]! * m[rank]![j]!) / previous;
    for (let i = rank + 1; i < m.length; i++) m[i]![c] = 0n;
    previous = m[rank]![c]!;
    rank++;
  }
  return rank;
}
