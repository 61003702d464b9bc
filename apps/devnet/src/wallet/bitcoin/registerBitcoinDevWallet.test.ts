import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerBitcoinDevWallet } from './registerBitcoinDevWallet'

// Registration talks to the page through window events; Node's EventTarget stands in for the window.
afterEach(() => {
  vi.unstubAllGlobals()
})

const parameters = { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', approve: async () => true }

describe('registerBitcoinDevWallet', () => {
  it('registers over wallet-standard, with an app listening now and with one ready later, and offers its sats-connect provider as window.btc', () => {
    const page = Object.assign(new EventTarget(), { btc: undefined as unknown })
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
    const wallet = registerBitcoinDevWallet(parameters)
    expect(early).toEqual([wallet])
    expect(page.btc).toBe(wallet.provider)
    const late: Wallet[] = []
    page.dispatchEvent(
      Object.assign(new Event('wallet-standard:app-ready'), {
        detail: { register: (registered: Wallet) => late.push(registered) },
      }),
    )
    expect(late).toEqual([wallet])
  })

  it("leaves another wallet's window.btc alone", () => {
    const other = { request: async () => null }
    vi.stubGlobal('window', Object.assign(new EventTarget(), { btc: other }))
    registerBitcoinDevWallet(parameters)
    expect((window as unknown as { btc: unknown }).btc).toBe(other)
  })
})
