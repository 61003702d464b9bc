// The embedded wallet's smart account (ERC-4337) against real parts: one devnet with EntryPoint v0.8,
// LatchAccountFactory, the verifying paymaster and alto, and the services sponsoring through their ERC-7677
// route. Every user is new, so every smart account starts counterfactual with 0 ETH.

import {
  DEVNET_CURRENCY,
  DEVNET_PRIVATE_KEYS,
  type DevnetChain,
  devnetPaymasterSettings,
  type StartDevnetReturnType,
  startDevnet,
} from '@latch/devnet'
import { APP_REQUESTS, FRAME_SUCCESSES } from '@latch/frame-protocol'
import {
  configurePaymasters,
  createSmtpMailer,
  type StartApiServerReturnType,
  startApiServer,
} from '@latch/services'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  isErc6492Signature,
  parseAbi,
  parseEventLogs,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameChain, smartAccountChainOf } from '../chains/frameChain'
import { failure } from '../rpc/test-support/rpcTestContext'
import { USER_OPERATION_BATCH_MARKER } from '../rpc/userOperationBatchId'
import { createAuthClient } from '../services/createAuthClient'
import { createSmartAccountClients } from '../smartAccount/createSmartAccountClients'
import { paymasterUrl } from '../smartAccount/paymasterUrl'
import { smartAccountSalt } from '../smartAccount/smartAccountSalt'
import {
  FRAME_ORIGIN,
  type FrameWorld,
  fetchFromFrame,
  frameDevice,
  HOST_ORIGIN,
  PROJECT_ID,
  signInNewUser,
} from './test-support/frameDevice'

let devnet: StartDevnetReturnType
let api: StartApiServerReturnType
/**
 * The frame's world: its first chain offers the smart account; its second is the devnet's other chain without
 * its bundler settings, where the operator offers none.
 */
let world: FrameWorld & { smartChain: FrameChain; plainChain: FrameChain }

beforeAll(async () => {
  // the suite's one devnet: fixtures for LUSD, account abstraction, the mail sink
  devnet = await startDevnet({ history: false, solana: false })
  api = await startApiServer({
    database: { dataDir: 'memory://' },
    // the paymaster reads each chain's base fee and the signed-in person's account address there
    chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    indexer: false,
    projects: [{ id: PROJECT_ID, name: 'frame smart account', origins: [HOST_ORIGIN] }],
    frameOrigins: [FRAME_ORIGIN],
    mailer: createSmtpMailer({ url: devnet.mail!.smtpUrl, from: 'login@latch.local' }),
    recoverySecret: crypto.getRandomValues(new Uint8Array(32)),
    // every person of the file signs in from this one client: the per-client mail cap has its attack test
    loginMailLimit: false,
    // the operator sponsors both chains: the frame's config alone decides where a smart account is offered
    paymasters: configurePaymasters(devnetPaymasterSettings(devnet.chains)),
  })
  const [first, second] = devnet.chains as [DevnetChain, DevnetChain]
  const smartChain: FrameChain = {
    id: first.id,
    name: first.name,
    rpcUrl: first.rpcUrl,
    bundlerUrl: first.bundlerUrl,
    entryPoint: first.entryPointAddress,
    accountFactory: first.accountFactoryAddress,
  }
  const plainChain: FrameChain = { id: second.id, name: second.name, rpcUrl: second.rpcUrl }
  world = {
    apiUrl: api.url,
    waitForMail: (to) => devnet.mail!.waitForMessage({ to }),
    chains: [smartChain, plainChain],
    paymaster: {
      url: (chainId) => paymasterUrl({ apiUrl: api.url, projectId: PROJECT_ID }, chainId),
      fetch: fetchFromFrame,
    },
    smartChain,
    plainChain,
  }
}, 180_000)
afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
})

