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

  it('anvils started together for the same chain each get a port of their own and answer there (the suites run devnets side by side)', async () => {
    const anvils = await Promise.all(Array.from({ length: 4 }, () => startAnvil({ chainId: 31337 })))
    try {
      expect(new Set(anvils.map(({ port }) => port)).size).toBe(4)
      // each answers as itself: a block mined on one is not seen on another
      await fetch(anvils[0]!.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
      })
      const heights = await Promise.all(
        anvils.map(({ url }) => createPublicClient({ transport: http(url) }).getBlockNumber()),
      )
      expect(heights).toEqual([1n, 0n, 0n, 0n])
    } finally {
      await Promise.all(anvils.map((started) => started.stop()))
    }
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
