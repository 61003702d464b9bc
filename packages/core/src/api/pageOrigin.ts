import type { Latch } from '../latch'

/**
 * The origin of the page Latch runs in: the browser's, else (server rendering, tests) the one of
 * the host's `metadata.url`. `undefined` when neither is known.
 *
 * @example pageOrigin(latch) // 'https://shop.example'
 */
export function pageOrigin(latch: Latch): string | undefined {
  const origin = globalThis.location?.origin
  // an opaque origin (sandboxed frame, file:) reads as the string 'null'
  if (origin && origin !== 'null') return origin
  const url = latch.config.metadata?.url
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
