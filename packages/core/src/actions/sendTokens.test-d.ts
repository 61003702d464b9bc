import { describe, expectTypeOf, it } from 'vitest'
import type { Latch, SendTokensErrorType, SendTokensParameters, SwapTokensParameters } from '../index'
import type { SwapToken, TokenBalance } from '../services'
import { sendTokens } from './sendTokens'
import { swapTokens } from './swapTokens'

declare const latch: Latch
declare const eth: TokenBalance
declare const lusd: SwapToken

describe('sendTokens', () => {
  it('takes the token, amount and receiver, all required, and resolves the hash', () => {
    expectTypeOf(sendTokens(latch, { token: eth, amount: '1.5', to: '0x7099' })).toEqualTypeOf<
      Promise<string>
    >()
    expectTypeOf<SendTokensParameters>().toEqualTypeOf<{ token: TokenBalance; amount: string; to: string }>()
    // @ts-expect-error the receiver is required
    sendTokens(latch, { token: eth, amount: '1.5' })
    // @ts-expect-error an amount is a decimal string, never a number (no float rounding)
    sendTokens(latch, { token: eth, amount: 1.5, to: '0x7099' })
    // @ts-expect-error no form state: the parameters are required
    sendTokens(latch)
  })

  it("narrows a failure's code to what it really throws", () => {
    expectTypeOf<'INVALID_SEND' | 'USER_REJECTED' | 'TRANSACTION_REVERTED'>().toExtend<
      SendTokensErrorType['code']
    >()
  })
})

describe('swapTokens', () => {
  it('takes the pair and amount, the slippage optional, and resolves the hash', () => {
    expectTypeOf(swapTokens(latch, { from: lusd, to: lusd, amount: '1' })).toEqualTypeOf<Promise<string>>()
    expectTypeOf<SwapTokensParameters['slippage']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<SwapTokensParameters>().toHaveProperty('from').toEqualTypeOf<SwapToken>()
    // @ts-expect-error the token bought is required
    swapTokens(latch, { from: lusd, amount: '1' })
  })
})
