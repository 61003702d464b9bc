/** Median of the finite values; NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function range(values: readonly number[]): [number, number] {
  const finite = values.filter(Number.isFinite)
  return finite.length ? [Math.min(...finite), Math.max(...finite)] : [Number.NaN, Number.NaN]
}
