import { DEVNET_ADDRESSES, deployFixtures, type StartAnvilReturnType, startAnvil } from '@latch/devnet'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phrase } from '../i18n/phrase'
import { sayInEnglish } from '../i18n/test-support/sayInEnglish'
import { describeTokenCall } from './describeTokenCall'

let anvil: StartAnvilReturnType
let lusd: Address
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const { tokens } = await deployFixtures(anvil.url, { nftBaseUri: () => 'http://127.0.0.1:9/' })
  lusd = tokens.find((token) => token.symbol === 'LUSD')!.address
}, 60_000)
afterAll(() => anvil?.stop())

const [me, them] = DEVNET_ADDRESSES as unknown as [Address, Address]
const data = (functionName: 'transfer' | 'approve' | 'transferFrom', args: readonly unknown[]) =>
  encodeFunctionData({ abi: erc20Abi, functionName, args } as never)

describe('describeTokenCall', () => {
  it('reads a transfer, an approval and a transferFrom in the token’s own units and symbol, naming the token', async () => {
    const read = async (call: Parameters<typeof data>) =>
      sayInEnglish((await describeTokenCall(anvil.url, { to: lusd, data: data(...call) }))!)
    expect(await read(['transfer', [them, 10_500_000n]])).toBe(`Sends 10.5 LUSD to ${them} (token ${lusd})`)
    expect(await read(['approve', [them, 1_000_000n]])).toBe(`Allows ${them} to spend 1 LUSD (token ${lusd})`)
    expect(await read(['approve', [them, maxUint256]])).toBe(
      `Allows ${them} to spend all your LUSD (token ${lusd})`,
    )
    expect(await read(['transferFrom', [me, them, 2n]])).toBe(
      `Moves 0.000002 LUSD from ${me} to ${them} (token ${lusd})`,
    )
  })

  it('a contract that does not answer as a token: the call itself, not a claimed amount', async () => {
    // an account without code: symbol() and decimals() have nothing to answer
    const call = await describeTokenCall(anvil.url, { to: them, data: data('transfer', [me, 5n]) })
    expect(call).toEqual(phrase('token.calls', { call: `transfer(${me}, 5)`, token: them }))
    expect(sayInEnglish(call!)).toBe(`Calls transfer(${me}, 5) on ${them}`)
  })

  it('call data that is no token call: nothing to add', async () => {
    const balanceOf = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [me] })
    expect(await describeTokenCall(anvil.url, { to: lusd, data: balanceOf })).toBeUndefined()
    expect(await describeTokenCall(anvil.url, { to: lusd, data: '0x12345678' })).toBeUndefined()
    expect(await describeTokenCall(anvil.url, { to: lusd, data: '0x' })).toBeUndefined()
  })
})
