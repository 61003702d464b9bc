import type { Latch } from '@latch/core'
import type { LatchState } from '@latch/core/internal'
import { getStore } from '@latch/core/internal'
import type { Nft, TokenBalance, Transaction } from '@latch/core/services'

/**
 * Test support only: the store states the Account and Send views render, set as core's actions set
 * them (core's own tests cover how the actions get there against real services).
 */

export const TEST_TOKENS: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    value: 30_001.5,
    price: 3000.15,
    quantity: { decimals: '18', numeric: '10.0001234' },
    iconUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
  {
    name: 'Latch USD',
    symbol: 'LUSD',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 1234.5,
    price: 1,
    quantity: { decimals: '6', numeric: '1234.5' },
    // a broken icon: the row shows the fallback letter
    iconUrl: 'http://127.0.0.1:1/token-image/LUSD',
  },
]

/** `${caipNetworkId}:${address}` of the account setConnected puts in the store. */
export const ACCOUNT_KEY = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const setPortfolio = (latch: Latch, portfolio: Omit<LatchState['portfolio'], 'key'>) =>
  getStore(latch).setState({ portfolio: { key: ACCOUNT_KEY, ...portfolio } })

export function testNft(tokenId: number, over: Partial<Nft> = {}): Nft {
  return {
    chainId: 'eip155:31337',
    contract: { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', name: 'Latch Keys', symbol: 'LKEY' },
    tokenId: String(tokenId),
    name: `Latch Keys #${tokenId}`,
    imageUrl: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="%23${(tokenId * 99999).toString(16).padStart(6, '0').slice(0, 6)}"/></svg>`,
    flags: { is_spam: false },
    ...over,
  }
}

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A fungible transfer of the test account on devnet A, mined at `minedAt`. */
export function testTransaction(
  index: number,
  minedAt: string,
  over: {
    direction?: 'in' | 'out'
    symbol?: string
    numeric?: string
    status?: string
    nft?: string
    spam?: boolean
  } = {},
): Transaction {
  const { direction = 'in', symbol = 'ETH', numeric = '1.5', status = 'confirmed', nft, spam = false } = over
  const hash = `0x${index.toString(16).padStart(64, '0')}`
  return {
    id: `eip155:31337:${hash}`,
    metadata: {
      minedAt,
      chain: 'eip155:31337',
      operationType: direction === 'in' ? 'receive' : 'send',
      status,
      sentFrom: direction === 'in' ? OTHER : ME,
      sentTo: direction === 'in' ? ME : OTHER,
      hash,
    },
    transfers: [
      nft
        ? { direction, quantity: { numeric: '1' }, nft_info: { name: nft, flags: { is_spam: spam } } }
        : { direction, quantity: { numeric }, fungible_info: { name: symbol, symbol } },
    ],
  }
}
