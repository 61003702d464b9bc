import { useDeferredValue, useId, useMemo, useState } from 'react'
import { WalletRow } from '../../components/WalletRow'
import { useConnectors } from '../../hooks/useConnectors'
import { useSelectWallet } from '../../hooks/useSelectWallet'

export function AllWallets() {
  const connectors = useConnectors()
  const select = useSelectWallet()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const searchId = useId()
  const matches = useMemo(() => {
    const needle = deferredQuery.trim().toLowerCase()
    return needle
      ? connectors.filter(({ connector }) => connector.name.toLowerCase().includes(needle))
      : connectors
  }, [connectors, deferredQuery])
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
        <ul className="list" aria-label="All wallets">
          {matches.map(({ connector }) => (
            <WalletRow key={connector.id} connector={connector} onSelect={select} />
          ))}
        </ul>
      )}
    </>
  )
}
