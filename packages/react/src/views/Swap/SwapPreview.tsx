import { formatFee, formatFiat, getStore, needsSwapApprove } from '@latch/core/internal'
import { estimateSwapFee, goBack, navigate, submitSwap } from '@latch/core/modal'
import { useEffect } from 'react'
import { Spinner } from '../../components/Spinner'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'
import { sendCss } from '../WalletSend/sendCss'
import { SwapDetails } from './SwapDetails'
import { swapCss } from './swapCss'
import { useSwapCheck } from './useSwapCheck'

const SWAP_VIEWS = new Set(['Swap', 'SwapSelectToken', 'SwapPreview'])

/**
 * The swap about to be made: what is paid and received, the quote's terms, the network fee, and the
 * steps (the approve first when the router's allowance is short). Swap asks the wallet; while it
 * decides, or the chain mines, the view says which step is on. On success core clears the form and
 * shows the snackbar, and the view returns to Account; a refusal or a revert stays here with the
 * reason, one Back away from the form.
 */
export function SwapPreview() {
  const latch = useLatchInstance()
  const { swap, ready, message, isError } = useSwapCheck()
  const { t, message: translate, decimal, locale } = useI18n()
  useEffect(() => {
    void estimateSwapFee(latch)
  }, [latch])

  const backToAccount = () => {
    while (
      SWAP_VIEWS.has(getStore(latch).getState().router.view) &&
      getStore(latch).getState().router.history.length > 0
    )
      goBack(latch)
    if (SWAP_VIEWS.has(getStore(latch).getState().router.view)) navigate(latch, { view: 'Account' })
  }
  const submit = () => {
    submitSwap(latch).then(backToAccount, () => {
      // Core put the reason in swap.error and the snackbar; the person can try again or go back.
    })
  }
  const { from, to, quote, fee, status } = swap
  const value = quote?.fromAmount
  const approve =
    from !== undefined &&
    value !== undefined &&
    swap.allowance !== undefined &&
    needsSwapApprove({ from: from.address, amount: value, allowance: swap.allowance })
  const busy = status !== 'idle'
  const symbol = from?.symbol ?? ''
  const label =
    status === 'approving'
      ? t('swap.approveInWallet', { symbol })
      : status === 'swapping'
        ? t('swap.confirmInWallet')
        : approve
          ? t('swap.approveAndSwap', { symbol })
          : t('swap.swap')
  return (
    <div className="send" data-testid="swap-preview-view">
      <style>{sendCss + swapCss}</style>
      <div className="summary" data-testid="swap-summary">
        <div className="summary-row">
          <span>{t('swap.youPay')}</span>
          <span data-testid="swap-summary-pay">{`${decimal(swap.amount.trim())} ${symbol}`}</span>
        </div>
        <div className="summary-row">
          <span>{t('swap.youReceive')}</span>
          <span data-testid="swap-summary-receive">
            {quote && to ? `${decimal(formatFee(quote.toAmount, to.decimals))} ${to.symbol}` : ''}
          </span>
        </div>
        <SwapDetails swap={swap} />
        <div className="summary-row">
          <span>{t('common.networkFee')}</span>
          <span data-testid="swap-fee" data-status={swap.feeStatus}>
            {swap.feeStatus === 'ready' && fee
              ? `${decimal(fee.formatted)} ${fee.symbol}${fee.fiat === undefined ? '' : ` (${formatFiat(fee.fiat, 'usd', locale)})`}`
              : swap.feeStatus === 'error'
                ? t('common.unavailable')
                : t('common.estimating')}
          </span>
        </div>
      </div>
      {approve && (
        <ol className="steps" aria-label={t('swap.steps')} data-testid="swap-steps">
          <li aria-current={status === 'approving' ? 'step' : undefined}>
            {t('swap.approveStep', { symbol })}
          </li>
          <li aria-current={status === 'swapping' ? 'step' : undefined}>{t('swap.swap')}</li>
        </ol>
      )}
      <p
        className={`message ${isError && !busy ? 'error' : 'muted'}`}
        role="status"
        data-testid="swap-status"
      >
        {busy ? label : translate(message)}
      </p>
      <button
        type="button"
        className="primary with-icon"
        data-testid="swap-confirm"
        disabled={!ready || busy}
        onClick={submit}
      >
        {busy && <Spinner label={t('swap.swapping')} />}
        {label}
      </button>
    </div>
  )
}
