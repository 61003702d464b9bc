import { formatFiat, getStore, shortenAddress } from '@latch/core/internal'
import { estimateSendFee, goBack, navigate, submitSend } from '@latch/core/modal'
import { useEffect } from 'react'
import { Spinner } from '../../components/Spinner'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { sendCss } from './sendCss'
import { useSendCheck } from './useSendCheck'

const SEND_VIEWS = new Set(['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview'])

/**
 * What is about to be sent, to whom, and the network fee estimate; Send asks the wallet. While it
 * decides the view says so; on success core resets the form and shows the snackbar, and the view
 * returns to Account; on a refusal the form stays as it was, one Back away.
 */
export function WalletSendPreview() {
  const latch = useLatchInstance()
  const send = useLatchSelector((s) => s.send)
  const { valid, fiatValue } = useSendCheck()
  const { t, message, decimal, locale } = useI18n()
  useEffect(() => {
    estimateSendFee(latch)
  }, [latch])

  const backToAccount = () => {
    while (
      SEND_VIEWS.has(getStore(latch).getState().router.view) &&
      getStore(latch).getState().router.history.length > 0
    )
      goBack(latch)
    if (SEND_VIEWS.has(getStore(latch).getState().router.view)) navigate(latch, { view: 'Account' })
  }
  const submit = () => {
    submitSend(latch).then(backToAccount, () => {
      // Core showed the error in the snackbar and kept the form; the person can try again or go back.
    })
  }
  const { token, receiverAddress, receiverProfileName } = send
  return (
    <div className="send" data-testid="send-preview-view">
      <style>{sendCss}</style>
      <div className="summary" data-testid="send-summary">
        <div className="summary-row">
          <span>{t('send.summarySend')}</span>
          <span data-testid="send-summary-amount">{`${decimal(send.amount.trim())} ${token?.symbol ?? ''}`}</span>
        </div>
        {fiatValue !== undefined && (
          <div className="summary-row">
            <span>{t('send.value')}</span>
            <span>{formatFiat(fiatValue, 'usd', locale)}</span>
          </div>
        )}
        <div className="summary-row">
          <span>{t('send.to')}</span>
          <span data-testid="send-summary-receiver" title={receiverAddress}>
            {receiverProfileName
              ? `${receiverProfileName} (${shortenAddress(receiverAddress ?? '')})`
              : receiverAddress}
          </span>
        </div>
        <div className="summary-row">
          <span>{t('common.networkFee')}</span>
          <span data-testid="send-fee" data-status={send.feeStatus}>
            {send.feeStatus === 'ready' && send.fee
              ? `${decimal(send.fee.formatted)} ${send.fee.symbol}`
              : send.feeStatus === 'error'
                ? t('common.unavailable')
                : t('common.estimating')}
          </span>
        </div>
      </div>
      <p
        className={`message ${send.error && !send.loading ? 'error' : 'muted'}`}
        role="status"
        data-testid="send-status"
      >
        {send.loading ? t('send.confirmInWallet') : message(send.error ?? '')}
      </p>
      <button
        type="button"
        className="primary with-icon"
        data-testid="send-confirm"
        disabled={!valid || send.loading}
        onClick={submit}
      >
        {send.loading && <Spinner label={t('send.sending')} />}
        {send.loading ? t('send.confirmInWallet') : t('send.send')}
      </button>
    </div>
  )
}