const client = () =>
  createPublicClient({
    chain: defineChain({
      id: world.smartChain.id,
      name: world.smartChain.name,
      nativeCurrency: DEVNET_CURRENCY,
      rpcUrls: { default: { http: [world.smartChain.rpcUrl] } },
    }),
    transport: http(world.smartChain.rpcUrl),
    pollingInterval: 100,
  })
const lusd = () => devnet.chains[0]!.tokens.find((token) => token.symbol === 'LUSD')!
const lusdOf = (address: Address) =>
  client().readContract({
    address: lusd().address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Gives `to` some LUSD from a devnet account that holds it (a counterfactual address can receive tokens). */
async function giveLusd(to: Address, amount: bigint) {
  const holder = createWalletClient({
    account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[3]),
    chain: client().chain,
    transport: http(world.smartChain.rpcUrl),
  })
  const hash = await holder.writeContract({
    address: lusd().address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await client().waitForTransactionReceipt({ hash })
}

let users = 0
/** A new user on a new device, the page asking for its user with `preferredAccountType` as its default. */
async function newUser(pageDefault?: 'eoa' | 'smartAccount') {
  users += 1
  const device = frameDevice(world, `smart-device-${users.toString().padStart(4, '0')}`)
  const frame = await signInNewUser(world, device, `smart-${users}@example.com`)
  const user = FRAME_SUCCESSES.GET_USER.parse(
    await frame.request('GET_USER', pageDefault ? { preferredAccountType: pageDefault } : {}),
  )
  const eoa = user.accounts.find((account) => account.type === 'eoa' && account.namespace === 'eip155')!
    .address as Address
  const smart = user.accounts.find((account) => account.type === 'smartAccount')?.address as Address
  return { device, frame, user, eoa, smart }
}

type Frame = ReturnType<ReturnType<typeof frameDevice>['open']>

/** An RPC request from the page through the frame, as the channel hands it over; answers its result. */
const rpc = async (frame: Frame, method: string, params?: unknown[]) =>
  ((await frame.request('RPC_REQUEST', { method, params } as never)) as { result: unknown }).result

/** What the frame answers the page about its user, checked against the protocol's strict schema. */
const getUser = async (
  frame: Frame,
  payload: { chainId?: string; preferredAccountType?: 'eoa' | 'smartAccount' } = {},
) => FRAME_SUCCESSES.GET_USER.parse(await frame.request('GET_USER', payload))

describe("the user's smart account: LatchSmartAccount from the chain's factory, owned by the embedded key", () => {
  it('is derived from the owner alone (salt = owner ‖ 12 zero bytes): the address for a fixed key is pinned', async () => {
    const owner = privateKeyToAccount(`0x${'42'.repeat(32)}`)
    expect(smartAccountSalt(owner.address)).toBe(`${owner.address.toLowerCase()}${'0'.repeat(24)}`)
    const { account } = await createSmartAccountClients({
      owner,
      chain: smartAccountChainOf(world.smartChain)!,
      paymaster: world.paymaster,
      // nothing is sent: the address is read from the factory alone
      sessionToken: 'unused',
    })
    expect(owner.address).toBe('0x17c5185167401eD00cF5F5b2fc97D9BBfDb7D025')
    expect(account.address).toBe('0xEd245c1ecf3d7FB8dDb451520b19507B97F61f21')
    // what the factory deploys for that owner: `createAccount(owner, salt)` lands at `getAddress(salt)`
    expect(
      await client().readContract({
        address: world.smartChain.accountFactory as Address,
        abi: parseAbi(['function getAddress(bytes32 salt) view returns (address)']),
        functionName: 'getAddress',
        args: [smartAccountSalt(owner.address)],
      }),
    ).toBe(account.address)
  })
})

describe('GET_USER: both eip155 accounts, the one in force as `address`', () => {
  it('without a choice or a page default: the EOA in force; both accounts listed, the smart account counterfactual', async () => {
    const { frame, user, eoa, smart } = await newUser()
    expect(user).toEqual({
      email: expect.stringMatching(/@example\.com$/),
      address: eoa,
      chainId: `eip155:${world.smartChain.id}`,
      accounts: [
        { address: eoa, type: 'eoa', namespace: 'eip155' },
        { address: smart, type: 'smartAccount', namespace: 'eip155' },
        { address: expect.any(String), type: 'eoa', namespace: 'solana' },
      ],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      smartAccountEnabled: true,
    })
    expect(smart).not.toBe(eoa)
    expect(await rpc(frame, 'eth_accounts')).toEqual([eoa])
  })

  it("the page's default decides without a choice, and holds for what follows until it sends another", async () => {
    const { frame, user, eoa, smart } = await newUser('smartAccount')
    expect(user).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(await rpc(frame, 'eth_accounts')).toEqual([smart])
    expect(await rpc(frame, 'eth_requestAccounts')).toEqual([smart])
    expect(await getUser(frame)).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    expect(await getUser(frame, { preferredAccountType: 'eoa' })).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    })
  })

  it("the user's saved choice wins over the page's default, and outlives a reload of the frame", async () => {
    const { device, frame, eoa, smart } = await newUser('smartAccount')
    expect(await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: eoa,
    })
    expect(await getUser(frame, { preferredAccountType: 'smartAccount' })).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    })
    const reloaded = device.open()
    expect(await reloaded.wallet.restore()).toBe(true)
    expect(await getUser(reloaded, { preferredAccountType: 'smartAccount' })).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    })
    expect(await reloaded.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart,
    })
    expect(await getUser(device.open(), { preferredAccountType: 'eoa' }).catch(() => 'signed out')).toBe(
      'signed out',
    )
    const again = device.open()
    await again.wallet.restore()
    expect(await getUser(again, { preferredAccountType: 'eoa' })).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
    })
  })

  it('on a chain without a smart account: the EOA, only its eip155 account, smart accounts not enabled; the choice kept for the chain with one', async () => {
    const { frame, eoa, smart } = await newUser('smartAccount')
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    const plain = await getUser(frame, { chainId: `eip155:${world.plainChain.id}` })
    expect(plain).toMatchObject({
      address: eoa,
      chainId: `eip155:${world.plainChain.id}`,
      preferredAccountType: 'eoa',
      smartAccountEnabled: false,
    })
    expect(plain.accounts.filter((account) => account.namespace === 'eip155')).toEqual([
      { address: eoa, type: 'eoa', namespace: 'eip155' },
    ])
    expect(plain).not.toHaveProperty('smartAccountDeployed')
    expect(await rpc(frame, 'eth_accounts')).toEqual([eoa])
    expect(await getUser(frame, { chainId: `eip155:${world.smartChain.id}` })).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
    })
  })
})

