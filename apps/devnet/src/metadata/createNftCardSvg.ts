/** A hue from the text, so each collection and id has its own colour, the same on every run. */
function hueOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}

/**
 * The image of a devnet NFT: a coloured card with the collection's symbol and the token id. Self-contained
 * (a generic font family, no links), and the same for the same input.
 *
 * @example
 * createNftCardSvg('LKEY', 1n) // '<svg xmlns="http://www.w3.org/2000/svg" …>…LKEY…#1…</svg>'
 */
export function createNftCardSvg(symbol: string, tokenId: bigint): string {
  const hue = hueOf(`${symbol}#${tokenId}`)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="24" fill="hsl(${hue} 65% 45%)"/>`,
    `<circle cx="196" cy="60" r="36" fill="hsl(${(hue + 180) % 360} 70% 70%)" opacity="0.8"/>`,
    `<text x="24" y="200" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff">${symbol}</text>`,
    `<text x="24" y="236" font-family="sans-serif" font-size="22" fill="#fff">#${tokenId}</text>`,
    '</svg>',
  ].join('')
}
