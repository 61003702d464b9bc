import { describe, expect, it } from 'vitest'
import { DEVNET_ADDRESSES } from '../../accounts'
import { approvedNamespaces } from './approvedNamespaces'

const address = DEVNET_ADDRESSES[0]

function proposal(required: Record<string, unknown>, optional: Record<string, unknown>) {
  return {
    id: 1,
    expiryTimestamp: 0,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: '00',
      metadata: { name: 'd', description: '', url: 'http://127.0.0.1', icons: [] },
    },
    requiredNamespaces: required,
    optionalNamespaces: optional,
    pairingTopic: 'topic',
  } as Parameters<typeof approvedNamespaces>[0]
}

describe('approvedNamespaces', () => {
  it('answers the devnet chains the proposal asks for (required and optional), each with the account, and the asked methods it offers', () => {
    const namespaces = approvedNamespaces(
      proposal(
        { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
        {
          eip155: {
            chains: ['eip155:31338', 'eip155:1'],
            methods: ['eth_sendTransaction'],
            events: ['chainChanged'],
          },
        },
      ),
      [31337, 31338],
      address,
    )
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`, `eip155:31338:${address}`])
    // The SDK narrows to what was asked among what the wallet offers.
    expect(namespaces.eip155?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
    expect(namespaces.eip155?.events).toEqual(['chainChanged'])
  })

  it('refuses a proposal that requires a chain the wallet does not have', () => {
    expect(() =>
      approvedNamespaces(
        proposal({ eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }, {}),
        [31337],
        address,
      ),
    ).toThrow(/eip155:1/)
  })
})
