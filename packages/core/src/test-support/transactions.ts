import type { PendingTransaction } from '../store/state'
import type { Transaction, TransactionTransfer } from '../types/activity'

const ETHER_OUT: TransactionTransfer = {
  direction: 'out',
  quantity: { numeric: '1' },
  fungible_info: { name: 'Ether', symbol: 'ETH' },
}

/** A transaction as the history service answers it, on devnet A; `hash` doubles as its id. */
export function transaction(
  hash: string,
  over: { minedAt?: string; chain?: string; transfers?: TransactionTransfer[] } = {},
): Transaction {
  const { minedAt = '2026-11-20T12:00:00.000Z', chain = 'eip155:31337', transfers = [ETHER_OUT] } = over
  return {
    id: `${chain}:${hash}`,
    metadata: {
      minedAt,
      chain,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0xa',
      sentTo: '0xb',
      hash,
    },
    transfers,
  }
}

/** A transaction the modal sent, still pending. */
export function pendingTransaction(hash: string, minedAt = '2026-11-21T12:00:00.000Z'): PendingTransaction {
  const sent = transaction(hash, { minedAt })
  return { ...sent, metadata: { ...sent.metadata, status: 'pending', hash } }
}

/** An NFT transfer; `is_spam` flags the collection. */
export function nftTransfer(is_spam: boolean): TransactionTransfer {
  return { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Key #1', flags: { is_spam } } }
}
