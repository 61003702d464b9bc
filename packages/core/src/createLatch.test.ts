import { describe, expect, it } from 'vitest'
import { createLatch } from './createLatch'
import { InvalidConfigError } from './errors/state'
import { getStorage, getStore } from './latch'
import { devnetA, devnetB } from './test-support/networks'

function configError(run: () => unknown): InvalidConfigError {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidConfigError) return error
    throw error
  }
  throw new Error('expected InvalidConfigError')
}

describe('createLatch', () => {
  it('starts closed at Connect on the first configured network', () => {
    const latch = createLatch({ networks: [devnetA, devnetB], storage: null })
    const state = getStore(latch).getState()
    expect(state.open).toBe(false)
    expect(state.router.view).toBe('Connect')
    expect(state.activeCaipNetworkId).toBe('eip155:31337')
    expect(latch.config.networks[0]).toMatchObject({ id: 31337, chainNamespace: 'eip155' })
  })

  it('two instances on one page do not share state', () => {
    const a = createLatch({ networks: [devnetA], storage: null })
    const b = createLatch({ networks: [devnetA], storage: null })
    getStore(a).setState({ open: true })
    expect(getStore(b).getState().open).toBe(false)
  })

  it('invalid config with no networks throws a typed error naming the field', () => {
    const error = configError(() => createLatch({ networks: [] }))
    expect(error.code).toBe('INVALID_CONFIG')
    expect(error.field).toBe('networks')
  })

  it('a malformed CAIP-2 id is named by its path', () => {
    expect(
      configError(() =>
        createLatch({ networks: [devnetA, { ...devnetB, caipNetworkId: 'eip155' as never }] }),
      ).field,
    ).toBe('networks[1].caipNetworkId')
    expect(
      configError(() => createLatch({ networks: [{ ...devnetA, caipNetworkId: 'nope:1' }] })).field,
    ).toBe('networks[0].caipNetworkId')
  })

  it('an RPC URL that is not http(s) is refused, except ws(s) on polkadot', () => {
    const error = configError(() =>
      createLatch({ networks: [{ ...devnetA, rpcUrl: 'ws://127.0.0.1:8545' }] }),
    )
    expect(error.field).toBe('networks[0].rpcUrl')
    expect(error.details).toContain('http(s)')
    expect(configError(() => createLatch({ networks: [{ ...devnetA, rpcUrl: 'not a url' }] })).field).toBe(
      'networks[0].rpcUrl',
    )
    const polkadot = { ...devnetA, caipNetworkId: 'polkadot:45454545454545454545454545454545' } as const
    expect(
      createLatch({ networks: [{ ...polkadot, rpcUrl: 'ws://127.0.0.1:9944' }] }).config.networks[0]?.rpcUrl,
    ).toBe('ws://127.0.0.1:9944')
  })

  it('spec §9: a network may list several RPC URLs (the fallback transport); one URL stays a string', () => {
    const urls = ['http://127.0.0.1:8545', 'http://127.0.0.1:8546']
    const [network] = createLatch({ networks: [{ ...devnetA, rpcUrl: urls }], storage: null }).config.networks
    expect(network).toMatchObject({ rpcUrl: urls[0], rpcUrls: urls })
    const [single] = createLatch({ networks: [{ ...devnetA, rpcUrl: [urls[0]!] }], storage: null }).config
      .networks
    expect(single?.rpcUrl).toBe(urls[0])
    expect(single?.rpcUrls).toBeUndefined()
    expect(configError(() => createLatch({ networks: [{ ...devnetA, rpcUrl: [] }] })).field).toBe(
      'networks[0].rpcUrl',
    )
    const wsInList = configError(() =>
      createLatch({ networks: [{ ...devnetA, rpcUrl: [urls[0]!, 'ws://127.0.0.1:8546'] }] }),
    )
    expect(wsInList.field).toBe('networks[0].rpcUrl')
    expect(wsInList.details).toContain('http(s)')
  })

  it('a duplicate network and a default network that is not configured are refused', () => {
    expect(configError(() => createLatch({ networks: [devnetA, devnetA] })).field).toBe(
      'networks[1].caipNetworkId',
    )
    expect(configError(() => createLatch({ networks: [devnetA], defaultNetwork: 'eip155:1' })).field).toBe(
      'defaultNetwork',
    )
  })

  it("a custom wallet's script link and an empty wallet id are refused", () => {
    const custom = (mobile_link: string) =>
      configError(() =>
        createLatch({ networks: [devnetA], customWallets: [{ id: 'mine', name: 'Mine', mobile_link }] }),
      )
    expect(custom('javascript:alert(1)').field).toBe('customWallets[0].mobile_link')
    expect(
      createLatch({
        networks: [devnetA],
        customWallets: [{ id: 'mine', name: 'Mine', mobile_link: 'mine://' }],
      }).config.customWallets,
    ).toHaveLength(1)
    expect(configError(() => createLatch({ networks: [devnetA], featuredWalletIds: [''] })).field).toBe(
      'featuredWalletIds[0]',
    )
  })

  it("a custom wallet's image is an https URL without credentials or a data:image/, said at createLatch", () => {
    const image = (imageUrl: string) => () =>
      createLatch({
        networks: [devnetA],
        storage: null,
        customWallets: [{ id: 'mine', name: 'Mine', imageUrl }],
      })
    expect(image('https://wallet.example/logo.png')().config.customWallets?.[0]?.imageUrl).toBe(
      'https://wallet.example/logo.png',
    )
    for (const refused of [
      'http://wallet.example/logo.png',
      'https://u:p@wallet.example/a.png',
      'javascript:1',
    ]) {
      expect(configError(image(refused)).field).toBe('customWallets[0].imageUrl')
    }
  })

  it('defaultAccountTypes takes, per namespace, one of the types it has', () => {
    const latch = createLatch({
      networks: [devnetA],
      storage: null,
      defaultAccountTypes: { eip155: 'eoa', bip122: 'payment', solana: 'eoa' },
    })
    expect(latch.config.defaultAccountTypes).toEqual({ eip155: 'eoa', bip122: 'payment', solana: 'eoa' })
  })

  it.each([
    [
      { eip155: 'payment' },
      'defaultAccountTypes.eip155',
      'defaultAccountTypes.eip155: must be eoa or smartAccount',
    ],
    [{ solana: 'smartAccount' }, 'defaultAccountTypes.solana', 'defaultAccountTypes.solana: must be eoa'],
    [{ bip122: 'eoa' }, 'defaultAccountTypes.bip122', 'defaultAccountTypes.bip122: must be payment'],
    [
      { evm: 'eoa' },
      'defaultAccountTypes.evm',
      'defaultAccountTypes.evm: not a namespace (eip155, solana, polkadot, bip122, cosmos)',
    ],
    [
      'smartAccount',
      'defaultAccountTypes',
      "defaultAccountTypes: must map namespaces to account types, e.g. { eip155: 'eoa' }",
    ],
  ])(
    'a bad defaultAccountTypes %j is refused, naming the field and what it must be',
    (value, field, details) => {
      const error = configError(() =>
        createLatch({ networks: [devnetA], storage: null, defaultAccountTypes: value as never }),
      )
      expect(error.shortMessage).toBe(`Invalid config: ${field}`)
      expect(error.details).toBe(details)
    },
  )

  it('restores the last chosen network from storage, ignoring one no longer configured', () => {
    const memory = new Map<string, string>()
    const backend = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    }
    getStorage(createLatch({ networks: [devnetA, devnetB], storage: backend })).set(
      'activeCaipNetworkId',
      'eip155:31338',
    )
    expect(
      getStore(createLatch({ networks: [devnetA, devnetB], storage: backend })).getState()
        .activeCaipNetworkId,
    ).toBe('eip155:31338')
    expect(
      getStore(createLatch({ networks: [devnetA], storage: backend })).getState().activeCaipNetworkId,
    ).toBe('eip155:31337')
  })
})
