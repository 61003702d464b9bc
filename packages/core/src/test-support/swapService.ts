import type { TestServer } from '../api/test-support/testServer'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '../constants'
import { LUSD_ADDRESS } from './tokens'

/** The swap service's ids of devnet A's ether and LUSD. */
export const ETH_SWAP_ID = `eip155:31337:${SWAP_NATIVE_TOKEN_ADDRESS}`
export const LUSD_SWAP_ID = LUSD_ADDRESS

/**
 * Test support only: the test server answering the swap routes as the swap service does for an
 * ETH/LUSD pool at 2000 LUSD per ETH (less the fee), with `allowance` for LUSD. The real routes
 * and pool are the services' and the end-to-end specs'.
 *
 * @example serveSwap(server, { allowance: '0' })
 */
export function serveSwap(server: TestServer, { allowance = '0', quoteDelayMs = 0 } = {}): void {
  server.on('GET /v1/convert/tokens', {
    json: {
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: ETH_SWAP_ID, decimals: 18, logoUri: '' },
        { name: 'Latch USD', symbol: 'LUSD', address: LUSD_SWAP_ID, decimals: 6, logoUri: '' },
      ],
    },
  })
  server.on('GET /v1/convert/gas-price', {
    json: { standard: '1000000000', fast: '1250000000', instant: '1500000000' },
  })
  server.on('GET /v1/convert/allowance', { json: { allowance } })
  server.on('GET /v1/convert/quotes', (request) => {
    const amount = BigInt(request.query.get('amount') ?? '0')
    const from = request.query.get('from')
    const toAmount = from === ETH_SWAP_ID ? (amount * 1994n) / 10n ** 12n : (amount * 10n ** 12n) / 2006n
    return {
      delayMs: quoteDelayMs,
      json: {
        quotes: [
          {
            id: 'uniswap-v2',
            fromAmount: String(amount),
            fromAccount: from,
            toAmount: String(toAmount),
            toAccount: request.query.get('to'),
            priceImpact: 0.3,
            route: [from, request.query.get('to')],
          },
        ],
      },
    }
  })
  const tx = (to: string, value: string) => ({
    from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    to,
    data: '0x12345678',
    value,
    eip155: { gas: '120000', gasPrice: '1000000000' },
  })
  server.on('GET /v1/convert/build-approve', {
    json: { tx: tx('0x5FbDB2315678afecb367f032d93F642f64180aa3', '0') },
  })
  server.on('POST /v1/convert/build-transaction', (request) => {
    const body = request.body as { amount: string; from: string }
    return {
      json: {
        tx: {
          ...tx('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', body.from === ETH_SWAP_ID ? body.amount : '0'),
          amount: '1994000000',
          minAmountOut: '1974060000',
          deadline: 1_800_000_000,
        },
      },
    }
  })
}