describe('SET_PREFERRED_ACCOUNT: the user switches, the frame keeps it and answers the account now in force', () => {
  it('both ways, each answered with its type and address', async () => {
    const { frame, eoa, smart } = await newUser()
    for (const [type, address] of [
      ['smartAccount', smart],
      ['eoa', eoa],
      ['smartAccount', smart],
    ] as const) {
      const answer = FRAME_SUCCESSES.SET_PREFERRED_ACCOUNT.parse(
        await frame.request('SET_PREFERRED_ACCOUNT', { type }),
      )
      expect(answer).toEqual({ type, address })
      expect(await getUser(frame)).toMatchObject({ address, preferredAccountType: type })
    }
  })

  it('refused: the smart account on a chain without one (the choice unchanged), payment (not an eip155 account), signed out', async () => {
    const { device, frame, eoa } = await newUser()
    await frame.request('SWITCH_NETWORK', { chainId: `eip155:${world.plainChain.id}` })
    await expect(frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      `A smart account is not available on ${world.plainChain.name}: the embedded wallet offers one only where the operator runs a bundler`,
    )
    expect([...device.chosen.values()]).toEqual([])
    expect(await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: eoa,
    })
    // the protocol's schema lets no payment type through; the frame refuses it too
    expect(APP_REQUESTS.SET_PREFERRED_ACCOUNT.safeParse({ type: 'payment' }).success).toBe(false)
    await expect(frame.request('SET_PREFERRED_ACCOUNT', { type: 'payment' } as never)).rejects.toThrow(
      'A payment account is not available on eip155',
    )
    await frame.request('SIGN_OUT', {})
    await expect(frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      'Not connected to email or social',
    )
  })
})

