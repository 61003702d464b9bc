import { describe, expect, it } from 'vitest'
import { frameConfigSchema } from './frameConfig'

const chain = { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }
const smartAccount = {
  bundlerUrl: 'http://127.0.0.1:8555',
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  accountFactory: '0x207446CDf7FB4f25E4ad118517032677462c6358',
}
const config = (chains: unknown[]) => ({ apiUrl: 'http://127.0.0.1:8787', version: '0.1.0', chains })

describe("the frame's config", () => {
  it('a chain carries its bundler, EntryPoint and account factory, or none of them', () => {
    expect(frameConfigSchema.safeParse(config([chain])).success).toBe(true)
    expect(frameConfigSchema.parse(config([{ ...chain, ...smartAccount }])).chains[0]).toEqual({
      ...chain,
      ...smartAccount,
    })
    for (const missing of ['bundlerUrl', 'entryPoint', 'accountFactory'] as const) {
      const { [missing]: _left, ...partial } = smartAccount
      const result = frameConfigSchema.safeParse(config([{ ...chain, ...partial }]))
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(
        'bundlerUrl, entryPoint and accountFactory come together: all three or none',
      )
    }
  })

  it('refuses a bundler that is not an http(s) URL, addresses that are not addresses, and unknown fields', () => {
    for (const bad of [
      { ...smartAccount, bundlerUrl: 'ws://127.0.0.1:8555' },
      { ...smartAccount, entryPoint: '0x4337' },
      { ...smartAccount, accountFactory: 'LatchAccountFactory' },
      { ...smartAccount, paymasterUrl: 'http://127.0.0.1:9999' },
    ])
      expect(frameConfigSchema.safeParse(config([{ ...chain, ...bad }])).success).toBe(false)
  })

  it('a chain may name its native currency (what approvals count value in); a symbol that is not a short word is refused', () => {
    const pol = { name: 'POL', symbol: 'POL', decimals: 18 }
    expect(
      frameConfigSchema.parse(config([{ ...chain, nativeCurrency: pol }])).chains[0]?.nativeCurrency,
    ).toEqual(pol)
    for (const bad of [
      { ...pol, symbol: 'E\u202ETH' },
      { ...pol, decimals: 40 },
      { ...pol, extra: 1 },
    ])
      expect(frameConfigSchema.safeParse(config([{ ...chain, nativeCurrency: bad }])).success).toBe(false)
  })
})
