import { createPublicClient, http, type PrivateKeyAccount } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  toSoladySmartAccount,
} from 'viem/account-abstraction'
import { type SmartAccountChain, viemChainOf } from '../chains/frameChain'
import { smartAccountSalt } from './smartAccountSalt'

/** The operator's paymaster, as the frame reaches it: the services' ERC-7677 route for each chain. */
export interface PaymasterService {
  /** The route for a chain, e.g. `paymasterUrl({ apiUrl, projectId }, chainId)`. */
  url(chainId: number): string
  /** `fetch` (tests pass one that sets the Origin header a browser sets by itself). */
  fetch?: typeof fetch
}

export interface CreateSmartAccountClientsParameters {
  /** The embedded wallet's key: the smart account's only owner. */
  owner: PrivateKeyAccount
  chain: SmartAccountChain
  paymaster: PaymasterService
  /**
   * The frame's session with the services (its bearer token): the paymaster sponsors only the signed-in
   * person's own smart account, and knows them by it.
   */
  sessionToken: string
}

// The bundler answers within a block on the chains the frame knows; polled often so a send returns soon
// after its operation landed instead of up to 4 s later (viem's default for a chain without block time).
const POLLING_INTERVAL_MS = 100

/**
 * The user's smart account on one chain and the clients it is used through: `LatchSmartAccount` (Solady's
 * ERC-4337 account on EntryPoint v0.8) made by the chain's factory for the owner (`smartAccountSalt`), a
 * chain client, and a bundler client whose paymaster is the services' route, asked with the session's
 * bearer token (the route sponsors the signed-in person's own account, within the operator's caps and
 * budgets). Reads the account's address from the factory (`getAddress(salt)`): the same on every chain
 * with the same factory.
 *
 * @example
 * const { account, bundler } = await createSmartAccountClients({ owner, chain, paymaster, sessionToken })
 * const hash = await bundler.sendUserOperation({ calls: [{ to, value: 1n }] })
 */
export async function createSmartAccountClients(params: CreateSmartAccountClientsParameters) {
  const { owner, chain, paymaster, sessionToken } = params
  const client = createPublicClient({
    chain: viemChainOf(chain),
    transport: http(chain.rpcUrl),
    pollingInterval: POLLING_INTERVAL_MS,
  })
  const account = await toSoladySmartAccount({
    client,
    owner,
    factoryAddress: chain.accountFactory,
    salt: smartAccountSalt(owner.address),
    entryPoint: { abi: entryPoint08Abi, address: chain.entryPoint, version: '0.8' },
  })
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(chain.bundlerUrl, { retryCount: 0 }),
    paymaster: createPaymasterClient({
      // no retry: a refusal is an answer, and a sponsorship asked twice is signed twice
      transport: http(paymaster.url(chain.id), {
        retryCount: 0,
        fetchFn: paymaster.fetch,
        fetchOptions: { headers: { authorization: `Bearer ${sessionToken}` } },
      }),
    }),
    pollingInterval: POLLING_INTERVAL_MS,
  })
  return { account, bundler, client }
}

export type SmartAccountClients = Awaited<ReturnType<typeof createSmartAccountClients>>
