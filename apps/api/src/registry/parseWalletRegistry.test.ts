import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { InvalidRegistryError, parseWalletRegistry } from './parseWalletRegistry'
import { DEFAULT_REGISTRY_FILE } from './seedWalletRegistry'

describe('the shipped registry', () => {
  it('is valid and lists at least 300 wallets with unique ids and names', async () => {
    const registry = parseWalletRegistry(await readFile(DEFAULT_REGISTRY_FILE, 'utf8'))
    expect(registry.wallets.length).toBeGreaterThanOrEqual(300)
    expect(new Set(registry.wallets.map((wallet) => wallet.name.toLowerCase())).size).toBe(
      registry.wallets.length,
    )
    expect(registry.wallets.filter((wallet) => wallet.rdns).length).toBeGreaterThan(20)
  })
})

describe('parseWalletRegistry', () => {
  it('fills left-out links with null', () => {
    const registry = parseWalletRegistry(
      JSON.stringify({
        version: 1,
        wallets: [{ id: 'a', name: 'A', chains: ['eip155:1'], badge_type: 'none' }],
      }),
    )
    expect(registry.wallets[0]).toEqual({
      id: 'a',
      name: 'A',
      rdns: null,
      homepage: null,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      chains: ['eip155:1'],
      badge_type: 'none',
    })
  })

  it('refuses unknown fields, script links and a wrong version', () => {
    const wallet = { id: 'a', name: 'A', chains: ['eip155:1'], badge_type: 'none' }
    expect(() => parseWalletRegistry(JSON.stringify({ version: 2, wallets: [] }))).toThrow(
      InvalidRegistryError,
    )
    expect(() =>
      parseWalletRegistry(JSON.stringify({ version: 1, wallets: [{ ...wallet, logo: 'x' }] })),
    ).toThrow(/wallets\[0\]/)
    expect(() =>
      parseWalletRegistry(
        JSON.stringify({ version: 1, wallets: [{ ...wallet, webapp_link: 'data:text/html,x' }] }),
      ),
    ).toThrow(/webapp_link/)
  })
})
