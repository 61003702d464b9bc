// ERC-4337 on a real devnet: anvil, EntryPoint v0.8, the devnet's smart account and paymaster, and alto.
// The paymaster's approvals are signed here with the services' own functions (`@latch/services/paymaster`, the
// operator's side); the services' ERC-7677 route is tested in apps/api (routes/paymaster.test.ts).
import {
  encodePaymasterData,
  getPaymasterHash,
  PAYMASTER_STUB_SIGNATURE,
  signPaymasterData,
} from '@latch/services/paymaster'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseUnits,
} from 'viem'
import { createBundlerClient, entryPoint08Address, toPackedUserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_PRIVATE_KEYS } from '../accounts'
import { DEVNET_CURRENCY } from '../chains'
import { type DevnetChain, type StartDevnetReturnType, startDevnet } from '../startDevnet'
import { findChildProcesses } from '../test-support/findChildProcesses'
import {
  DEVNET_ACCOUNT_FACTORY_ADDRESS,
  DEVNET_ENTRY_POINT_ADDRESS,
  DEVNET_PAYMASTER_ADDRESS,
  DEVNET_SMART_ACCOUNT_IMPLEMENTATION_ADDRESS,
} from './accountAbstractionAddresses'
import {
  DEVNET_ACCOUNT_ABSTRACTION_OPERATOR_KEY,
  DEVNET_PAYMASTER_DEPOSIT_WEI,
  DEVNET_PAYMASTER_MAX_COST_WEI,
  DEVNET_PAYMASTER_MAX_FEE_PER_GAS,
  DEVNET_PAYMASTER_SIGNER_KEY,
} from './accountAbstractionKeys'
import { DEVNET_PAYMASTER_SPONSOR_NAME, devnetPaymasterSettings } from './devnetPaymasterSettings'
import { toDevnetSmartAccount } from './toDevnetSmartAccount'

/** What alto's processes run, to find them among this test's children. */
const ALTO_COMMAND = 'alto.js'

let devnet: StartDevnetReturnType
let stopped = false

beforeAll(async () => {
  devnet = await startDevnet({ history: false, mail: false, solana: false })
}, 60_000)
afterAll(async () => {
  if (!stopped) await devnet?.stop()
})

const viemChainOf = (chain: DevnetChain) =>
  defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: DEVNET_CURRENCY,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
const clientOf = (chain: DevnetChain): PublicClient =>
  createPublicClient({ chain: viemChainOf(chain), transport: http(chain.rpcUrl), pollingInterval: 100 })

/** A bundler client whose paymaster approves each operation with `signerKey` (the services' ERC-7677 role). */
function bundlerClientOf(chain: DevnetChain, client: PublicClient, signerKey: Hex) {
  const signer = privateKeyToAccount(signerKey)
  // Within a window, so the approval's time fields are exercised too.
  const validity = { validUntil: Math.floor(Date.now() / 1000) + 600, validAfter: 0 }
  const paymaster = chain.paymasterAddress!
  return createBundlerClient({
    client,
    transport: http(chain.bundlerUrl),
    pollingInterval: 100,
    paymaster: {
      async getPaymasterStubData() {
        return {
          paymaster,
          paymasterData: encodePaymasterData({ ...validity, signature: PAYMASTER_STUB_SIGNATURE }),
          // The paymaster returns no context: the EntryPoint never calls its postOp.
          paymasterPostOpGasLimit: 0n,
        }
      },
      async getPaymasterData(userOperation) {
        const paymasterData = await signPaymasterData({
          chainId: chain.id,
          paymaster,
          userOperation,
          ...validity,
          signer,
        })
        return { paymaster, paymasterData }
      },
    },
  })
}

const factoryAbi = parseAbi(['function implementation() view returns (address)'])
const paymasterAbi = parseAbi([
  'function verifyingSigner() view returns (address)',
  'function getDeposit() view returns (uint256)',
  'function owner() view returns (address)',
  'function maxFeePerGasCeiling() view returns (uint256)',
  'function maxCostCeiling() view returns (uint256)',
])

