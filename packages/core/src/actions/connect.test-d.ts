import { describe, expectTypeOf, it } from 'vitest'
import {
  type ConnectErrorType,
  connect,
  disconnect,
  getCapabilities,
  type Latch,
  type SendCallsReturnType,
  sendCalls,
  sendTransaction,
  signMessage,
  signTypedData,
  switchAccountType,
  switchNetwork,
  waitForCallsStatus,
} from '../index'
import { navigate, open } from '../modal'

declare const latch: Latch

describe('the wallet actions take the instance first and one parameters object', () => {
  it('connect: the connector id required, the namespace optional and one of the four', () => {
    expectTypeOf(connect).parameter(1).toHaveProperty('connectorId').toEqualTypeOf<string>()
    connect(latch, { connectorId: 'io.metamask', namespace: 'solana' })
    // @ts-expect-error an unknown namespace
    connect(latch, { connectorId: 'io.metamask', namespace: 'tron' })
    // @ts-expect-error the connector id is required
    connect(latch, {})
    expectTypeOf<ConnectErrorType['code']>().toExtend<string>()
    expectTypeOf(disconnect).parameters.toEqualTypeOf<[Latch]>()
  })

  it('signMessage, signTypedData and sendTransaction resolve hex strings', () => {
    expectTypeOf(signMessage(latch, { message: 'hi' })).toEqualTypeOf<Promise<string>>()
    expectTypeOf(sendTransaction(latch, { to: '0x7099' })).toEqualTypeOf<Promise<string>>()
    // @ts-expect-error a value is in wei, a bigint
    sendTransaction(latch, { to: '0x7099', value: 1 })
    signTypedData(latch, {
      typedData: {
        domain: {},
        types: { Mail: [{ name: 'to', type: 'string' }] },
        primaryType: 'Mail',
        message: {},
      },
    })
  })

  it('the namespace-specific ones: EIP-5792 batches and the embedded wallet’s account types', () => {
    expectTypeOf(sendCalls(latch, { calls: [{ to: '0x7099' }] })).toEqualTypeOf<
      Promise<SendCallsReturnType>
    >()
    expectTypeOf(waitForCallsStatus)
      .parameter(1)
      .toHaveProperty('timeoutMs')
      .toEqualTypeOf<number | undefined>()
    expectTypeOf(getCapabilities).parameters.toEqualTypeOf<[Latch]>()
    switchAccountType(latch, { type: 'smartAccount' })
    // @ts-expect-error bitcoin's payment type is not one the embedded wallet switches to
    switchAccountType(latch, { type: 'payment' })
    switchNetwork(latch, { caipNetworkId: 'eip155:1' })
    // @ts-expect-error a CAIP-2 id has a namespace and a reference
    switchNetwork(latch, { caipNetworkId: 'mainnet' })
  })

  it('the modal entry: open takes its view optionally, navigate requires one', () => {
    open(latch)
    open(latch, { view: 'Account' })
    // @ts-expect-error not a view
    navigate(latch, { view: 'Nowhere' })
  })
})
