import { type EmbeddedUser, FrameChannelError } from '@latch/frame-protocol'
import type { PrivateKeyAccount } from 'viem'
import { type FrameChain, smartAccountChainOf } from '../chains/frameChain'
import {
  createSmartAccountClients,
  type PaymasterService,
  type SmartAccountClients,
} from '../smartAccount/createSmartAccountClients'
import { type AccountType, accountTypeInForce } from './accountTypeInForce'

/** Each user's own choice of eip155 account, by user id, in the frame origin's storage (`accountTypeStoreIn`). */
export interface AccountTypeStore {
  load(userId: string): AccountType | undefined
  save(userId: string, type: AccountType): void
}

export interface CreateAccountTypesParameters {
  /** The embedded wallet's key: the EOA, and the smart accounts' owner. */
  owner: PrivateKeyAccount
  userId: string
  store: AccountTypeStore
  /** The services' paymaster; without it no chain offers a smart account (the frame never sends unsponsored). */
  paymaster: PaymasterService | undefined
  /** The session's bearer token, which the paymaster sponsors the user's own smart account for. */
  sessionToken: string
  /** The page's default account type, from its last GET_USER. */
  pageDefault: () => AccountType | undefined
}

/** What GET_USER says of the user's eip155 accounts on a chain (frame-protocol's `userSchema`). */
export type Eip155User = Pick<
  EmbeddedUser,
  'address' | 'accounts' | 'preferredAccountType' | 'smartAccountDeployed' | 'smartAccountEnabled'
>

/**
 * A signed-in user's two eip155 accounts, the EOA (their key) and the smart account it owns on each chain
 * with one, and which of them is in force (`accountTypeInForce`). The smart account's clients are made once
 * per chain and kept for the session.
 *
 * @example
 * const types = createAccountTypes({ owner, userId, store, paymaster, sessionToken, pageDefault: () => 'smartAccount' })
 * const { address, preferredAccountType } = await types.describe(chain)
 */
export function createAccountTypes(params: CreateAccountTypesParameters) {
  const { owner, userId, store, paymaster, sessionToken } = params
  const clients = new Map<number, Promise<SmartAccountClients>>()

  /** The smart account's clients on `chain`, or undefined where it has none. */
  function smartAccountOn(chain: FrameChain): Promise<SmartAccountClients> | undefined {
    const smart = paymaster ? smartAccountChainOf(chain) : undefined
    if (!smart || !paymaster) return undefined
    let made = clients.get(chain.id)
    if (!made) {
      made = createSmartAccountClients({ owner, chain: smart, paymaster, sessionToken }).catch(
        (error: unknown) => {
          // a chain that did not answer is asked again next time
          clients.delete(chain.id)
          throw new FrameChannelError(
            'FRAME_REQUEST_FAILED',
            `The smart account on ${chain.name} cannot be read right now. Try again in a moment.`,
            { cause: error },
          )
        },
      )
      clients.set(chain.id, made)
    }
    return made
  }

  const typeOn = (chain: FrameChain): AccountType =>
    accountTypeInForce({
      chosen: store.load(userId),
      pageDefault: params.pageDefault(),
      smartAccountEnabled: paymaster !== undefined && smartAccountChainOf(chain) !== undefined,
    })

  return {
    smartAccountOn,
    typeOn,

    /** The user's eip155 accounts on `chain`, the one in force as `address`, and the smart account's facts there. */
    async describe(chain: FrameChain): Promise<Eip155User> {
      const eoa = { address: owner.address, type: 'eoa' as const, namespace: 'eip155' as const }
      const made = smartAccountOn(chain)
      if (!made)
        return {
          address: owner.address,
          accounts: [eoa],
          preferredAccountType: 'eoa',
          smartAccountEnabled: false,
        }
      const { account } = await made
      const type = typeOn(chain)
      return {
        address: type === 'smartAccount' ? account.address : owner.address,
        accounts: [eoa, { address: account.address, type: 'smartAccount', namespace: 'eip155' }],
        preferredAccountType: type,
        // eth_getCode on this chain: false while counterfactual (until its first operation)
        smartAccountDeployed: await account.isDeployed(),
        smartAccountEnabled: true,
      }
    },

    /**
     * Keeps the user's choice (SET_PREFERRED_ACCOUNT) and answers the account now in force on `chain`. The smart
     * account is refused on a chain without one; the choice is then left as it was.
     */
    async choose(type: AccountType, chain: FrameChain): Promise<{ type: AccountType; address: string }> {
      if (type === 'eoa') {
        store.save(userId, 'eoa')
        return { type, address: owner.address }
      }
      const made = smartAccountOn(chain)
      if (!made)
        throw new FrameChannelError(
          'FRAME_REQUEST_FAILED',
          `A smart account is not available on ${chain.name}: the embedded wallet offers one only where the operator runs a bundler`,
        )
      const { account } = await made
      store.save(userId, type)
      return { type, address: account.address }
    },
  }
}

export type AccountTypes = ReturnType<typeof createAccountTypes>
