import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { getLatchInternal } from '../latch'
import { devnetA, devnetB } from '../test-support/networks'
import type { CaipNetworkId, Connector, SiwxConfig, SiwxSession } from '../types'
import { keepOneClickSession, oneClickSignInRequest } from './oneClickSignIn'

const WALLET_CONNECT: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const BROWSER: Connector = { id: 'browser', name: 'Browser Wallet', type: 'ANNOUNCED', chain: 'eip155' }

/** A host's SIWX that makes messages with a counted nonce and keeps what it is given (or refuses it). */
function testSiwx(options: { createFails?: boolean; addFails?: boolean } = {}) {
  const kept: SiwxSession[] = []
  let nonces = 0
  const siwx: SiwxConfig = {
    async createMessage({ accountAddress, chainId }) {
      if (options.createFails) throw new Error('services down')
      nonces += 1
      const data = {
        accountAddress,
        chainId,
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173/',
        version: '1',
        nonce: `nonce000${nonces}`,
        issuedAt: '2026-11-28T23:00:00.000Z',
        expirationTime: '2026-12-05T23:00:00.000Z',
        statement: 'Sign in to the Latch demo.',
      }
      return { data, message: 'not used' }
    },
    async addSession(session) {
      if (options.addFails) throw new Error('signature refused')
      kept.push(session)
    },
    async revokeSession() {},
    async setSessions() {},
    async getSessions() {
      return []
    },
  }
  return { siwx, kept }
}

const solanaDevnet = {
  ...devnetA,
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as CaipNetworkId,
  rpcUrl: 'http://127.0.0.1:8899',
}

describe('spec §5: WalletConnect one-click sign-in', () => {
  it('asks the sign-in with the connection when SIWX is set and every network is eip155', async () => {
    const { siwx } = testSiwx()
    const latch = createLatch({ networks: [devnetA, devnetB], siwx, storage: null })
    const [network] = latch.config.networks
    expect(await oneClickSignInRequest(latch, WALLET_CONNECT, network!)).toEqual({
      chains: ['eip155:31337', 'eip155:31338'],
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/',
      nonce: 'nonce0001',
      statement: 'Sign in to the Latch demo.',
      expirationTime: '2026-12-05T23:00:00.000Z',
    })
  })

  it('is not used with a non-eip155 network, another connector, no SIWX, or no message to be had', async () => {
    const { siwx } = testSiwx()
    const mixed = createLatch({ networks: [devnetA, solanaDevnet], siwx, storage: null })
    expect(await oneClickSignInRequest(mixed, WALLET_CONNECT, mixed.config.networks[0]!)).toBeUndefined()
    const evm = createLatch({ networks: [devnetA], siwx, storage: null })
    expect(await oneClickSignInRequest(evm, BROWSER, evm.config.networks[0]!)).toBeUndefined()
    const noSiwx = createLatch({ networks: [devnetA], storage: null })
    expect(await oneClickSignInRequest(noSiwx, WALLET_CONNECT, noSiwx.config.networks[0]!)).toBeUndefined()
    const down = createLatch({
      networks: [devnetA],
      siwx: testSiwx({ createFails: true }).siwx,
      storage: null,
    })
    expect(await oneClickSignInRequest(down, WALLET_CONNECT, down.config.networks[0]!)).toBeUndefined()
  })

  it('keeps the signed session with the host’s SIWX; a refusal is reported, not thrown', async () => {
    const session: SiwxSession = {
      data: {
        accountAddress: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
        chainId: 'eip155:31337',
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173/',
        version: '1',
        nonce: 'nonce0001',
        issuedAt: '2026-11-28T23:00:00.000Z',
      },
      message: '127.0.0.1:5173 wants you to sign in with your Ethereum account: …',
      signature: '0x01',
    }
    const accepting = testSiwx()
    await keepOneClickSession(
      createLatch({ networks: [devnetA], siwx: accepting.siwx, storage: null }),
      session,
    )
    expect(accepting.kept).toEqual([session])

    const refusing = createLatch({
      networks: [devnetA],
      siwx: testSiwx({ addFails: true }).siwx,
      storage: null,
    })
    const reported: string[] = []
    getLatchInternal(refusing).reportError = (error) => void reported.push(error.code)
    await expect(keepOneClickSession(refusing, session)).resolves.toBeUndefined()
    expect(reported).toEqual(['SIWX_SIGN_IN_FAILED'])
  })
})
