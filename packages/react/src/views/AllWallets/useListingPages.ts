import { type LoadStatus, WALLETS_MIN_WAIT_MS } from '@latch/core/internal'
import { getWallets, type WalletListingEntry } from '@latch/core/services'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'

export interface ListingQuery {
  /** Trimmed; empty lists the whole listing page by page. */
  search: string
  certified: boolean
}

interface ListingPages {
  key: string
  entries: WalletListingEntry[]
  /** Pages read so far. */
  pages: number
  /** Matching wallets in the listing. */
  count: number
  status: LoadStatus
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The services' wallet listing for All Wallets, read page by page (40 per page) as the list is
 * scrolled, or as one search (up to 100 results, the answer shown no sooner than 300 ms after the
 * query so the list does not flicker while typing). The host's include and exclude lists apply, and
 * `certified` keeps the certified wallets only. An answer for an earlier query is dropped; a failed
 * read keeps what was read and sets 'error' until `retry`. Without `api` config there is no listing.
 */
export function useListingPages({ search, certified }: ListingQuery) {
  const latch = useLatchInstance()
  const key = `${certified}|${search}`
  const [state, setState] = useState<ListingPages>({ key, entries: [], pages: 0, count: 0, status: 'idle' })
  const current =
    state.key === key ? state : { key, entries: [], pages: 0, count: 0, status: 'idle' as const }
  const latest = useRef(current)
  latest.current = current
  /** The query a read is under way for: one read at a time per query. */
  const reading = useRef<string | undefined>(undefined)

  const read = useCallback(() => {
    const from = latest.current
    if (reading.current === from.key || !latch.config.api) return
    reading.current = from.key
    const page = from.pages + 1
    setState({ ...from, status: 'loading' })
    const { includeWalletIds, excludeWalletIds } = latch.config
    const request = getWallets(latch, {
      page,
      ...(search && { search }),
      ...(certified && { badge_type: 'certified' }),
      include: includeWalletIds,
      exclude: excludeWalletIds,
    })
    const isCurrent = () => {
      if (reading.current === from.key) reading.current = undefined
      return latest.current.key === from.key
    }
    Promise.all([request, search ? wait(WALLETS_MIN_WAIT_MS) : undefined]).then(
      ([answer]) => {
        if (!isCurrent()) return
        setState({
          key: from.key,
          entries: [...from.entries, ...answer.data],
          pages: page,
          count: answer.count,
          status: 'ready',
        })
      },
      () => {
        if (isCurrent()) setState({ ...from, status: 'error' })
      },
    )
  }, [latch, search, certified])

  const untouched = current.status === 'idle'
  useEffect(() => {
    if (untouched) read()
  }, [untouched, read])

  const hasMore =
    latch.config.api !== undefined &&
    !search &&
    current.status !== 'error' &&
    current.entries.length < current.count
  return {
    entries: current.entries,
    /** Matching wallets not read yet. */
    remaining: hasMore ? current.count - current.entries.length : 0,
    status: latch.config.api ? current.status : ('ready' as const),
    loadMore: hasMore ? read : undefined,
    retry: read,
  }
}
