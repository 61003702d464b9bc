import { formatFiat, formatQuantity, getStore } from '@latch/core/internal'
import { fetchTokenBalances, navigate, setSendAmount, setSendReceiver, setSendToken } from '@latch/core/modal'
import { useEffect, useId } from 'react'
import { TokenIcon } from '../../components/TokenIcon'
import { ChevronIcon } from '../../components/walletIcons'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { ReceiverStatus } from './ReceiverStatus'
import { sendCss } from './sendCss'
import { useSendCheck } from './useSendCheck'

/**
 * The Send form: the token (opens WalletSendSelectToken), the amount with max and its fiat value,
 * the receiver (an address or a name, resolved by core), core's validation message, and Preview,
 * enabled only when core's rule accepts the form.
 */
export function WalletSend() {
  const latch = useLatchInstance()
  const send = useLatchSelector((s) => s.send)
  const tokens = useLatchSelector((s) => s.portfolio.tokens)
  const { message, valid, maxAmount, fiatValue } = useSendCheck()
  const amountId = useId()
  const receiverId = useId()
  const messageId = useId()
  const { t, message: translate, decimal, locale } = useI18n()

  // Opened from Account the tokens are read; opened directly, they are read here.
  useEffect(() => {
    if (getStore(latch).getState().portfolio.status === 'idle') fetchTokenBalances(latch)
  }, [latch])
  // The native token (listed first) until the person picks another.
  const native = tokens.find((token) => token.address === undefined)
  useEffect(() => {
    if (!send.token && native) setSendToken(latch, { token: native })
  }, [latch, send.token, native])

  const touched = send.amount !== '' || send.receiver !== ''
  // A name that did not resolve says so ('Error resolving name') rather than 'Invalid receiver address'.
  const shown = send.receiverStatus === 'error' && send.error ? send.error : message
  const { token } = send
  return (
    <form
      className="send"
      data-testid="send-view"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) navigate(latch, { view: 'WalletSendPreview' })
      }}
    >
      <style>{sendCss}</style>
      <div className="field">
        <label className="field-label" htmlFor={amountId}>
          {t('common.amount')}
        </label>
        <div className="input-row amount">
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            placeholder={decimal('0')}
            data-testid="send-amount"
            aria-describedby={messageId}
            value={send.amount}
            onChange={(event) => setSendAmount(latch, { amount: event.target.value })}
          />
          <button
            type="button"
            className="token-pick"
            data-testid="send-token"
            aria-label={token ? t('send.tokenLabel', { symbol: token.symbol }) : t('common.selectToken')}
            onClick={() => navigate(latch, { view: 'WalletSendSelectToken' })}
          >
            {token ? <TokenIcon src={token.iconUrl} symbol={token.symbol} /> : null}
            {token ? token.symbol : t('common.selectToken')}
            <ChevronIcon />
          </button>
        </div>
        <div className="hint">
          <span data-testid="send-fiat">
            {fiatValue === undefined ? '' : formatFiat(fiatValue, 'usd', locale)}
          </span>
          {token && (
            <span>
              <span data-testid="send-balance">
                {t('common.balance', {
                  amount: decimal(formatQuantity(token.quantity.numeric)),
                  symbol: token.symbol,
                })}
              </span>{' '}
              {maxAmount !== undefined && (
                <button
                  type="button"
                  className="max"
                  data-testid="send-max"
                  onClick={() => setSendAmount(latch, { amount: maxAmount })}
                >
                  {t('common.max')}
                </button>
              )}
            </span>
          )}
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={receiverId}>
          {t('send.to')}
        </label>
        <div className="input-row">
          <input
            id={receiverId}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('send.receiverPlaceholder')}
            data-testid="send-receiver"
            aria-describedby={messageId}
            value={send.receiver}
            onChange={(event) => {
              setSendReceiver(latch, { receiver: event.target.value }).catch(() => {
                // The failure is in send.receiverStatus and the message below.
              })
            }}
          />
        </div>
        <ReceiverStatus send={send} />
      </div>
      <p
        id={messageId}
        className={`message${valid ? ' muted' : ' error'}`}
        role="status"
        aria-live="polite"
        data-testid="send-message"
      >
        {touched ? translate(shown) : ''}
      </p>
      <button type="submit" className="primary" data-testid="send-preview" disabled={!valid}>
        {t('send.preview')}
      </button>
    </form>
  )
}
