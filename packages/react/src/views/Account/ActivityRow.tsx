import type { Transaction } from '@latch/core'
import { formatQuantity, formatRelativeTime, shortenAddress } from '@latch/core/internal'
import type { ReactNode } from 'react'
import { ReceiveIcon, SendIcon, TradeIcon } from '../../components/walletIcons'

const VERBS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  burn: 'Burned',
  trade: 'Traded',
}
const ICONS: Record<string, ReactNode> = {
  send: <SendIcon />,
  burn: <SendIcon />,
  receive: <ReceiveIcon />,
  mint: <ReceiveIcon />,
}

/** '1.500' → '1.5', '100.000' → '100'; under 0.001 '<0.001' rather than a misleading 0. */
const shortQuantity = (numeric: string): string => {
  const fixed = formatQuantity(numeric).replace(/\.?0+$/, '')
  return fixed === '0' && /[1-9]/.test(numeric) ? '<0.001' : fixed
}

/**
 * What a transaction moved, as a sentence: 'Sent 1.5 ETH', 'Received Latch Keys #3'. Service data
 * is only ever text here.
 *
 * @example describeTransaction(tx) // 'Received 100 LUSD'
 */
export function describeTransaction({ metadata, transfers }: Transaction): string {
  const verb = VERBS[metadata.operationType] ?? metadata.operationType
  const first = transfers.find((transfer) => !transfer.nft_info?.flags?.is_spam) ?? transfers[0]
  if (!first) return verb
  const what = first.nft_info
    ? (first.nft_info.name ?? 'NFT')
    : `${shortQuantity(first.quantity.numeric)} ${first.fungible_info?.symbol ?? ''}`.trim()
  const more = transfers.length > 1 ? ` and ${transfers.length - 1} more` : ''
  return `${verb} ${what}${more}`
}

/** One transaction of the Activity tab: icon, what moved, with whom, when, and its status when not confirmed. */
export function ActivityRow({ transaction, now }: { transaction: Transaction; now: number }) {
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
        <span className="item-title">{describeTransaction(transaction)}</span>
        <span className="item-sub">{`${incoming ? 'From' : 'To'} ${shortenAddress(counterparty)}`}</span>
      </div>
      <div className="item-side">
        <span className="item-sub">{Number.isFinite(minedAt) ? formatRelativeTime(minedAt, now) : ''}</span>
        {status && (
          <span className={`badge ${status}`} data-testid="activity-status">
            {status === 'pending' ? 'Pending' : 'Failed'}
          </span>
        )}
      </div>
    </div>
  )
}
