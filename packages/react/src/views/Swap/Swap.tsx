import { formatFee, formatQuantity, getStore } from '@latch/core/internal'
import { fetchTokenBalances, loadSwap, navigate, setSwapAmount, switchSwapTokens } from '@latch/core/modal'
import type { SwapToken } from '@latch/core/services'
import { useEffect, useId } from 'react'
import { Spinner } from '../../components/Spinner'
import { TokenIcon } from '../../components/TokenIcon'
import { ChevronIcon, TradeIcon } from '../../components/walletIcons'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { sendCss } from '../WalletSend/sendCss'
import { SwapDetails } from './SwapDetails'
import { swapCss } from './swapCss'
import { useSwapCheck } from './useSwapCheck'

/** The token button of one side: opens SwapSelectToken for that side. */
function TokenPick({ side, token }: { side: 'from' | 'to'; token?: SwapToken }) {
  const latch = useLatchInstance()
  const { t } = useI18n()
  const role = t(side === 'from' ? 'swap.tokenToPay' : 'swap.tokenToReceive')
  return (
    <button
      type="button"
      className="token-pick"
      data-testid={`swap-${side}-token`}
      onClick={() => navigate(latch, { view: 'SwapSelectToken', data: { swapSide: side } })}
    >
      {token ? <TokenIcon src={token.logoUri} symbol={token.symbol} /> : null}
      {/* the name says which side and what it does; the visible text stays part of it */}
      <span className="visually-hidden">{`${role}: `}</span>
      {token ? token.symbol : t('common.selectToken')}
      <span className="visually-hidden">{t('swap.changeToken')}</span>
      <ChevronIcon />
    </button>
  )
}

/**
 * The Swap form: the token paid with its balance, the amount with Max, a button turning the pair
 * around, the token received with the quote's amount, refreshed as the amount changes, and the
 * quote's rate, price impact and minimum received. Review opens SwapPreview once a quote is there.
 * On a network without swaps it says so ('Network not supported for Swaps') and offers the networks.
 */
export function Swap() {
  const latch = useLatchInstance()
  const { swap, fromBalance, toBalance, message, isError, ready, maxAmount } = useSwapCheck()
  const amountId = useId()
  const receiveId = useId()
  const messageId = useId()
  const { t, message: translate, decimal } = useI18n()

  // Read when the view opens (a failure is tried again), and again once the account or network
  // changes under it, which empties the account data.
  const tokensIdle = swap.tokensStatus === 'idle'
  const portfolioIdle = useLatchSelector((s) => s.portfolio.status === 'idle')
  useEffect(() => {
    if (portfolioIdle) fetchTokenBalances(latch)
  }, [latch, portfolioIdle])
  useEffect(() => {
    if (tokensIdle || getStore(latch).getState().swap.tokensStatus === 'error') void loadSwap(latch)
  }, [latch, tokensIdle])

  if (swap.tokensStatus === 'idle' || swap.tokensStatus === 'loading') {
    return (
      <div className="send" data-testid="swap-loading">
        <style>{sendCss + swapCss}</style>
        <div className="unsupported">
          <Spinner label={t('swap.loadingTokens')} />
        </div>
      </div>
    )
  }
  if (swap.tokensStatus === 'error') {
    return (
      <div className="send" data-testid="swap-unavailable">
        <style>{sendCss + swapCss}</style>
        <div className="unsupported">
          <p className="message error" role="alert" data-testid="swap-unavailable-message">
            {swap.error?.message ? translate(swap.error.message) : t('swap.unavailable')}
          </p>
          <button
            type="button"
            className="secondary"
            data-testid="swap-networks"
            onClick={() => navigate(latch, { view: 'Networks' })}
          >
            {t('swap.otherNetwork')}
          </button>
        </div>
      </div>
    )
  }
  if (swap.tokens.length < 2) {
    return (
      <div className="send" data-testid="swap-empty">
        <style>{sendCss + swapCss}</style>
        <p className="muted" role="status">
          {t('swap.noTokens')}
        </p>
      </div>
    )
  }

  const { from, to, quote } = swap
  const received = quote && to ? decimal(formatFee(quote.toAmount, to.decimals)) : ''
  return (
    <form
      className="send"
      data-testid="swap-view"
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) navigate(latch, { view: 'SwapPreview' })
      }}
    >
      <style>{sendCss + swapCss}</style>
      <div className="field">
        <label className="field-label" htmlFor={amountId}>
          {t('swap.youPay')}
        </label>
        <div className="input-row amount">
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            placeholder={decimal('0')}
            data-testid="swap-amount"
            aria-describedby={messageId}
            value={swap.amount}
            onChange={(event) => setSwapAmount(latch, { amount: event.target.value })}
          />
          <TokenPick side="from" token={from} />
        </div>
        <div className="hint">
          <span data-testid="swap-from-balance">
            {from
              ? t('common.balance', {
                  amount: decimal(formatQuantity(fromBalance?.quantity.numeric ?? '0')),
                  symbol: from.symbol,
                })
              : ''}
          </span>
          {maxAmount !== undefined && (
            <button
              type="button"
              className="max"
              data-testid="swap-max"
              onClick={() => setSwapAmount(latch, { amount: maxAmount })}
            >
              {t('common.max')}
            </button>
          )}
        </div>
      </div>
      <button
        type="button"
        className="swap-switch"
        data-testid="swap-switch"
        aria-label={t('swap.switchTokens')}
        onClick={() => switchSwapTokens(latch)}
      >
        <TradeIcon />
      </button>
      <div className="field">
        <span className="field-label" id={receiveId}>
          {t('swap.youReceive')}
        </span>
        <div className="input-row amount">
          <output
            className={`swap-out${received ? '' : ' muted'}`}
            aria-labelledby={receiveId}
            data-testid="swap-receive"
            data-status={swap.quoteStatus}
          >
            {received || decimal('0')}
          </output>
          {swap.quoteStatus === 'loading' && <Spinner label={t('swap.fetchingPrice')} />}
          <TokenPick side="to" token={to} />
        </div>
        <div className="hint">
          <span data-testid="swap-to-balance">
            {to
              ? t('common.balance', {
                  amount: decimal(formatQuantity(toBalance?.quantity.numeric ?? '0')),
                  symbol: to.symbol,
                })
              : ''}
          </span>
        </div>
      </div>
      {quote && (
        <div className="summary" data-testid="swap-details">
          <SwapDetails swap={swap} />
        </div>
      )}
      <p
        id={messageId}
        className={`message${isError ? ' error' : ' muted'}`}
        role="status"
        aria-live="polite"
        data-testid="swap-message"
      >
        {translate(message)}
      </p>
      <button type="submit" className="primary" data-testid="swap-review" disabled={!ready}>
        {t('swap.review')}
      </button>
    </form>
  )
}
