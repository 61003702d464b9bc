import type { WalletKit, WalletKitTypes } from '@reown/walletkit'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

type Kit = InstanceType<typeof WalletKit>

/** The methods the wallet grants with a one-click sign-in, as with a proposal. */
const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

/**
 * What the wallet signs for a `wc_sessionAuthenticate` request: the payload narrowed to the wallet's
 * chains and methods, and its message for the first chain the dApp asked for that the wallet has.
 *
 * @example const { payload, iss, message } = authMessage(walletKit, event, [31337], privateKey)
 */
export function authMessage(
  walletKit: Kit,
  event: WalletKitTypes.SessionAuthenticate,
  chainIds: readonly number[],
  account: PrivateKeyAccount,
) {
  const chains = chainIds.map((id) => `eip155:${id}`)
  const payload = populateAuthPayload({ authPayload: event.params.authPayload, chains, methods: METHODS })
  const chain = payload.chains[0] ?? chains[0]
  const iss = `did:pkh:${chain}:${account.address}`
  return { payload, iss, message: walletKit.formatAuthMessage({ request: payload, iss }) }
}

/**
 * Approves a one-click sign-in with WalletKit's documented calls: signs the CACAO message with the
 * account's key (EIP-191) and answers with the CACAO built by `buildAuthObject`.
 *
 * @example await approveSessionAuthenticate(walletKit, event, [31337], privateKey)
 */
export async function approveSessionAuthenticate(
  walletKit: Kit,
  event: WalletKitTypes.SessionAuthenticate,
  chainIds: readonly number[],
  privateKey: `0x${string}`,
): Promise<void> {
  const account = privateKeyToAccount(privateKey)
  const { payload, iss, message } = authMessage(walletKit, event, chainIds, account)
  const signature = await account.signMessage({ message })
  const auth = buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
  await walletKit.approveSessionAuthenticate({ id: event.id, auths: [auth] })
}
