import { describe, expect, it } from 'vitest'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '../constants'
import { isSwapNativeToken } from './isSwapNativeToken'
import { needsSwapApprove } from './needsSwapApprove'

const lusd = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth = `eip155:31337:${SWAP_NATIVE_TOKEN_ADDRESS}`

describe('whether an approve is needed', () => {
  it('selling a token for more than the router may spend needs an approve first', () => {
    expect(needsSwapApprove({ from: lusd, amount: 5_000_000n, allowance: 0n })).toBe(true)
    expect(needsSwapApprove({ from: lusd, amount: 5_000_000n, allowance: 4_999_999n })).toBe(true)
  })

  it('an allowance covering the amount needs none', () => {
    expect(needsSwapApprove({ from: lusd, amount: 5_000_000n, allowance: 5_000_000n })).toBe(false)
  })

  it('the native currency never needs one, whatever the allowance says', () => {
    expect(needsSwapApprove({ from: eth, amount: 10n ** 18n, allowance: 0n })).toBe(false)
  })

  it('the native currency is the 0xeeee…eeee address, in any case', () => {
    expect(isSwapNativeToken('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(true)
    expect(isSwapNativeToken(lusd)).toBe(false)
  })
})
