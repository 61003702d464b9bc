import { formatQuantity, swapTokenBalance } from '@latch/core/internal'
import { goBack, setSwapTokens } from '@latch/core/modal'
import type { SwapToken } from '@latch/core/services'
import { useMemo, useRef, useState } from 'react'
import { SearchField } from '../../components/SearchField'
import { TokenIcon } from '../../components/TokenIcon'
import { matchTokens, moveInTokenList } from '../../components/tokenPicker'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { sendCss } from '../WalletSend/sendCss'

/**
 * The tokens the swap service trades on the network, with the account's balances, searchable by
 * name or symbol, for the side the Swap form asked for; Up and Down move between them (from the
 * search field too), Enter picks one and returns to the form.
 */
export function SwapSelectToken() {
  const latch = useLatchInstance()
  const side = useLatchSelector((s) => s.router.data?.swapSide ?? 'from')
  const tokens = useLatchSelector((s) => s.swap.tokens)
  const selected = useLatchSelector((s) => s.swap[side])
  const portfolio = useLatchSelector((s) => s.portfolio.tokens)
  const [query, setQuery] = useState('')
  const listRef = useRef<HTMLUListElement>(null)
  const { t, decimal } = useI18n()
  const matches = useMemo(() => matchTokens(tokens, query), [tokens, query])
  const choose = (token: SwapToken) => {
    setSwapTokens(latch, { [side]: token })
    goBack(latch)
  }
  const onKeyDown = moveInTokenList(listRef)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut over its buttons and field, each reachable by Tab
    <div className="send" data-testid="swap-select-token-view" onKeyDown={onKeyDown}>
      <style>{sendCss}</style>
      <SearchField
        label={t(side === 'from' ? 'swap.searchToPay' : 'swap.searchToReceive')}
        placeholder={t('common.searchToken')}
        testId="swap-token-search"
        value={query}
        onChange={setQuery}
      />
      {matches.length === 0 ? (
        <p className="muted" role="status" data-testid="swap-token-none">
          {tokens.length === 0 ? t('swap.noTokens') : t('common.noTokenMatch', { query: query.trim() })}
        </p>
      ) : (
        <ul
          ref={listRef}
          className="list"
          aria-label={t(side === 'from' ? 'swap.tokensToPay' : 'swap.tokensToReceive')}
        >
          {matches.map((token) => {
            const balance = swapTokenBalance(token, portfolio)
            return (
              <li key={token.address}>
                <button
                  type="button"
                  className="row"
                  aria-current={selected?.address === token.address}
                  data-testid={`swap-token-option-${token.symbol}`}
                  onClick={() => choose(token)}
                >
                  <TokenIcon src={token.logoUri} symbol={token.symbol} />
                  <span className="row-name">{token.name}</span>
                  <span className="tag">{`${decimal(formatQuantity(balance?.quantity.numeric ?? '0'))} ${token.symbol}`}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
