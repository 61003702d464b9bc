import { fetchTokenBalances } from '@latch/core'
import { useEffect } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { ListState, SkeletonRows } from './ListState'
import { TokenRow } from './TokenRow'
import { useAccountDataKey } from './useAccountDataKey'
import { useRetryCountdown } from './useRetryCountdown'

/** The Tokens tab: the portfolio from the balance service, read on mount and for each account or network. */
export function TokensTab() {
  const latch = useLatchInstance()
  const key = useAccountDataKey()
  const portfolio = useLatchSelector((s) => s.portfolio)
  const wait = useRetryCountdown(portfolio.failedAt)
  useEffect(() => {
    if (key) fetchTokenBalances(latch)
  }, [latch, key])

  if (portfolio.status === 'error')
    return (
      <ListState testId="tokens-error" title="Token Balance Unavailable" alert>
        <button
          type="button"
          className="secondary"
          data-testid="tokens-retry"
          disabled={wait > 0}
          onClick={() => fetchTokenBalances(latch)}
        >
          {wait > 0 ? `Retry in ${wait} s` : 'Retry'}
        </button>
      </ListState>
    )
  if (portfolio.status !== 'ready') return <SkeletonRows testId="tokens-loading" label="Loading tokens" />
  if (portfolio.tokens.length === 0)
    return (
      <ListState testId="tokens-empty" title="No tokens yet">
        <p className="muted">Tokens you receive on this network show here.</p>
      </ListState>
    )
  return (
    <ul className="list" aria-label="Tokens" data-testid="tokens-list" style={{ gap: 0 }}>
      {portfolio.tokens.map((token) => (
        <TokenRow key={token.address ?? token.chainId} token={token} />
      ))}
    </ul>
  )
}
