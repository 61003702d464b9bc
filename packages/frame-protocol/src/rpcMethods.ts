/**
 * Read-only methods the frame answers itself, without asking the person (spec §6: read-only RPC methods
 * are safe). Chain reads go to the frame's RPC endpoint; account and capability reads from its own state.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const

/**
 * Methods that sign or send (spec §6): each waits for the person's approval in the frame's own screen,
 * and pending ones are aborted when the person rejects.
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
/** Every method that may cross the frame; anything else is 'Requested RPC call is not allowed'. */
export type AllowedRpcMethod = SafeRpcMethod | UnsafeRpcMethod

export const ALLOWED_RPC_METHODS: readonly AllowedRpcMethod[] = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]

const SAFE = new Set<string>(SAFE_RPC_METHODS)
const ALLOWED = new Set<string>(ALLOWED_RPC_METHODS)

/**
 * Whether a method may cross the frame at all (spec §5: only listed safe or unsafe RPC methods).
 *
 * @example isAllowedRpcMethod('eth_sign') // false: raw hash signing is never offered
 */
export function isAllowedRpcMethod(method: unknown): method is AllowedRpcMethod {
  return typeof method === 'string' && ALLOWED.has(method)
}

/**
 * Whether the frame answers a method without the person's approval.
 *
 * @example isSafeRpcMethod('eth_chainId') // true
 */
export function isSafeRpcMethod(method: unknown): method is SafeRpcMethod {
  return typeof method === 'string' && SAFE.has(method)
}
