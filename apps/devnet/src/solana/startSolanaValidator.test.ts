import { createServer, type Server } from 'node:net'
import { address, createSolanaRpc } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { findFreePort, isPortFree } from '../findFreePort'
import { type StartSolanaValidatorReturnType, startSolanaValidator } from './startSolanaValidator'
import { toSolanaCaipNetworkId } from './toSolanaCaipNetworkId'

// Mainnet's USD Coin mint: there on any cluster that forks mainnet, absent on an offline one.
const MAINNET_USDC_MINT = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')

let validator: StartSolanaValidatorReturnType
beforeAll(async () => {
  validator = await startSolanaValidator()
})
afterAll(async () => {
  await validator.stop()
})

/** Sends one JSON-RPC request over the WebSocket endpoint and resolves with its result. */
function askOverWebSocket(wsUrl: string, method: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl)
    socket.once('error', reject)
    socket.once('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] })))
    socket.once('message', (data) => {
      socket.close()
      resolve((JSON.parse(String(data)) as { result?: unknown }).result)
    })
  })
}

describe('startSolanaValidator', () => {
  it('answers getGenesisHash and getVersion on loopback, its CAIP-2 id made from that genesis hash', async () => {
    const rpc = createSolanaRpc(validator.rpcUrl)
    expect(new URL(validator.rpcUrl).hostname).toBe('127.0.0.1')
    const genesisHash = await rpc.getGenesisHash().send()
    expect(validator.genesisHash).toBe(genesisHash)
    expect(validator.caipNetworkId).toBe(toSolanaCaipNetworkId(genesisHash))
    expect(validator.caipNetworkId).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)
    expect(await rpc.getVersion().send()).toMatchObject({ 'surfnet-version': '1.5.0' })
  })

  it('answers RPC subscriptions on its WebSocket URL', async () => {
    expect(typeof (await askOverWebSocket(validator.wsUrl, 'slotSubscribe'))).toBe('number')
  })

  it('runs offline: a mainnet account stays missing instead of being fetched, the token program is local', async () => {
    const rpc = createSolanaRpc(validator.rpcUrl)
    const { value: usdc } = await rpc.getAccountInfo(MAINNET_USDC_MINT, { encoding: 'base64' }).send()
    expect(usdc).toBeNull()
    const { value: tokenProgram } = await rpc
      .getAccountInfo(TOKEN_PROGRAM_ADDRESS, { encoding: 'base64' })
      .send()
    expect(tokenProgram?.executable).toBe(true)
  })

  it('serves HTTP and WebSocket on the ports it is given, and frees them on stop', async () => {
    const ports = { rpc: await findFreePort(), ws: await findFreePort() }
    const fixed = await startSolanaValidator({ ports })
    try {
      expect(fixed.rpcUrl).toBe(`http://127.0.0.1:${ports.rpc}`)
      expect(fixed.wsUrl).toBe(`ws://127.0.0.1:${ports.ws}`)
      expect(await createSolanaRpc(fixed.rpcUrl).getGenesisHash().send()).toBe(fixed.genesisHash)
      expect(typeof (await askOverWebSocket(fixed.wsUrl, 'slotSubscribe'))).toBe('number')
    } finally {
      await fixed.stop()
    }
    expect(await isPortFree(ports.rpc)).toBe(true)
    expect(await isPortFree(ports.ws)).toBe(true)
  })

  it('fails with an error naming a busy port, and leaves nothing listening', async () => {
    const ports = { rpc: await findFreePort(), ws: await findFreePort() }
    const blocker: Server = await new Promise((resolve) => {
      const server = createServer()
      server.listen({ port: ports.ws, host: '127.0.0.1', exclusive: true }, () => resolve(server))
    })
    try {
      await expect(startSolanaValidator({ ports })).rejects.toThrow(
        new RegExp(`Port ${ports.ws} on 127.0.0.1 is busy`),
      )
      expect(await isPortFree(ports.rpc)).toBe(true)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
