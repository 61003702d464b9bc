import { describe, expectTypeOf, it } from 'vitest'
import {
  type CaipAddress,
  type ChainNamespace,
  type ConnectionStatus,
  type GetAccountReturnType,
  type GetConnectionsReturnType,
  getAccount,
  getConnections,
  getNetwork,
  getSession,
  type Latch,
  type SignInStatus,
  watchAccount,
  watchConnections,
  watchNetwork,
  watchSession,
} from '../index'

declare const latch: Latch

describe('the getters', () => {
  it('getAccount: a status always, the address only when there is one', () => {
    const account = getAccount(latch)
    expectTypeOf(account.status).toEqualTypeOf<ConnectionStatus>()
    expectTypeOf(account.isConnected).toEqualTypeOf<boolean>()
    expectTypeOf(account.address).toEqualTypeOf<string | undefined>()
    expectTypeOf(account.caipAddress).toEqualTypeOf<CaipAddress | undefined>()
  })

  it('getNetwork, getConnections and getSession read without parameters', () => {
    expectTypeOf(getNetwork).parameters.toEqualTypeOf<[Latch]>()
    expectTypeOf(getNetwork(latch).isSupported).toEqualTypeOf<boolean>()
    expectTypeOf(getConnections(latch)).toEqualTypeOf<GetConnectionsReturnType>()
    expectTypeOf<GetConnectionsReturnType[number]['namespace']>().toEqualTypeOf<ChainNamespace>()
    expectTypeOf(getSession(latch).status).toEqualTypeOf<SignInStatus>()
  })
})

describe('the watchers', () => {
  it("hand onChange the getter's value and the one before, and return the unwatch", () => {
    const unwatch = watchAccount(latch, {
      onChange(account, previous) {
        expectTypeOf(account).toEqualTypeOf<GetAccountReturnType>()
        expectTypeOf(previous).toEqualTypeOf<GetAccountReturnType>()
      },
    })
    expectTypeOf(unwatch).toEqualTypeOf<() => void>()
    watchNetwork(latch, { onChange: (network) => expectTypeOf(network.caipNetworkId).toBeString() })
    watchConnections(latch, {
      onChange: (connections) => expectTypeOf(connections).toEqualTypeOf<GetConnectionsReturnType>(),
    })
    watchSession(latch, {
      onChange: ({ session }) => expectTypeOf(session?.signature).toEqualTypeOf<string | undefined>(),
    })
    // @ts-expect-error onChange is required
    watchAccount(latch, {})
  })
})

describe('the instance', () => {
  it('keeps its store out of a host’s reach', () => {
    // @ts-expect-error a host reads state through the getters, never the store
    latch.store
    expectTypeOf<keyof Latch>().toEqualTypeOf<'config' | 'adapters' | typeof import('../latch').LATCH_PARTS>()
  })
})
