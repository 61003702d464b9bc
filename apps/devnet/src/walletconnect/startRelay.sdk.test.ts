import type { WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEVNET_PRIVATE_KEYS } from '../accounts'
import { type StartRelayReturnType, startRelay } from './startRelay'
import {
  closeSdkClient,
  createDappClient,
  createWalletClient,
  type DappClient,
  type WalletClient,
} from './test-support/createSdkClients'

// The real SDKs on both sides, through the local relay. IS_VITEST is the SDKs' own switch for Verify
// (and telemetry): without it the wallet asks the vendor's verify host about each proposal, which
// offline takes up to 5 s per proposal (TESTBED.md).
let relay: StartRelayReturnType
beforeAll(async () => {
  vi.stubEnv('IS_VITEST', 'true')
  relay = await startRelay()
})
afterAll(async () => {
  await relay.stop()
  vi.unstubAllEnvs()
})

const account = privateKeyToAccount(DEVNET_PRIVATE_KEYS[0])
const CHAIN = 'eip155:31337'
const open: (DappClient | WalletClient)[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map(closeSdkClient))
})

async function dappAndWallet() {
  const dapp = await createDappClient(relay.url)
  const wallet = await createWalletClient(relay.url)
  open.push(dapp, wallet)
  return { dapp, wallet }
}

async function propose(dapp: DappClient, wallet: WalletClient) {
  const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) =>
    wallet.once('session_proposal', resolve),
  )
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
    },
  })
  // sign-client's approval() misses a settlement that arrives before it is called: start waiting now.
  const settled = approval()
  settled.catch(() => {})
  await wallet.pair({ uri: uri! })
  return { proposal: await proposal, settled }
}

async function connect(dapp: DappClient, wallet: WalletClient) {
  const { proposal, settled } = await propose(dapp, wallet)
  const namespaces = buildApprovedNamespaces({
    proposal: proposal.params,
    supportedNamespaces: {
      eip155: {
        chains: [CHAIN],
        methods: ['personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
        accounts: [`${CHAIN}:${account.address}`],
      },
    },
  })
  const walletSession = await wallet.approveSession({ id: proposal.id, namespaces })
  return { walletSession, dappSession: await settled }
}

/** The wallet signs each personal_sign with the anvil key, like the test wallet page will. */
function answerPersonalSign(wallet: WalletClient) {
  wallet.on('session_request', async ({ topic, id, params }) => {
    const [message] = params.request.params as [Hex, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })
}

describe('startRelay with the WalletConnect SDKs', () => {
  it('pairs a sign-client dApp with a WalletKit wallet by URI: the dApp settles with the wallet accounts', async () => {
    const { dapp, wallet } = await dappAndWallet()
    const { proposal, settled } = await propose(dapp, wallet)
    expect(proposal.params.proposer.metadata.name).toBe('Latch relay test dApp')

    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: [CHAIN],
          methods: ['personal_sign'],
          events: ['accountsChanged'],
          accounts: [`${CHAIN}:${account.address}`],
        },
      },
    })
    const walletSession = await wallet.approveSession({ id: proposal.id, namespaces })
    const dappSession = await settled

    expect(dappSession.topic).toBe(walletSession.topic)
    expect(dappSession.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${account.address}`])
    expect(dappSession.peer.metadata.name).toBe('Latch relay test wallet')
  })

  it('carries a personal_sign request to the wallet and its signature back, which viem verifies', async () => {
    const { dapp, wallet } = await dappAndWallet()
    const { dappSession } = await connect(dapp, wallet)
    answerPersonalSign(wallet)

    const message = 'Sign in to Latch'
    const signature = await dapp.request<Hex>({
      topic: dappSession.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: [toHex(message), account.address] },
    })
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('brings the wallet rejection of a proposal to the dApp as a rejection', async () => {
    const { dapp, wallet } = await dappAndWallet()
    const { proposal, settled } = await propose(dapp, wallet)
    await wallet.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    await expect(settled).rejects.toMatchObject({ code: getSdkError('USER_REJECTED').code })
  })

  it('keeps what is published while a peer is offline and delivers it when the peer subscribes', async () => {
    // The proposal goes out before the wallet exists: the wallet receives it on its first subscribe.
    const dapp = await createDappClient(relay.url)
    open.push(dapp)
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } },
    })
    const settled = approval()
    const wallet = await createWalletClient(relay.url)
    open.push(wallet)
    const proposal = new Promise<{ id: number }>((resolve) => wallet.once('session_proposal', resolve))
    await wallet.pair({ uri: uri! })
    const { id } = await proposal
    await wallet.approveSession({
      id,
      namespaces: {
        eip155: {
          chains: [CHAIN],
          methods: ['personal_sign'],
          events: [],
          accounts: [`${CHAIN}:${account.address}`],
        },
      },
    })
    const session = await settled

    // The wallet's socket drops; the dApp's request is kept and reaches the wallet once it is back.
    answerPersonalSign(wallet)
    await wallet.core.relayer.transportClose()
    const published = new Promise((resolve) => dapp.core.relayer.once('relayer_publish', resolve))
    const signed = dapp.request<Hex>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: [toHex('while away'), account.address] },
    })
    await published
    await wallet.core.relayer.transportOpen()
    const signature = await signed
    expect(await verifyMessage({ address: account.address, message: 'while away', signature })).toBe(true)
  })
})
