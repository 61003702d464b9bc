import {
  DEVNET_ADDRESSES,
  type StartRelayReturnType,
  type StartTestWalletReturnType,
  startRelay,
  startTestWallet,
} from '@latch/devnet'
import { type Address, type Hex, parseEther, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from '../devnetChain'
import { expect, test } from '../fixtures'
import { TestWalletPage } from '../pages/TestWalletPage'
import { closeDapp, createDapp, type DappClient, getSdkError, proposeSession } from '../walletConnectDapp'
import { world } from '../world'

// The WalletConnect test wallet page in Chromium, the real sign-client dApp in this process, both on a local
// relay. Account 6 is used by no other spec, so its transactions never race another worker's nonces.
const ACCOUNT = 6
const ADDRESS = DEVNET_ADDRESSES[ACCOUNT]
const CHAIN = devnetChain().caipNetworkId

let relay: StartRelayReturnType
let server: StartTestWalletReturnType
test.beforeAll(async () => {
  relay = await startRelay()
  server = await startTestWallet({ relayUrl: relay.url, chains: world().chains })
})
test.afterAll(async () => {
  await server?.stop()
  await relay?.stop()
})

let dapp: DappClient
test.beforeEach(async () => {
  dapp = await createDapp(relay.url)
})
test.afterEach(async () => {
  await closeDapp(dapp)
})

async function openWallet(
  page: TestWalletPage['page'],
  options: { uri?: string; universalLink?: boolean } = {},
): Promise<TestWalletPage> {
  const wallet = new TestWalletPage(page, server.url)
  await wallet.goto({ account: ACCOUNT, ...options })
  await expect(wallet.status).toHaveText('ready')
  return wallet
}

function propose() {
  return proposeSession(dapp, {
    optionalNamespaces: {
      eip155: {
        chains: [CHAIN],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
}

/** Pairs by pasting the URI and approves: the dApp's settled session. */
async function connect(wallet: TestWalletPage) {
  const { uri, settled } = await propose()
  await wallet.pair(uri)
  await wallet.approveProposal()
  return settled
}

test.describe('WalletConnect test wallet', () => {
  test('pairs by a pasted URI: shows the dApp as text, and the dApp settles with the page account', async ({
    page,
  }) => {
    const wallet = await openWallet(page)
    await expect(wallet.address).toHaveText(ADDRESS)
    const { uri, settled } = await propose()
    await wallet.pair(uri)

    await expect(wallet.proposal.getByTestId('testwallet-proposal-name')).toHaveText('Latch e2e dApp')
    await expect(wallet.proposal.getByTestId('testwallet-proposal-url')).toHaveText('http://127.0.0.1:5173')
    // Markup in metadata stays text; a javascript: icon is not shown.
    await expect(wallet.proposal.getByTestId('testwallet-proposal-description')).toHaveText(
      'The dApp side of the test wallet spec <b>as text</b>',
    )
    await expect(wallet.proposal.locator('b')).toHaveCount(0)
    await expect(wallet.proposal.getByTestId('testwallet-proposal-icon')).toHaveCount(0)
    await expect(wallet.proposal.getByTestId('testwallet-proposal-namespace')).toHaveText(
      `optional eip155: chains ${CHAIN}; methods personal_sign, eth_sendTransaction`,
    )
    await wallet.approveProposal()

    const session = await settled
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ADDRESS}`])
    expect(session.peer.metadata.name).toBe('Latch Test Wallet')
    await expect(wallet.sessions.getByTestId('testwallet-session-name')).toHaveText('Latch e2e dApp')
  })

  for (const universalLink of [false, true]) {
    test(`pairs from the deeplink form, the page opened with ${universalLink ? '/wc?uri= (a universal link)' : '?uri='}`, async ({
      page,
    }) => {
      const { uri, settled } = await propose()
      const wallet = await openWallet(page, { uri, universalLink })
      await wallet.approveProposal()
      const session = await settled
      expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ADDRESS}`])
    })
  }

  test('a rejected proposal reaches the dApp as USER_REJECTED', async ({ page }) => {
    const wallet = await openWallet(page)
    const { uri, settled } = await propose()
    const outcome = settled.then(
      () => 'settled',
      (error: unknown) => error,
    )
    await wallet.pair(uri)
    await wallet.rejectProposal()
    expect(await outcome).toMatchObject({ code: getSdkError('USER_REJECTED').code })
    await expect(wallet.sessions).toHaveCount(0)
  })

  test('a personal_sign approved in the page verifies with viem', async ({ page }) => {
    const wallet = await openWallet(page)
    const session = await connect(wallet)
    const message = 'Sign in to Latch'
    const signed = dapp.request<Hex>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: [toHex(message), ADDRESS] },
    })
    await expect(wallet.request.getByTestId('testwallet-request-method')).toHaveText('personal_sign')
    await expect(wallet.request.getByTestId('testwallet-request-summary')).toHaveText(
      `Sign message: ${message}`,
    )
    await expect(wallet.request.getByTestId('testwallet-request-dapp')).toHaveText('Latch e2e dApp')
    await wallet.approveRequest()
    expect(await verifyMessage({ address: ADDRESS, message, signature: await signed })).toBe(true)
    await expect(wallet.request).toHaveCount(0)
  })

  test('a rejected request reaches the dApp as the EIP-1193 4001 error', async ({ page }) => {
    const wallet = await openWallet(page)
    const session = await connect(wallet)
    const signed = dapp
      .request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: [toHex('no'), ADDRESS] },
      })
      .then(
        () => 'signed',
        (error: unknown) => error,
      )
    await wallet.rejectRequest()
    expect(await signed).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  test('an eth_sendTransaction approved in the page is mined on the devnet chain', async ({ page }) => {
    const wallet = await openWallet(page)
    const session = await connect(wallet)
    const receiver: Address = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('0.25')
    const sent = dapp.request<Hex>({
      topic: session.topic,
      chainId: CHAIN,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: ADDRESS, to: receiver, value: toHex(value) }],
      },
    })
    await expect(wallet.request.getByTestId('testwallet-request-summary')).toHaveText(
      `Send 0.25 ETH to ${receiver}`,
    )
    await wallet.approveRequest()
    expect(await sent).toMatch(/^0x[0-9a-f]{64}$/)
    // Mined at once, unless send.spec has anvil's automining off for its pending-state test: then with its
    // next block, so the balance is polled (one fresh-clone CI run read it before that block).
    await expect.poll(() => devnetChain().nativeBalance(receiver), { timeout: 30_000 }).toBe(value)
  })

  test('wallet_switchEthereumChain approved in the page answers null and emits chainChanged, as does the chain select; reads need no prompt', async ({
    page,
  }) => {
    const [a, b] = world().chains.map((chain) => chain.id) as [number, number]
    const wallet = await openWallet(page)
    const { uri, settled } = await proposeSession(dapp, {
      optionalNamespaces: {
        eip155: {
          chains: [`eip155:${a}`, `eip155:${b}`],
          methods: ['wallet_switchEthereumChain', 'eth_chainId'],
          events: ['chainChanged'],
        },
      },
    })
    await wallet.pair(uri)
    await wallet.approveProposal()
    const session = await settled
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:${a}:${ADDRESS}`, `eip155:${b}:${ADDRESS}`])
    const chainChanged = () =>
      new Promise<{ data: unknown; chainId: string }>((resolve) =>
        dapp.once('session_event', ({ params }) =>
          resolve({ data: params.event.data, chainId: params.chainId }),
        ),
      )

    const switched = chainChanged()
    const answer = dapp.request({
      topic: session.topic,
      chainId: `eip155:${a}`,
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(b) }] },
    })
    await expect(wallet.request.getByTestId('testwallet-request-summary')).toHaveText(`Switch to chain ${b}`)
    await wallet.approveRequest()
    expect(await answer).toBeNull()
    expect(await switched).toEqual({ data: b, chainId: `eip155:${b}` })
    await expect(wallet.chainSelect).toHaveValue(String(b))

    const selected = chainChanged()
    await wallet.chainSelect.selectOption(String(a))
    expect(await selected).toEqual({ data: a, chainId: `eip155:${a}` })

    const chainId = await dapp.request({
      topic: session.topic,
      chainId: `eip155:${b}`,
      request: { method: 'eth_chainId', params: [] },
    })
    expect(chainId).toBe(toHex(b))
    await expect(wallet.request).toHaveCount(0)
  })

  test("the wallet's Disconnect ends the session on the dApp side (session_delete)", async ({ page }) => {
    const wallet = await openWallet(page)
    const session = await connect(wallet)
    const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect()
    expect((await deleted).topic).toBe(session.topic)
    await expect(wallet.sessions).toHaveCount(0)
  })
})
