import type { IndexerRow } from './indexerPhase'

const whole = (value: number) => Math.round(value).toLocaleString('en-US')

/**
 * The indexer's figures as a Markdown table: per database and part of the dense chain, transfers and
 * blocks per second, and the bytes each transfer row takes (the transfers table with its indexes, then
 * every table the indexer writes).
 *
 * @example
 * console.log(formatIndexerTable(phase.rows))
 */
export function formatIndexerTable(rows: readonly IndexerRow[]): string {
  const lines = [
    '| database | chain part | blocks | transfers | seconds | transfers/s | blocks/s | bytes/transfer (transfers + indexes) | bytes/transfer (all indexer tables) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ]
  for (const { database, part, figures } of rows) {
    lines.push(
      `| ${database} | ${part} | ${whole(figures.blocks)} | ${whole(figures.transfers)} | ${figures.seconds.toFixed(1)} | ${whole(figures.transfersPerSecond)} | ${figures.blocksPerSecond.toFixed(1)} | ${whole(figures.bytesPerTransfer)} | ${whole(figures.indexerBytesPerTransfer)} |`,
    )
  }
  return lines.join('\n')
}