describe('eth_sendTransaction from the smart account: one sponsored user operation, answered by the transaction hash', () => {
  it('a counterfactual account with 0 ETH sends LUSD: it lands, the hash has a successful receipt, the account is deployed after, the receiver got the amount', async () => {
    const { device, frame, smart } = await newUser('smartAccount')
    const amount = parseUnits('12.5', lusd().decimals)
    await giveLusd(smart, amount)
    expect(await client().getBalance({ address: smart })).toBe(0n)
    expect(await client().getCode({ address: smart })).toBeUndefined()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] })

    const hash = (await rpc(frame, 'eth_sendTransaction', [
      { from: smart, to: lusd().address, data },
    ])) as Hash

    expect(device.asked).toEqual([
      {
        title: 'Send a transaction',
        details: [
          `To: ${lusd().address}`,
          'Value: 0 ETH',
          `Sends 12.5 LUSD to ${receiver} (token ${lusd().address})`,
          `Data: ${data}`,
          `Network: ${world.smartChain.name}`,
          `From: your smart account ${smart} (network fee sponsored)`,
        ],
      },
    ])
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // the page's wait for it, through the frame
    const receipt = (await rpc(frame, 'eth_getTransactionReceipt', [hash])) as { status: string; to: string }
    expect(receipt.status).toBe('0x1')
    expect(receipt.to.toLowerCase()).toBe(world.smartChain.entryPoint!.toLowerCase())
    expect(await client().getCode({ address: smart })).toMatch(/^0x.+/)
    expect(await lusdOf(receiver)).toBe(amount)
    expect(await lusdOf(smart)).toBe(0n)
    expect(await client().getBalance({ address: smart })).toBe(0n)
    expect(await getUser(frame)).toMatchObject({ address: smart, smartAccountDeployed: true })
  }, 60_000)

  it("the paymaster sponsors the frame's session only: once it is signed out at the services, a send is refused with what the paymaster said, and nothing is sent", async () => {
    const { device, frame, smart } = await newUser('smartAccount')
    await giveLusd(smart, 1_000n)
    const auth = createAuthClient({ apiUrl: world.apiUrl, projectId: PROJECT_ID, fetch: fetchFromFrame })
    await auth.signOut(device.session()!.token)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1_000n] })
    const error = await failure(rpc(frame, 'eth_sendTransaction', [{ to: lusd().address, data }]))
    expect(error).toMatchObject({
      rpcCode: -32603,
      message: expect.stringContaining('Sponsorship denied: sign in to the embedded wallet first'),
    })
    expect(await lusdOf(smart)).toBe(1_000n)
    expect(await client().getCode({ address: smart })).toBeUndefined()
  })

  it('a refused approval sends nothing: 4001, no operation, the account still counterfactual', async () => {
    const { device, frame, smart } = await newUser('smartAccount')
    await giveLusd(smart, 1_000n)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    device.person.approving = false
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1_000n] })
    const error = await failure(rpc(frame, 'eth_sendTransaction', [{ to: lusd().address, data }]))
    expect(error).toMatchObject({ rpcCode: 4001, message: 'User rejected the request.' })
    expect(device.asked).toHaveLength(1)
    expect(await lusdOf(receiver)).toBe(0n)
    expect(await lusdOf(smart)).toBe(1_000n)
    expect(await client().getCode({ address: smart })).toBeUndefined()
  })

  it('refused before asking: the EOA (the other account type) as sender 4100, a call to the smart account itself 4100, a contract creation -32602; a call that would revert -32603 with the reason', async () => {
    const { device, frame, eoa, smart } = await newUser('smartAccount')
    const send = (transaction: Record<string, unknown>) =>
      failure(rpc(frame, 'eth_sendTransaction', [transaction]))
    expect((await send({ from: eoa, to: eoa, value: '0x0' }))?.rpcCode).toBe(4100)
    const takeover = encodeFunctionData({
      abi: parseAbi(['function transferOwnership(address)']),
      args: [eoa],
    })
    expect(await send({ to: smart, data: takeover })).toMatchObject({
      rpcCode: 4100,
      message: 'A page may not call the smart account itself: that could change its owner or its code',
    })
    expect((await send({ data: '0x6000' }))?.rpcCode).toBe(-32602)
    expect(device.asked).toEqual([])
    // more LUSD than it holds: the bundler's simulation reverts, nothing is sent
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [eoa, 1n] })
    const reverted = await send({ to: lusd().address, data })
    expect(reverted?.rpcCode).toBe(-32603)
    expect(reverted?.message).toMatch(/^The smart account could not send this: /)
    expect(await client().getCode({ address: smart })).toBeUndefined()
  }, 60_000)

  it('eth_sendUserOperation is not offered (4200): the frame builds every operation itself', async () => {
    const { frame } = await newUser('smartAccount')
    expect(
      (await failure(rpc(frame, 'eth_sendUserOperation', [{}, world.smartChain.entryPoint])))?.rpcCode,
    ).toBe(4200)
  })
})

