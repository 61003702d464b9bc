import { describe, expect, it } from 'vitest'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '../constants'
import type { TokenBalance } from '../types/portfolio'
import type { SwapToken } from '../types/swap'
import { checkSwap } from './checkSwap'
import { swapTokenBalance } from './swapTokenBalance'

const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: `eip155:31337:${SWAP_NATIVE_TOKEN_ADDRESS}`,
  decimals: 18,
  logoUri: '',
}
const lusd: SwapToken = {
  name: 'Latch USD',
  symbol: 'LUSD',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  decimals: 6,
  logoUri: '',
}
const portfolio: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    value: 0,
    price: 3000,
    quantity: { decimals: '18', numeric: '2' },
    iconUrl: '',
  },
  {
    name: 'Latch USD',
    symbol: 'LUSD',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 0,
    price: 1,
    quantity: { decimals: '6', numeric: '100' },
    iconUrl: '',
  },
]

describe('the Swap form check', () => {
  it("needs both tokens: 'Select a token'", () => {
    expect(checkSwap({ from: eth, amount: '1' })).toEqual({ message: 'Select a token' })
  })

  it('nothing typed yet says nothing', () => {
    expect(checkSwap({ from: eth, to: lusd, amount: ' ', balance: portfolio[0] })).toEqual({ message: '' })
  })

  it("a malformed amount says so as Send does: 'Enter a valid amount', too many decimals", () => {
    expect(checkSwap({ from: eth, to: lusd, amount: '1,5', balance: portfolio[0] }).message).toBe(
      'Enter a valid amount',
    )
    expect(checkSwap({ from: lusd, to: eth, amount: '1.1234567', balance: portfolio[1] }).message).toBe(
      'Too many decimal places for LUSD (6)',
    )
  })

  it("over the balance: 'Insufficient balance', with the value still there to quote", () => {
    expect(checkSwap({ from: eth, to: lusd, amount: '3', balance: portfolio[0] })).toEqual({
      value: 3n * 10n ** 18n,
      message: 'Insufficient balance',
    })
    expect(checkSwap({ from: eth, to: lusd, amount: '1' }).message).toBe('Insufficient balance')
  })

  it('a valid amount within the balance, in base units', () => {
    expect(checkSwap({ from: lusd, to: eth, amount: '1.5', balance: portfolio[1] })).toEqual({
      value: 1_500_000n,
      message: '',
    })
  })

  it("the balance of a swap token is the portfolio's entry: native without address, tokens by id in any case", () => {
    expect(swapTokenBalance(eth, portfolio)?.symbol).toBe('ETH')
    expect(swapTokenBalance(lusd, portfolio)?.symbol).toBe('LUSD')
    expect(
      swapTokenBalance(
        { ...lusd, address: 'eip155:31337:0x0000000000000000000000000000000000000001' },
        portfolio,
      ),
    ).toBeUndefined()
  })
})
