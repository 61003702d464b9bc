import { formatQuantity, formatRelativeTime, shortenAddress } from '@latch/core/internal'
import type { Transaction } from '@latch/core/services'
import type { ReactNode } from 'react'
import { ReceiveIcon, SendIcon, TradeIcon } from '../../components/walletIcons'
import type { MessageKey } from '../../i18n/catalogueTypes'
import type { I18n } from '../../i18n/createI18n'
import { useI18n } from '../../i18n/useI18n'

const VERBS: Record<string, MessageKey> = {
  send: 'activity.sent',
  receive: 'activity.received',
  mint: 'activity.minted',
  burn: 'activity.burned',
  trade: 'activity.traded',
}
const ICONS: Record<string, ReactNode> = {
  send: <SendIcon />,
  burn: <SendIcon />,
  receive: <ReceiveIcon />,
  mint: <ReceiveIcon />,
}

/** '1.500' → '1.5', '100.000' → '100'; under 0.001 '<0.001' rather than a misleading 0. */
const shortQuantity = (numeric: string, decimal: I18n['decimal']): string => {
  const fixed = formatQuantity(numeric).replace(/\.?0+$/, '')
  return fixed === '0' && /[1-9]/.test(numeric) ? `<${decimal('0.001')}` : decimal(fixed)
}

/**
 * What a transaction moved, as a sentence in the modal's language: 'Sent 1.5 ETH', 'Received Latch
 * Keys #3'. Service data is only ever text here.
 *
 * @example describeTransaction(tx, i18n) // 'Received 100 LUSD'
 */
export function describeTransaction({ metadata, transfers }: Transaction, { t, decimal }: I18n): string {
  const verb = VERBS[metadata.operationType]
  const say = (what: string) =>
    verb ? t(verb, { what }) : t('activity.other', { operation: metadata.operationType, what })
  const first = transfers.find((transfer) => !transfer.nft_info?.flags?.is_spam) ?? transfers[0]
  if (!first) return say('').trim()
  const moved = first.nft_info
    ? (first.nft_info.name ?? t('activity.nft'))
    : `${shortQuantity(first.quantity.numeric, decimal)} ${first.fungible_info?.symbol ?? ''}`.trim()
  const what =
    transfers.length > 1 ? t('activity.andMore', { count: transfers.length - 1, what: moved }) : moved
  return say(what)
}

/** One transaction of the Activity tab: icon, what moved, with whom, when, and its status when not confirmed. */
export function ActivityRow({ transaction, now }: { transaction: Transaction; now: number }) {
  const i18n = useI18n()
  const { t } = i18n
  const { metadata } = transaction
  const incoming = metadata.operationType === 'receive' || metadata.operationType === 'mint'
  // The transfer's own parties: for a token transfer the transaction's `sentTo` is the token contract.
  const moved = transaction.transfers.find((transfer) => !transfer.nft_info?.flags?.is_spam)
  const counterparty = incoming ? (moved?.sender ?? metadata.sentFrom) : (moved?.recipient ?? metadata.sentTo)
  const minedAt = Date.parse(metadata.minedAt)
  const status = metadata.status === 'pending' || metadata.status === 'failed' ? metadata.status : undefined
  return (
    <div className="item" data-testid="activity-row" data-hash={metadata.hash} data-status={metadata.status}>
      <span className="token-icon" aria-hidden="true">
        {ICONS[metadata.operationType] ?? <TradeIcon />}
      </span>
      <div className="item-main">
        <span className="item-title">{describeTransaction(transaction, i18n)}</span>
        <span className="item-sub">
          {t(incoming ? 'activity.from' : 'activity.to', { address: shortenAddress(counterparty) })}
        </span>
      </div>
      <div className="item-side">
        <span className="item-sub">
          {Number.isFinite(minedAt) ? formatRelativeTime(minedAt, now, i18n.locale) : ''}
        </span>
        {status && (
          <span className={`badge ${status}`} data-testid="activity-status">
            {status === 'pending' ? t('activity.pending') : t('activity.failed')}
          </span>
        )}
      </div>
    </div>
  )
}
