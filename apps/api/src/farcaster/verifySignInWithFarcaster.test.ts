import {
  DEVNET_FARCASTER_USERS,
  deployFixtures,
  devnetSmartAccountSalt,
  FIXTURE_ARTIFACTS,
  FIXTURE_DEPLOYER_KEY,
  type StartAnvilReturnType,
  startAnvil,
} from '@latch/devnet'
import { type Address, createPublicClient, createWalletClient, type Hex, http, type PublicClient } from 'viem'
import { toSoladySmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployAccountFactory } from '../testing/deployAccountFactory'
import { verifySignInWithFarcaster } from './verifySignInWithFarcaster'

const [ada, grace] = DEVNET_FARCASTER_USERS
const DOMAIN = 'shop.example'
const NONCE = 'channelNonce1'
const NOW = Date.parse('2026-11-26T04:00:00.000Z')

let anvil: StartAnvilReturnType
let client: PublicClient
let idRegistryAddress: Address

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  client = createPublicClient({ chain: foundry, transport: http(anvil.url) })
  const fixtures = await deployFixtures(anvil.url, {
    nftBaseUri: (symbol) => `http://127.0.0.1:1/${symbol}/`,
  })
  idRegistryAddress = fixtures.idRegistry
})
afterAll(() => anvil?.stop())

/** A Sign In With Farcaster message as a Farcaster app writes it, with fields to override. */
function farcasterMessage(fields: Partial<SiweMessage> = {}): string {
  return createSiweMessage({
    domain: DOMAIN,
    address: ada!.custody,
    statement: 'Farcaster Auth',
    uri: `https://${DOMAIN}/login`,
    version: '1',
    chainId: foundry.id,
    nonce: NONCE,
    issuedAt: new Date(NOW - 1000),
    expirationTime: new Date(NOW + 600_000),
    resources: [`farcaster://fid/${ada!.fid}`],
    ...fields,
  })
}

async function signed(fields: Partial<SiweMessage> = {}, key: Hex = ada!.custodyKey) {
  const message = farcasterMessage(fields)
  return { message, signature: await privateKeyToAccount(key).signMessage({ message }) }
}

function verify(result: { message: string; signature: string }, overrides: Record<string, unknown> = {}) {
  return verifySignInWithFarcaster({
    ...result,
    fid: ada!.fid,
    domain: DOMAIN,
    nonce: NONCE,
    now: NOW,
    client,
    idRegistryAddress,
    ...overrides,
  })
}

