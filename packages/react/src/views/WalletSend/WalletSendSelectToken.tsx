import { formatQuantity } from '@latch/core/internal'
import { goBack, setSendToken } from '@latch/core/modal'
import type { TokenBalance } from '@latch/core/services'
import { useMemo, useRef, useState } from 'react'
import { SearchField } from '../../components/SearchField'
import { TokenIcon } from '../../components/TokenIcon'
import { matchTokens, moveInTokenList } from '../../components/tokenPicker'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { sendCss } from './sendCss'

/** Native first, then as the service ordered them. */
const nativeFirst = (tokens: readonly TokenBalance[]) => [
  ...tokens.filter((token) => token.address === undefined),
  ...tokens.filter((token) => token.address !== undefined),
]

/**
 * The portfolio's tokens with their balances, searchable by name or symbol; Up and Down move
 * between them (from the search field too), Enter picks one and returns to the form.
 */
export function WalletSendSelectToken() {
  const latch = useLatchInstance()
  const tokens = useLatchSelector((s) => s.portfolio.tokens)
  const selected = useLatchSelector((s) => s.send.token)
  const [query, setQuery] = useState('')
  const listRef = useRef<HTMLUListElement>(null)
  const { t, decimal } = useI18n()
  const matches = useMemo(() => matchTokens(nativeFirst(tokens), query), [tokens, query])
  const choose = (token: TokenBalance) => {
    setSendToken(latch, { token })
    goBack(latch)
  }
  const onKeyDown = moveInTokenList(listRef)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut over its buttons and field, each reachable by Tab
    <div className="send" data-testid="send-select-token-view" onKeyDown={onKeyDown}>
      <style>{sendCss}</style>
      <SearchField
        label={t('send.searchLabel')}
        placeholder={t('common.searchToken')}
        testId="send-token-search"
        value={query}
        onChange={setQuery}
      />
      {matches.length === 0 ? (
        <p className="muted" role="status" data-testid="send-token-none">
          {tokens.length === 0 ? t('send.noTokens') : t('common.noTokenMatch', { query: query.trim() })}
        </p>
      ) : (
        <ul ref={listRef} className="list" aria-label={t('common.tokens')}>
          {matches.map((token) => (
            <li key={token.address ?? token.chainId}>
              <button
                type="button"
                className="row"
                aria-current={selected?.symbol === token.symbol && selected.address === token.address}
                data-testid={`send-token-option-${token.symbol}`}
                onClick={() => choose(token)}
              >
                <TokenIcon src={token.iconUrl} symbol={token.symbol} />
                <span className="row-name">{token.name}</span>
                <span className="tag">{`${decimal(formatQuantity(token.quantity.numeric))} ${token.symbol}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
