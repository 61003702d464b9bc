import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SOLANA_DEVNET_KEYS } from '../../solanaAccounts'
import { registerSolanaDevWallet } from './registerSolanaDevWallet'

// Registration talks to the page through window events; Node's EventTarget stands in for the window.
afterEach(() => {
  vi.unstubAllGlobals()
})

const parameters = {
  cluster: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'http://127.0.0.1:1' },
  key: SOLANA_DEVNET_KEYS[0],
  approve: async () => true,
} as const

describe('registerSolanaDevWallet', () => {
  it('registers with an app already listening, and again with an app that says it is ready later', async () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const early: Wallet[] = []
    page.addEventListener('wallet-standard:register-wallet', (event) => {
      ;(event as Event & { detail: (api: { register(wallet: Wallet): () => void }) => void }).detail({
        register: (wallet) => {
          early.push(wallet)
          return () => {}
        },
      })
    })
    const wallet = await registerSolanaDevWallet(parameters)
    expect(early).toEqual([wallet])

    const late: Wallet[] = []
    const ready = Object.assign(new Event('wallet-standard:app-ready'), {
      detail: { register: (registered: Wallet) => late.push(registered) },
    })
    page.dispatchEvent(ready)
    expect(late).toEqual([wallet])
    expect(late[0]!.name).toBe('Latch Devnet Wallet')
  })

  it('refuses a key that is not 32 bytes of hex, registering nothing', async () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const registered: unknown[] = []
    page.addEventListener('wallet-standard:register-wallet', (event) => registered.push(event))
    await expect(registerSolanaDevWallet({ ...parameters, key: 'abc' })).rejects.toThrow(/32-byte key in hex/)
    expect(registered).toEqual([])
  })
})
