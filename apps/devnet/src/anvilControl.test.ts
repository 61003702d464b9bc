import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ADDRESSES } from './accounts'
import { mine, revert, setBalance, snapshot } from './anvilControl'
import { type StartAnvilReturnType, startAnvil } from './startAnvil'

let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await anvil.stop()
})

const client = () => createPublicClient({ transport: http(anvil.url) })

describe('anvilControl', () => {
  it('mine() adds blocks (one by default)', async () => {
    const before = await client().getBlockNumber()
    await mine(anvil.url)
    await mine(anvil.url, 4)
    expect(await client().getBlockNumber()).toBe(before + 5n)
  })

  it('setBalance() sets a balance in wei; revert() returns to the snapshot', async () => {
    const address = DEVNET_ADDRESSES[3]
    const id = await snapshot(anvil.url)
    expect(id).toMatch(/^0x[0-9a-f]+$/)
    await setBalance(anvil.url, address, 123n)
    expect(await client().getBalance({ address })).toBe(123n)
    await revert(anvil.url, id)
    expect(await client().getBalance({ address })).toBe(parseEther('10000'))
  })
})
