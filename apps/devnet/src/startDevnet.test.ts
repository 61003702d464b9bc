import { createServer, type Server } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_CHAINS } from './chains'
import { type StartDevnetReturnType, startDevnet } from './startDevnet'

let devnet: StartDevnetReturnType

beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(async () => {
  await devnet.stop()
})

describe('startDevnet', () => {
  it('starts one anvil per devnet chain, each answering its own chain id', async () => {
    expect(devnet.chains.map(({ id, name }) => ({ id, name }))).toEqual(
      DEVNET_CHAINS.map(({ id, name }) => ({ id, name })),
    )
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.id)
    }
  })

  it('deploys the fixture tokens and NFT collection on every chain, at the same addresses', () => {
    const [a, b] = devnet.chains
    expect(a!.tokens.map((token) => token.symbol)).toEqual(['LUSD', 'LGLD'])
    expect(a!.nfts.map((nft) => nft.symbol)).toEqual(['LKEY'])
    expect(b!.tokens).toEqual(a!.tokens)
    expect(b!.nfts).toEqual(a!.nfts)
  })

  it('uses free ports, not the demo ports, unless fixedPorts is set', () => {
    const ports = devnet.chains.map((chain) => Number(new URL(chain.rpcUrl).port))
    expect(new Set(ports).size).toBe(2)
    for (const chain of DEVNET_CHAINS) expect(ports).not.toContain(chain.demoPort)
  })

  it('with fixedPorts, a busy demo port fails with an error that names the port and what to do', async () => {
    const port = DEVNET_CHAINS[0].demoPort
    // Hold the port for the length of this test (if someone else already holds it, the result is the same).
    const blocker: Server | undefined = await new Promise((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(undefined))
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server))
    })
    try {
      await expect(startDevnet({ fixedPorts: true })).rejects.toThrow(
        new RegExp(`Port ${port} \\(Latch Devnet, chain 31337\\).*busy.*stop it`),
      )
    } finally {
      await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)))
    }
  })
})
