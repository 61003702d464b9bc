import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect'
import { mountLatch } from '../actions/mountLatch'
import { createLatch } from '../createLatch'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { multichainWallets } from '../test-support/multichainWallets'
import { devnetA } from '../test-support/networks'
import type { SiwxConfig, SiwxSession } from '../types'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
  vi.useRealTimers()
})

function sessionUntil(expirationTime: string): SiwxSession {
  return {
    data: {
      accountAddress: ADDRESS,
      chainId: devnetA.caipNetworkId,
      domain: 'shop.example.com',
      uri: 'https://shop.example.com',
      version: '1',
      nonce: 'k3Jd8s0aQ1',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime,
    },
    message: 'signed text',
    signature: '0xsigned',
  }
}

/** The host's sign-in config, keeping the given session as its only one. */
function keeping(session: SiwxSession): SiwxConfig {
  return {
    createMessage: async () => ({ data: session.data, message: session.message }),
    addSession: async () => {},
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [session],
  }
}

async function connectedWith(siwx: SiwxConfig): Promise<Latch> {
  const wallets = multichainWallets()
  const latch = createLatch({ networks: [devnetA], adapters: wallets.adapters, storage: null, siwx })
  unmounts.push(mountLatch(latch))
  await connect(latch, { connectorId: 'dual-eip155', namespace: 'eip155' })
  return latch
}

const EXPIRED_ALERT = {
  open: true,
  variant: 'error',
  message: 'Session Expired',
  details: 'Your sign-in has expired. Sign the message again to continue.',
}

describe("spec §8's 'Session Expired' alert", () => {
  it('on reconnect: a kept session past its expiry is dropped, the alert says why and the sign-in view opens', async () => {
    const latch = await connectedWith(keeping(sessionUntil('2026-01-02T00:00:00.000Z')))
    await expect.poll(() => getStore(latch).getState().alert).toEqual(EXPIRED_ALERT)
    const { siwx, router, open } = getStore(latch).getState()
    expect([siwx.status, siwx.session, router.view, open]).toEqual([
      'ready',
      undefined,
      'SIWXSignMessage',
      true,
    ])
  })

  it('in use: a live session is kept, and when its expiration time comes the alert opens and sign-in is asked again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
    const expiry = new Date(Date.now() + 3_600_000).toISOString()
    const latch = await connectedWith(keeping(sessionUntil(expiry)))
    await expect.poll(() => getStore(latch).getState().siwx.status).toBe('signedIn')
    expect(getStore(latch).getState().alert.open).toBe(false)
    await vi.advanceTimersByTimeAsync(3_600_000 - 1_000)
    expect(getStore(latch).getState().siwx.status).toBe('signedIn')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(getStore(latch).getState().alert).toEqual(EXPIRED_ALERT)
    expect(getStore(latch).getState().siwx).toMatchObject({ status: 'ready', session: undefined })
    expect(getStore(latch).getState().router.view).toBe('SIWXSignMessage')
  })
})
