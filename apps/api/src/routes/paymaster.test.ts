// The services' paymaster end to end: a devnet with ERC-4337 (anvil, EntryPoint v0.8, the Latch smart
// account's factory, the verifying paymaster and alto), the services on a real port, and viem's bundler
// client asking the route for paymaster data (ERC-7677) as the embedded wallet's frame does: with the
// signed-in person's session, for their own smart account.
import { randomBytes } from 'node:crypto'
import {
  DEVNET_CURRENCY,
  DEVNET_PAYMASTER_ADDRESS,
  type DevnetChain,
  devnetPaymasterSettings,
  type StartDevnetReturnType,
  startDevnet,
  toDevnetSmartAccount,
} from '@latch/devnet'
import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  entryPoint08Address,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configurePaymasters } from '../paymaster/configurePaymasters'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer'
import { useTestApi } from '../testing'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

const mail = useMailSink()
const api = useTestApi()
let devnet: StartDevnetReturnType
let services: StartApiServerReturnType

beforeAll(async () => {
  // Account abstraction is all this file needs of the devnet.
  devnet = await startDevnet({ fixtures: false, history: false, mail: false, solana: false })
  services = await startApiServer({
    database: api.database,
    // the paymaster reads its chain's base fee and the accounts' addresses
    chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    seedWallets: false,
    indexer: false,
    rateLimit: false,
    frameOrigins: [TEST_FRAME_ORIGIN],
    mailer: mail.mailer,
    recoverySecret: randomBytes(32),
    // The first chain only: the second stands for a chain the operator does not sponsor.
    paymasters: configurePaymasters(devnetPaymasterSettings(devnet.chains.slice(0, 1))),
  })
}, 120_000)
afterAll(async () => {
  await services?.stop()
  await devnet?.stop()
})

const clientOf = (chain: DevnetChain): PublicClient =>
  createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: DEVNET_CURRENCY,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
    pollingInterval: 100,
  })

let people = 0
/** A person signed in to the embedded wallet whose wallet is `owner`: their session's bearer token. */
async function signUp(owner: PrivateKeyAccount): Promise<string> {
  const n = ++people
  const app = services.app
  const { token } = await signInByEmail(api, mail, {
    email: `sponsored${n}@example.com`,
    deviceId: `device-sponsored-${n}`,
    app,
  })
  const stored = await api.request('/v1/auth/wallet', {
    app,
    method: 'PUT',
    headers: { origin: TEST_FRAME_ORIGIN, authorization: `Bearer ${token}` },
    json: { address: owner.address, authShare: 'YXV0aA==', recoveryShare: 'cmVjb3Zlcnk=' },
  })
  expect(stored.status).toBe(201)
  return token
}

/** The bundler of `chain`, its paymaster the services' route for that chain, asked with `token`'s session. */
function bundlerClientOf(chain: DevnetChain, client: PublicClient, token: string) {
  const url = `${services.url}/v1/paymaster/${chain.id}?projectId=${api.project.id}`
  return createBundlerClient({
    client,
    transport: http(chain.bundlerUrl),
    pollingInterval: 100,
    paymaster: createPaymasterClient({
      transport: http(url, {
        retryCount: 0,
        fetchOptions: { headers: { authorization: `Bearer ${token}` } },
      }),
    }),
  })
}

const depositOf = (client: PublicClient) =>
  client.readContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'balanceOf',
    args: [DEVNET_PAYMASTER_ADDRESS],
  })

describe('the services sponsor user operations (ERC-7677)', () => {
  it("a signed-in person's counterfactual account with 0 ETH sends an operation through the bundler with the services' paymaster: it lands, the account is deployed, its ETH still 0, the paymaster's deposit pays", async () => {
    const chain = devnet.chains[0]!
    const client = clientOf(chain)
    const owner = privateKeyToAccount(generatePrivateKey())
    const token = await signUp(owner)
    const account = await toDevnetSmartAccount(client, owner)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    const depositBefore = await depositOf(client)

    const bundlerClient = bundlerClientOf(chain, client, token)
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: receiver, value: 0n, data: '0x1234' }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })

    expect(receipt).toMatchObject({
      success: true,
      sender: account.address,
      paymaster: DEVNET_PAYMASTER_ADDRESS,
    })
    expect(await client.getCode({ address: account.address })).toMatch(/^0x.+/)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(depositBefore - (await depositOf(client))).toBe(receipt.actualGasCost)

    // The account's next operation is sponsored too (no factory any more).
    const next = await bundlerClient.sendUserOperation({ account, calls: [{ to: receiver, value: 0n }] })
    expect(await bundlerClient.waitForUserOperationReceipt({ hash: next })).toMatchObject({ success: true })
    expect(await client.getBalance({ address: account.address })).toBe(0n)
  })

  it('on a chain without a paymaster, the wallet is told so by a JSON-RPC error and nothing is sent', async () => {
    const chain = devnet.chains[1]!
    const client = clientOf(chain)
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toDevnetSmartAccount(client, owner)
    const depositBefore = await depositOf(client)
    const sent = bundlerClientOf(chain, client, await signUp(owner)).sendUserOperation({
      account,
      calls: [{ to: account.address, value: 0n }],
    })
    await expect(sent).rejects.toMatchObject({
      details: `Sponsorship denied: no paymaster is configured for chain ${chain.id} on this service.`,
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await depositOf(client)).toBe(depositBefore)
  })
})
