import { toHex } from 'viem'
import { invalidParams } from './rpcErrors'
import { requireSmartAccount, type SmartAccountRpcContext } from './smartAccountRpcContext'

/**
 * On a chain with a smart account: batches run atomically (one user operation), every one sponsored
 * (ERC-7677), and `wallet_getAssets` answers (EIP-7811).
 */
export const SMART_ACCOUNT_CAPABILITIES = {
  atomic: { status: 'supported' },
  paymasterService: { supported: true },
  assetDiscovery: { supported: true },
} as const

/**
 * `wallet_getCapabilities` (EIP-5792) while the smart account is in force: `atomic` supported and
 * `paymasterService` supported on every chain of the frame with a smart account, or on those of the
 * requested chain ids (hex); chains without one are left out, as EIP-5792 leaves out chains where the
 * account has nothing to offer. Another account than the smart account is refused (4100).
 *
 * @example smartAccountCapabilities(context, [address, ['0x7a69']]) // { '0x7a69': { atomic: { status: 'supported' }, … } }
 */
export function smartAccountCapabilities(
  context: SmartAccountRpcContext,
  params: unknown[],
): Record<string, typeof SMART_ACCOUNT_CAPABILITIES> {
  const [address, chainIds] = params
  if (address !== undefined) requireSmartAccount(context, address)
  if (
    chainIds !== undefined &&
    !(
      Array.isArray(chainIds) &&
      chainIds.every((id) => typeof id === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(id))
    )
  )
    throw invalidParams('wallet_getCapabilities wants hex chain ids')
  const wanted = chainIds?.map((id) => Number(BigInt(id as string)))
  return Object.fromEntries(
    context.chains
      .filter((chain) => chain.smartAccount && (!wanted || wanted.includes(chain.id)))
      .map((chain) => [toHex(chain.id), SMART_ACCOUNT_CAPABILITIES]),
  )
}