describe('wallet_sendCalls from the smart account (EIP-5792): every call in ONE user operation, atomic', () => {
  it('approve + transfer of LUSD behind one approval listing both: one transaction carries both effects; getCallsStatus answers 200 with its receipt', async () => {
    const { device, frame, smart } = await newUser('smartAccount')
    const amount = parseUnits('3', lusd().decimals)
    await giveLusd(smart, amount)
    const spender = privateKeyToAccount(generatePrivateKey()).address
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] })

    const { id } = (await rpc(frame, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: toHex(world.smartChain.id),
        from: smart,
        atomicRequired: true,
        calls: [
          { to: lusd().address, data: approve },
          { to: lusd().address, data: transfer, value: '0x0' },
        ],
        capabilities: { paymasterService: { url: 'https://sponsor.example/any' } },
      },
    ])) as { id: Hex }

    expect(device.asked).toEqual([
      {
        title: 'Send 2 calls in one transaction',
        details: [
          `1. To: ${lusd().address}`,
          '   Value: 0 ETH',
          `   Allows ${spender} to spend 3 LUSD (token ${lusd().address})`,
          `   Data: ${approve}`,
          `2. To: ${lusd().address}`,
          '   Value: 0 ETH',
          `   Sends 3 LUSD to ${receiver} (token ${lusd().address})`,
          `   Data: ${transfer}`,
          `Network: ${world.smartChain.name}`,
          `From: your smart account ${smart} (network fee sponsored)`,
          'All 2 calls run together, or none does',
        ],
      },
    ])
    let status = (await rpc(frame, 'wallet_getCallsStatus', [id])) as Record<string, unknown>
    for (let tries = 0; status.status === 100 && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = (await rpc(frame, 'wallet_getCallsStatus', [id])) as Record<string, unknown>
    }
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: toHex(world.smartChain.id),
      status: 200,
      atomic: true,
    })
    const receipts = status.receipts as { status: string; transactionHash: Hash; logs: unknown[] }[]
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.status).toBe('0x1')
    const transaction = await client().getTransactionReceipt({ hash: receipts[0]!.transactionHash })
    expect(transaction.status).toBe('success')
    const events = parseEventLogs({ abi: erc20Abi, logs: transaction.logs }).filter(
      (log) => log.address.toLowerCase() === lusd().address.toLowerCase(),
    )
    expect(events.map((event) => event.eventName).sort()).toEqual(['Approval', 'Transfer'])
    expect(
      parseEventLogs({ abi: erc20Abi, logs: receipts[0]!.logs as never })
        .map((event) => event.eventName)
        .sort(),
    ).toEqual(['Approval', 'Transfer'])
    expect(
      await client().readContract({
        address: lusd().address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [smart, spender],
      }),
    ).toBe(amount)
    expect(await lusdOf(receiver)).toBe(amount)
    expect(await client().getBalance({ address: smart })).toBe(0n)
    // with the EOA in force again, the batch's status is still read from the bundler
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(await rpc(frame, 'wallet_getCallsStatus', [id])).toMatchObject({ status: 200, atomic: true })
  }, 60_000)

  it('refused before asking: another account 4100, another network 4100, a required capability it lacks 5700, a page-chosen id, bad calls -32602; rejected 4001 sends nothing; an operation the bundler has no receipt of is pending (100)', async () => {
    const { device, frame, eoa, smart } = await newUser('smartAccount')
    const batch = (extra: Record<string, unknown>) => [
      { version: '2.0.0', from: smart, calls: [{ to: eoa, value: '0x0' }], ...extra },
    ]
    const send = async (extra: Record<string, unknown>) =>
      (await failure(rpc(frame, 'wallet_sendCalls', batch(extra))))?.rpcCode
    expect(await send({ from: eoa })).toBe(4100)
    expect(await send({ chainId: toHex(world.plainChain.id) })).toBe(4100)
    expect(await send({ capabilities: { auxiliaryFunds: { supported: true } } })).toBe(5700)
    expect(await send({ calls: [{ to: eoa, capabilities: { flowControl: {} } }] })).toBe(5700)
    expect(await send({ id: 'mine' })).toBe(-32602)
    expect(await send({ calls: [] })).toBe(-32602)
    expect(await send({ calls: [{ to: 'nobody' }] })).toBe(-32602)
    expect(await send({ calls: [{ to: smart, data: '0x' }] })).toBe(4100)
    expect(device.asked).toEqual([])
    // an optional capability it lacks is no reason to refuse; the person's rejection is
    device.person.approving = false
    expect(await send({ capabilities: { auxiliaryFunds: { optional: true } } })).toBe(4001)
    expect(await client().getCode({ address: smart })).toBeUndefined()
    const unknown = `${toHex(1n, { size: 32 })}${toHex(world.smartChain.id, { size: 32 }).slice(2)}`
    expect(
      await rpc(frame, 'wallet_getCallsStatus', [`${unknown}${USER_OPERATION_BATCH_MARKER.slice(2)}`]),
    ).toMatchObject({ status: 100, atomic: true })
  })
})

