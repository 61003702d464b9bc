import { describe, expect, it } from 'vitest'
import type { Connector } from '../types'
import { planActiveChainSwitch } from './planActiveChainSwitch'

const phantomEvm: Connector = { id: 'phantom-evm', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' }
const phantomSolana: Connector = { id: 'phantom-sol', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const metaMask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
const trustEvm: Connector = { id: 'trust-evm', name: 'Trust Wallet', type: 'INJECTED', chain: 'eip155' }
const trustSolana: Connector = { id: 'trust-sol', name: 'Trust', type: 'ANNOUNCED', chain: 'solana' }
const connectedEip155 = { eip155: { status: 'connected' as const } }

describe('planActiveChainSwitch (spec §2 SwitchActiveChain)', () => {
  it('an account already connected on the target namespace is activated', () => {
    expect(
      planActiveChainSwitch({
        target: 'solana',
        activeNamespace: 'eip155',
        accounts: { ...connectedEip155, solana: { status: 'connected' } },
        activeConnectorIds: { eip155: 'io.metamask', solana: 'phantom-sol' },
        connectors: { eip155: [metaMask], solana: [phantomSolana] },
      }),
    ).toEqual({ kind: 'activate' })
  })

  it("the connected wallet's own connector on the target namespace is connected (one wallet on two chains)", () => {
    expect(
      planActiveChainSwitch({
        target: 'solana',
        activeNamespace: 'eip155',
        accounts: connectedEip155,
        activeConnectorIds: { eip155: 'phantom-evm' },
        connectors: { eip155: [phantomEvm, metaMask], solana: [phantomSolana] },
      }),
    ).toEqual({ kind: 'connect', connector: phantomSolana })
  })

  it("connectors of the same name merge across chains, 'Trust Wallet' treated as 'Trust' (spec §3)", () => {
    expect(
      planActiveChainSwitch({
        target: 'solana',
        activeNamespace: 'eip155',
        accounts: connectedEip155,
        activeConnectorIds: { eip155: 'trust-evm' },
        connectors: { eip155: [trustEvm], solana: [trustSolana] },
      }),
    ).toEqual({ kind: 'connect', connector: trustSolana })
  })

  it('a connected wallet inside a merged entry is found too', () => {
    const merged: Connector = { ...phantomEvm, type: 'MULTI_CHAIN', connectors: [phantomEvm, phantomSolana] }
    expect(
      planActiveChainSwitch({
        target: 'solana',
        activeNamespace: 'eip155',
        accounts: connectedEip155,
        activeConnectorIds: { eip155: 'phantom-evm' },
        connectors: { eip155: [merged], solana: [phantomSolana] },
      }),
    ).toEqual({ kind: 'connect', connector: phantomSolana })
  })

  it('a wallet without the target namespace asks for another wallet, naming the connected one', () => {
    expect(
      planActiveChainSwitch({
        target: 'solana',
        activeNamespace: 'eip155',
        accounts: connectedEip155,
        activeConnectorIds: { eip155: 'io.metamask' },
        connectors: { eip155: [metaMask, phantomEvm], solana: [phantomSolana] },
      }),
    ).toEqual({ kind: 'connectOther', walletName: 'MetaMask' })
  })

  it('nothing connected: another wallet is needed, none named', () => {
    expect(
      planActiveChainSwitch({
        target: 'solana',
        activeNamespace: 'eip155',
        accounts: {},
        activeConnectorIds: { eip155: 'phantom-evm' },
        connectors: { eip155: [phantomEvm], solana: [phantomSolana] },
      }),
    ).toEqual({ kind: 'connectOther' })
  })

  it('the email login (AUTH) does not pair with a browser wallet of the same name', () => {
    const auth: Connector = { id: 'AUTH', name: 'Phantom', type: 'AUTH', chain: 'eip155' }
    expect(
      planActiveChainSwitch({
        target: 'solana',
        activeNamespace: 'eip155',
        accounts: connectedEip155,
        activeConnectorIds: { eip155: 'AUTH' },
        connectors: { eip155: [auth], solana: [phantomSolana] },
      }),
    ).toEqual({ kind: 'connectOther', walletName: 'Phantom' })
  })
})
