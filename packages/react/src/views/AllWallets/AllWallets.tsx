import { withoutShownWallets } from '@latch/core/internal'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { ROW_GAP as WALLET_ROW_GAP, ROW_PITCH as WALLET_ROW_PITCH } from '../../components/rowSize'
import { SearchField } from '../../components/SearchField'
import { Spinner } from '../../components/Spinner'
import { WalletRow } from '../../components/WalletRow'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useSelectWallet } from '../../hooks/useSelectWallet'
import { useListingConnector, useWalletList } from '../../hooks/useWalletList'
import { useI18n } from '../../i18n/useI18n'
import { allWalletsCss } from './allWalletsCss'
import { useListingPages } from './useListingPages'
import { useWindowRange } from './useWindowRange'

/** Rows rendered past each edge of the view: covers a fast wheel flick and Tab to the next row. */
const OVERSCAN = 8

/**
 * Every wallet, searchable: first the ones of the Connect view's groups (WalletConnect, recent,
 * installed, featured, custom), then the services' listing, read 40 at a time as the list scrolls
 * to its end, or searched by name on the services (up to 100), optionally certified wallets only.
 * The list is windowed: whatever its length (10,000 wallets included), only the rows in view of the
 * modal's body and a few beyond are in the DOM, each placed at its index × pitch.
 */
export function AllWallets() {
  const latch = useLatchInstance()
  const { wallets } = useWalletList()
  const select = useSelectWallet()
  const [query, setQuery] = useState('')
  const [certified, setCertified] = useState(false)
  const { t } = useI18n()
  const search = useDeferredValue(query).trim()
  const listRef = useRef<HTMLUListElement>(null)
  const listing = useListingPages({ search, certified })

  const toConnector = useListingConnector()
  const top = useMemo(() => wallets.filter(({ group }) => group !== 'recommended'), [wallets])
  const rows = useMemo(() => {
    const needle = search.toLowerCase()
    const first = needle ? top.filter(({ connector }) => connector.name.toLowerCase().includes(needle)) : top
    const shown = top.map((w) => w.connector)
    const more = withoutShownWallets(listing.entries, shown, latch.config.excludeWalletIds).map((entry) => ({
      group: 'external' as const,
      connector: toConnector(entry),
    }))
    return [...first, ...more]
  }, [latch, toConnector, top, search, listing.entries])

  // One more slot at the end while the listing has more: reaching it reads the next page.
  const slots = rows.length + (listing.loadMore ? 1 : 0)
  const { start, end } = useWindowRange(listRef, slots, WALLET_ROW_PITCH, OVERSCAN)
  const { loadMore } = listing
  const reachedEnd = end >= rows.length
  useEffect(() => {
    if (reachedEnd) loadMore?.()
  }, [reachedEnd, loadMore])

  const setSize = rows.length + listing.remaining
  const waiting = listing.status === 'loading' && rows.length === 0
  return (
    <>
      <style>{allWalletsCss}</style>
      <div className="wallet-filters">
        <SearchField
          label={t('allWallets.searchLabel')}
          placeholder={t('allWallets.searchPlaceholder')}
          testId="wallet-search"
          value={query}
          onChange={setQuery}
        />
        <button
          type="button"
          className="chip"
          aria-pressed={certified}
          data-testid="wallet-certified-filter"
          onClick={() => setCertified((on) => !on)}
        >
          {t('allWallets.certified')}
        </button>
      </div>
      {listing.status === 'error' && (
        <div className="listing-error">
          <p className="error" role="alert" data-testid="wallet-listing-error" style={{ margin: 0 }}>
            {t('allWallets.listError')}
          </p>
          <button
            type="button"
            className="secondary"
            data-testid="wallet-listing-retry"
            onClick={listing.retry}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      )}
      {waiting ? (
        <Spinner label={t('allWallets.loading')} />
      ) : rows.length === 0 ? (
        listing.status !== 'error' && (
          <p className="muted" data-testid="no-wallet-match" role="status">
            {search ? t('allWallets.noMatch', { query: search }) : t('allWallets.none')}
          </p>
        )
      ) : (
        <ul
          ref={listRef}
          className="list vlist"
          aria-label={t('allWallets.list')}
          aria-busy={listing.status === 'loading'}
          data-testid="all-wallets-list"
          style={{ height: slots * WALLET_ROW_PITCH - WALLET_ROW_GAP }}
        >
          {rows.slice(start, end).map(({ connector }, offset) => (
            <WalletRow
              key={connector.id}
              connector={connector}
              onSelect={select}
              item={{ index: start + offset, count: setSize, top: (start + offset) * WALLET_ROW_PITCH }}
            />
          ))}
          {listing.loadMore && end > rows.length && (
            <li
              className="vrow"
              style={{ top: rows.length * WALLET_ROW_PITCH }}
              data-testid="wallets-loading-more"
            >
              <Spinner label={t('allWallets.loadingMore')} />
            </li>
          )}
        </ul>
      )}
    </>
  )
}
