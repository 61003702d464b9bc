import { useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import { WalletRow } from '../../components/WalletRow'
import { useConnectors } from '../../hooks/useConnectors'
import { useSelectWallet } from '../../hooks/useSelectWallet'
import { useWindowRange } from './useWindowRange'

/** A wallet row is 52 px high (modalCss `.vrow`) with a 6 px gap: the list's fixed pitch. */
export const WALLET_ROW_PITCH = 58
const WALLET_ROW_GAP = 6
/** Rows rendered past each edge of the view: covers a fast wheel flick and Tab to the next row. */
const OVERSCAN = 8

/**
 * Every wallet, searchable. The list is windowed: whatever its length (10,000 wallets included),
 * only the rows in view of the modal's body and a few beyond are in the DOM, each placed at its
 * index × pitch, so opening, searching and scrolling cost the same as for a dozen wallets.
 */
export function AllWallets() {
  const connectors = useConnectors()
  const select = useSelectWallet()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const searchId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const matches = useMemo(() => {
    const needle = deferredQuery.trim().toLowerCase()
    return needle
      ? connectors.filter(({ connector }) => connector.name.toLowerCase().includes(needle))
      : connectors
  }, [connectors, deferredQuery])
  const { start, end } = useWindowRange(listRef, matches.length, WALLET_ROW_PITCH, OVERSCAN)
  return (
    <>
      <label htmlFor={searchId} className="visually-hidden">
        Search wallets
      </label>
      <input
        id={searchId}
        className="search"
        type="search"
        placeholder="Search wallet"
        autoComplete="off"
        data-testid="wallet-search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {matches.length === 0 ? (
        <p className="muted" data-testid="no-wallet-match" role="status">
          No wallet matches "{deferredQuery.trim()}"
        </p>
      ) : (
        <ul
          ref={listRef}
          className="list vlist"
          aria-label="All wallets"
          data-testid="all-wallets-list"
          style={{ height: matches.length * WALLET_ROW_PITCH - WALLET_ROW_GAP }}
        >
          {matches.slice(start, end).map(({ connector }, offset) => (
            <WalletRow
              key={connector.id}
              connector={connector}
              onSelect={select}
              item={{
                index: start + offset,
                count: matches.length,
                top: (start + offset) * WALLET_ROW_PITCH,
              }}
            />
          ))}
        </ul>
      )}
    </>
  )
}
