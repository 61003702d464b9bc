import { fetchTokenBalances } from '@latch/core/modal'
import { useEffect } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
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
  const { t } = useI18n()
  useEffect(() => {
    if (key) fetchTokenBalances(latch)
  }, [latch, key])

  if (portfolio.status === 'error')
    return (
      <ListState testId="tokens-error" title={t('tokens.error')} alert>
        <button
          type="button"
          className="secondary"
          data-testid="tokens-retry"
          disabled={wait > 0}
          onClick={() => fetchTokenBalances(latch)}
        >
          {wait > 0 ? t('common.retryIn', { seconds: wait }) : t('common.retry')}
        </button>
      </ListState>
    )
  if (portfolio.status !== 'ready')
    return <SkeletonRows testId="tokens-loading" label={t('tokens.loading')} />
  if (portfolio.tokens.length === 0)
    return (
      <ListState testId="tokens-empty" title={t('tokens.empty')}>
        <p className="muted">{t('tokens.emptyHint')}</p>
      </ListState>
    )
  return (
    <ul className="list" aria-label={t('common.tokens')} data-testid="tokens-list" style={{ gap: 0 }}>
      {portfolio.tokens.map((token) => (
        <TokenRow key={token.address ?? token.chainId} token={token} />
      ))}
    </ul>
  )
}
