import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ADDRESSES } from './accounts'
import { isPortFree } from './findFreePort'
import { type StartAnvilReturnType, startAnvil } from './startAnvil'

let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await anvil.stop()
})

describe('startAnvil', () => {
  it('picks a free port when none is given and answers eth_chainId with the requested chain id', async () => {
    expect(anvil.port).toBeGreaterThan(0)
    expect(anvil.url).toBe(`http://127.0.0.1:${anvil.port}`)
    const client = createPublicClient({ transport: http(anvil.url) })
    expect(await client.getChainId()).toBe(31337)
    expect(anvil.chainId).toBe(31337)
  })

  it('funds the devnet accounts with 10000 ETH', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    expect(await client.getBalance({ address: DEVNET_ADDRESSES[9] })).toBe(parseEther('10000'))
  })

  it('refuses a busy port with an error naming the port and what to do', async () => {
    await expect(startAnvil({ chainId: 31338, port: anvil.port })).rejects.toThrow(
      new RegExp(`Port ${anvil.port} on 127\\.0\\.0\\.1 is busy.*lsof -i :${anvil.port}`),
    )
  })

  it('stop() kills anvil and frees the port', async () => {
    expect(await isPortFree(anvil.port)).toBe(false)
    await anvil.stop()
    expect(await isPortFree(anvil.port)).toBe(true)
    await expect(fetch(anvil.url, { method: 'POST' })).rejects.toThrow()
    await anvil.stop() // a second stop is harmless
  })
})
