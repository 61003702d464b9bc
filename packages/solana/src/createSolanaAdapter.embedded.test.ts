import { type Connector, InvalidInputError } from '@latch/core'
import { embeddedWallet } from '@latch/embedded-wallet'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'
import type { StandardWalletRegistry } from './solanaWalletSource'

const noWallets: StandardWalletRegistry = { get: () => [], on: () => () => {} }

describe('createSolanaAdapter({ embeddedWallet })', () => {
  it('refuses anything but the connector embeddedWallet() made, naming the option', () => {
    for (const bad of [{}, { name: 'Email' }, 'AUTH', null]) {
      const error = (() => {
        try {
          createSolanaAdapter({ embeddedWallet: bad as never, wallets: noWallets })
        } catch (cause) {
          return cause
        }
      })()
      expect(error).toBeInstanceOf(InvalidInputError)
      expect((error as InvalidInputError).details).toContain('embeddedWallet')
    }
  })

  it('lists the same login as a Solana AUTH connector with the EVM side’s own controls, loading no frame', () => {
    const login = embeddedWallet({ frameUrl: 'http://127.0.0.1:5174' })
    const adapter = createSolanaAdapter({ embeddedWallet: login, wallets: noWallets, target: {} })
    let listed: Connector[] = []
    const stop = adapter.setup({
      networks: [],
      onConnectors: (connectors) => {
        listed = connectors
      },
      events: { accountsChanged() {}, chainChanged() {}, disconnect() {} },
    })
    expect(listed).toEqual([
      { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'solana', embedded: login.embedded },
    ])
    expect(listed[0]?.embedded).toBe(login.embedded)
    stop()
  })
})