describe('wallet_getCapabilities, per chain', () => {
  it('the smart account: atomic supported and paymasterService supported where it exists; the EOA: atomic unsupported, as before', async () => {
    const { frame, eoa, smart } = await newUser('smartAccount')
    const smartChainId = toHex(world.smartChain.id)
    const supported = {
      atomic: { status: 'supported' },
      paymasterService: { supported: true },
      assetDiscovery: { supported: true },
    }
    expect(await rpc(frame, 'wallet_getCapabilities', [smart])).toEqual({ [smartChainId]: supported })
    expect(await rpc(frame, 'wallet_getCapabilities', [smart, [smartChainId]])).toEqual({
      [smartChainId]: supported,
    })
    expect(await rpc(frame, 'wallet_getCapabilities', [smart, [toHex(world.plainChain.id)]])).toEqual({})
    expect((await failure(rpc(frame, 'wallet_getCapabilities', [eoa])))?.rpcCode).toBe(4100)
    await frame.request('SWITCH_NETWORK', { chainId: `eip155:${world.plainChain.id}` })
    expect(await rpc(frame, 'wallet_getCapabilities', [eoa])).toEqual({
      [toHex(world.plainChain.id)]: {
        atomic: { status: 'unsupported' },
        assetDiscovery: { supported: true },
      },
    })
    await frame.request('SWITCH_NETWORK', { chainId: `eip155:${world.smartChain.id}` })
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(await rpc(frame, 'wallet_getCapabilities', [eoa])).toEqual({
      [smartChainId]: { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
  })
})

describe('signatures of the smart account, verified on the chain', () => {
  const typed = {
    domain: { name: 'Latch Test', version: '1', chainId: 31337 },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Mail: [{ name: 'contents', type: 'string' }],
    },
    primaryType: 'Mail' as const,
    message: { contents: 'Hello' },
  }
  const { EIP712Domain: _domain, ...types } = typed.types

  it('personal_sign and eth_signTypedData_v4: ERC-6492 while counterfactual, ERC-1271 once deployed; both verify; the EOA named is 4100', async () => {
    const { device, frame, eoa, smart } = await newUser('smartAccount')
    const verifyMessage = (signature: Hex, message: string) =>
      client().verifyMessage({ address: smart, message, signature })
    const verifyTyped = (signature: Hex) =>
      client().verifyTypedData({ address: smart, signature, ...typed, types })

    const counterfactual = (await rpc(frame, 'personal_sign', [toHex('Sign in to Example'), smart])) as Hex
    expect(device.asked[0]).toEqual({
      title: 'Sign a message',
      details: ['Sign in to Example', `Signed as your smart account ${smart}`],
    })
    expect(isErc6492Signature(counterfactual)).toBe(true)
    expect(await verifyMessage(counterfactual, 'Sign in to Example')).toBe(true)
    expect(await verifyMessage(counterfactual, 'Sign in to Elsewhere')).toBe(false)
    const typedCounterfactual = (await rpc(frame, 'eth_signTypedData_v4', [
      smart,
      JSON.stringify(typed),
    ])) as Hex
    expect(device.asked[1]?.details).toEqual([
      'Latch Test: Mail',
      'Chain ID: 31337 (Latch Devnet)',
      JSON.stringify(typed.message, null, 2),
      `Signed as your smart account ${smart}`,
    ])
    expect(isErc6492Signature(typedCounterfactual)).toBe(true)
    expect(await verifyTyped(typedCounterfactual)).toBe(true)
    expect(await client().getCode({ address: smart })).toBeUndefined()

    // deployed by its first operation (sponsored, to itself nothing: a 0-value call to the EOA)
    await rpc(frame, 'eth_sendTransaction', [{ to: eoa, value: '0x0' }])
    expect(await client().getCode({ address: smart })).toMatch(/^0x.+/)

    const deployed = (await rpc(frame, 'personal_sign', [toHex('Sign in to Example'), smart])) as Hex
    expect(isErc6492Signature(deployed)).toBe(false)
    expect(await verifyMessage(deployed, 'Sign in to Example')).toBe(true)
    expect(await verifyMessage(deployed, 'Sign in to Elsewhere')).toBe(false)
    const typedDeployed = (await rpc(frame, 'eth_signTypedData_v4', [smart, typed])) as Hex
    expect(isErc6492Signature(typedDeployed)).toBe(false)
    expect(await verifyTyped(typedDeployed)).toBe(true)

    const asked = device.asked.length
    expect((await failure(rpc(frame, 'personal_sign', ['0x00', eoa])))?.rpcCode).toBe(4100)
    expect((await failure(rpc(frame, 'eth_signTypedData_v4', [eoa, typed])))?.rpcCode).toBe(4100)
    expect(device.asked).toHaveLength(asked)
  }, 60_000)

  it('with the EOA in force nothing changes: the EOA signs, and naming the smart account is 4100', async () => {
    const { frame, eoa, smart } = await newUser('eoa')
    const signature = (await rpc(frame, 'personal_sign', [toHex('hello'), eoa])) as Hex
    expect(await client().verifyMessage({ address: eoa, message: 'hello', signature })).toBe(true)
    expect(isErc6492Signature(signature)).toBe(false)
    expect((await failure(rpc(frame, 'personal_sign', [toHex('hello'), smart])))?.rpcCode).toBe(4100)
  })
})
