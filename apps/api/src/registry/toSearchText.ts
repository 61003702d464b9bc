/**
 * Folds text for search, the same way for stored names and queries: Unicode compatibility
 * decomposition, accents removed, lower case, runs of whitespace collapsed. Non-Latin scripts are kept
 * as they are, so 'Tōkyō' finds 'tokyo' and '钱包' finds '钱包'.
 *
 * @example
 * toSearchText('  Ｍeta  Mäsk ') // 'meta mask'
 */
export function toSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
}
