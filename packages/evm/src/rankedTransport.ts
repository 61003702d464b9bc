import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_POLL_INTERVAL_MS,
  FALLBACK_STABILITY_WEIGHT,
} from '@latch/core/internal'
import { fallback, type Transport } from 'viem'

/**
 * viem's fallback across a network's endpoints, ranked every 4 s by stability (0.7) and latency (0.3)
 * (spec §9). Its own chunk: a page whose networks have one RPC URL each never loads it.
 *
 * @example
 * const transport = rankedTransport([http(a), http(b)], { retryCount: 3, retryDelay: 150 })
 */
export function rankedTransport(
  endpoints: Transport[],
  retries: { retryCount: number; retryDelay: number },
): Transport {
  return fallback(endpoints, {
    ...retries,
    rank: {
      interval: FALLBACK_POLL_INTERVAL_MS,
      weights: { stability: FALLBACK_STABILITY_WEIGHT, latency: FALLBACK_LATENCY_WEIGHT },
    },
  })
}