describe('verifySignInWithFarcaster', () => {
  it("accepts a message for this domain and nonce, signed by the fid's custody key: answers the fid and custody", async () => {
    await expect(verify(await signed())).resolves.toEqual({ fid: 1, custody: ada!.custody })
    const byGrace = await signed(
      { address: grace!.custody, resources: ['farcaster://fid/2'] },
      grace!.custodyKey,
    )
    await expect(verify(byGrace, { fid: 2 })).resolves.toEqual({ fid: 2, custody: grace!.custody })
  })

  it('refuses a message made for another domain', async () => {
    await expect(verify(await signed({ domain: 'evil.example' }))).rejects.toMatchObject({
      code: 'SIWX_DOMAIN_MISMATCH',
    })
  })

  it("refuses a message with another nonce than the channel's", async () => {
    await expect(verify(await signed({ nonce: 'otherNonce99' }))).rejects.toMatchObject({
      code: 'SIWX_INVALID_NONCE',
    })
  })

  it('refuses a message past its expiration time, or before its not-before time', async () => {
    const message = await signed()
    await expect(verify(message, { now: NOW + 600_000 })).rejects.toMatchObject({ code: 'SIWX_EXPIRED' })
    const early = await signed({ notBefore: new Date(NOW + 60_000) })
    await expect(verify(early)).rejects.toMatchObject({ code: 'SIWX_NOT_YET_VALID' })
  })

  it("refuses a message whose farcaster://fid resource is another fid than the relay's", async () => {
    await expect(verify(await signed(), { fid: 2 })).rejects.toMatchObject({
      code: 'FARCASTER_FID_MISMATCH',
      details: 'The message is for fid 1, not 2.',
    })
  })

  it('refuses a message signed by a key that is not the custody of the fid', async () => {
    // Grace signs, as herself, a message claiming Ada's fid: a good signature, the wrong custody.
    const claimingAda = await signed({ address: grace!.custody }, grace!.custodyKey)
    await expect(verify(claimingAda)).rejects.toMatchObject({
      code: 'FARCASTER_NOT_CUSTODY',
      details: `fid 1's custody address is ${ada!.custody}; the message is signed by ${grace!.custody}.`,
    })
    // Grace's signature over a message in Ada's name: the signature is not Ada's.
    await expect(verify(await signed({}, grace!.custodyKey))).rejects.toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
    })
    // A fid nobody registered has no custody: the registry answers the zero address.
    const unknownFid = await signed({ resources: ['farcaster://fid/99'] })
    await expect(verify(unknownFid, { fid: 99 })).rejects.toMatchObject({ code: 'FARCASTER_NOT_CUSTODY' })
  })

  it('refuses a tampered message: the signature no longer matches, or the text is no longer EIP-4361', async () => {
    const { message, signature } = await signed()
    const otherUri = message.replace(`URI: https://${DOMAIN}/login`, `URI: https://${DOMAIN}/admin`)
    expect(otherUri).not.toBe(message)
    await expect(verify({ message: otherUri, signature })).rejects.toMatchObject({
      code: 'SIWX_INVALID_SIGNATURE',
    })
    await expect(verify({ message: `${message}\nextra`, signature })).rejects.toMatchObject({
      code: 'INVALID_SIWX_MESSAGE',
    })
  })

  it('refuses an EIP-4361 message that is not Sign In With Farcaster: other statement, no or two fid resources', async () => {
    const refusals = [
      await signed({ statement: 'Sign in to shop.example' }),
      await signed({ resources: ['https://shop.example/terms'] }),
      await signed({ resources: ['farcaster://fid/1', 'farcaster://fid/2'] }),
    ]
    for (const message of refusals) {
      await expect(verify(message)).rejects.toMatchObject({ code: 'INVALID_FARCASTER_MESSAGE' })
    }
  })

  it("refuses a message for another chain than the ID registry's", async () => {
    await expect(verify(await signed({ chainId: 10 }))).rejects.toMatchObject({ code: 'SIWX_CHAIN_MISMATCH' })
  })

  it('accepts a smart-account custody address through ERC-1271', async () => {
    const owner = privateKeyToAccount(ada!.custodyKey)
    const { factoryAddress, send } = await deployAccountFactory(client, anvil.url)
    const salt = devnetSmartAccountSalt(owner.address)
    const account = await toSoladySmartAccount({ client, owner, factoryAddress, salt })
    const { factory, factoryData } = await account.getFactoryArgs()
    await send(factory!, factoryData!)
    const registryOwner = createWalletClient({
      account: privateKeyToAccount(FIXTURE_DEPLOYER_KEY),
      chain: foundry,
      transport: http(anvil.url),
    })
    await client.waitForTransactionReceipt({
      hash: await registryOwner.writeContract({
        address: idRegistryAddress,
        abi: FIXTURE_ARTIFACTS.IdRegistry.abi,
        functionName: 'register',
        args: [3n, account.address],
      }),
    })

    const message = farcasterMessage({ address: account.address, resources: ['farcaster://fid/3'] })
    const signature = await account.signMessage({ message })
    await expect(verify({ message, signature }, { fid: 3 })).resolves.toEqual({
      fid: 3,
      custody: account.address,
    })
    // The account's owner key alone is not the account.
    const byOwnerKey = { message, signature: await owner.signMessage({ message }) }
    await expect(verify(byOwnerKey, { fid: 3 })).rejects.toMatchObject({ code: 'SIWX_INVALID_SIGNATURE' })
  })
})