describe('account abstraction on the devnet', () => {
  it('deploys EntryPoint v0.8 at its canonical address, the factory and the paymaster at theirs, on every chain', async () => {
    expect(DEVNET_ENTRY_POINT_ADDRESS).toBe(entryPoint08Address)
    for (const chain of devnet.chains) {
      expect(chain).toMatchObject({
        entryPointAddress: DEVNET_ENTRY_POINT_ADDRESS,
        accountFactoryAddress: DEVNET_ACCOUNT_FACTORY_ADDRESS,
        paymasterAddress: DEVNET_PAYMASTER_ADDRESS,
        bundlerUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      })
      const client = clientOf(chain)
      for (const address of [
        DEVNET_ENTRY_POINT_ADDRESS,
        DEVNET_ACCOUNT_FACTORY_ADDRESS,
        DEVNET_PAYMASTER_ADDRESS,
      ]) {
        expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
      }
      const read = <
        const name extends
          | 'verifyingSigner'
          | 'getDeposit'
          | 'owner'
          | 'maxFeePerGasCeiling'
          | 'maxCostCeiling',
      >(
        functionName: name,
      ) => client.readContract({ address: DEVNET_PAYMASTER_ADDRESS, abi: paymasterAbi, functionName })
      expect(
        await client.readContract({
          address: DEVNET_ACCOUNT_FACTORY_ADDRESS,
          abi: factoryAbi,
          functionName: 'implementation',
        }),
      ).toBe(DEVNET_SMART_ACCOUNT_IMPLEMENTATION_ADDRESS)
      expect(await read('verifyingSigner')).toBe(privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY).address)
      expect(await read('getDeposit')).toBe(DEVNET_PAYMASTER_DEPOSIT_WEI)
      expect(await read('owner')).toBe(privateKeyToAccount(DEVNET_ACCOUNT_ABSTRACTION_OPERATOR_KEY).address)
      // the second wall, whoever signs: no fee per gas above 100 gwei, no operation able to cost over 0.5 ETH
      expect(await read('maxFeePerGasCeiling')).toBe(DEVNET_PAYMASTER_MAX_FEE_PER_GAS)
      expect(await read('maxCostCeiling')).toBe(DEVNET_PAYMASTER_MAX_COST_WEI)
    }
    expect(new Set(devnet.chains.map((chain) => chain.bundlerUrl)).size).toBe(devnet.chains.length)
    // What the services are given to sign for (LATCH_PAYMASTERS' shape): every chain's paymaster.
    expect(devnetPaymasterSettings(devnet.chains)).toEqual(
      devnet.chains.map((chain) => ({
        chainId: chain.id,
        entryPoint: DEVNET_ENTRY_POINT_ADDRESS,
        paymaster: DEVNET_PAYMASTER_ADDRESS,
        accountFactory: DEVNET_ACCOUNT_FACTORY_ADDRESS,
        signerKey: DEVNET_PAYMASTER_SIGNER_KEY,
        sponsorName: DEVNET_PAYMASTER_SPONSOR_NAME,
      })),
    )
    expect(devnetPaymasterSettings([{ id: 31337 }])).toEqual([])
  })

  it('a counterfactual account with 0 ETH sends a token through the bundler, the paymaster paying: deployed after, its ETH still 0', async () => {
    const chain = devnet.chains[0]!
    const client = clientOf(chain)
    const account = await toDevnetSmartAccount(client, privateKeyToAccount(generatePrivateKey()))
    const lusd = chain.tokens.find((token) => token.symbol === 'LUSD')!
    const amount = parseUnits('12.5', lusd.decimals)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const holder = createWalletClient({
      account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[3]),
      chain: viemChainOf(chain),
      transport: http(chain.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await holder.writeContract({
        address: lusd.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, amount],
      }),
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await client.getBalance({ address: account.address })).toBe(0n)

    const bundlerClient = bundlerClientOf(chain, client, DEVNET_PAYMASTER_SIGNER_KEY)
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: lusd.address, abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt).toMatchObject({
      success: true,
      sender: account.address,
      paymaster: DEVNET_PAYMASTER_ADDRESS,
    })
    expect(await client.getCode({ address: account.address })).toMatch(/^0x.+/)
    const balanceOf = (address: Address) =>
      client.readContract({
        address: lusd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await balanceOf(receiver)).toBe(amount)
    expect(await balanceOf(account.address)).toBe(0n)
    expect(await client.getBalance({ address: account.address })).toBe(0n)

    // ERC-1271, deployed: the owner's signature checks through the account's isValidSignature.
    const message = 'Latch devnet: deployed'
    const signature = await account.signMessage({ message })
    expect(await client.verifyMessage({ address: account.address, message, signature })).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message: `${message}!`, signature })).toBe(
      false,
    )
  })

  it('the paymaster hashes an operation as getPaymasterHash does, and refuses data another key signed (AA34)', async () => {
    const chain = devnet.chains[1]!
    const client = clientOf(chain)
    const account = await toDevnetSmartAccount(client, privateKeyToAccount(generatePrivateKey()))
    const stranger = generatePrivateKey()
    const bundlerClient = bundlerClientOf(chain, client, stranger)
    const userOperation = await bundlerClient.prepareUserOperation({
      account,
      calls: [{ to: account.address, value: 0n }],
    })
    const window = { validUntil: 1_900_000_000, validAfter: 7 }
    const onChain = await client.readContract({
      address: DEVNET_PAYMASTER_ADDRESS,
      abi: parseAbi([
        'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
        'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
      ]),
      functionName: 'getHash',
      args: [toPackedUserOperation(userOperation), window.validUntil, window.validAfter],
    })
    expect(
      getPaymasterHash({ chainId: chain.id, paymaster: DEVNET_PAYMASTER_ADDRESS, userOperation, ...window }),
    ).toBe(onChain)

    await expect(
      bundlerClient.sendUserOperation({ account, calls: [{ to: account.address, value: 0n }] }),
    ).rejects.toThrow(/AA34/)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  it('a counterfactual account signs by ERC-6492, which verifyMessage checks through the factory', async () => {
    const chain = devnet.chains[0]!
    const client = clientOf(chain)
    const account = await toDevnetSmartAccount(client, privateKeyToAccount(generatePrivateKey()))
    const message = 'Latch devnet: counterfactual'
    const signature = await account.signMessage({ message })
    expect(await client.verifyMessage({ address: account.address, message, signature })).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message: `${message}!`, signature })).toBe(
      false,
    )
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  it('stopping the devnet leaves no alto process', async () => {
    expect(await findChildProcesses(ALTO_COMMAND)).toHaveLength(devnet.chains.length)
    stopped = true
    await devnet.stop()
    expect(await findChildProcesses(ALTO_COMMAND)).toEqual([])
  })
})
