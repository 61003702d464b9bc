import type { WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces } from '@walletconnect/utils'

/** What the wallet answers (the rest of the chain's reads are forwarded to its RPC). */
export const TEST_WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'eth_getCode',
]
export const TEST_WALLET_EVENTS = ['accountsChanged', 'chainChanged']

/**
 * The eip155 namespaces the wallet approves: the devnet chains among those the proposal asks for
 * (required and optional), each with the wallet's account. Throws (the SDK's error) when the proposal
 * requires a chain or method the wallet lacks.
 *
 * @example
 * await walletKit.approveSession({ id, namespaces: approvedNamespaces(proposal.params, [31337], address) })
 */
export function approvedNamespaces(
  proposal: WalletKitTypes.SessionProposal['params'],
  chainIds: readonly number[],
  address: string,
): ReturnType<typeof buildApprovedNamespaces> {
  const asked = new Set(
    [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}].flatMap((namespaces) =>
      Object.entries(namespaces).flatMap(([key, namespace]) => namespace.chains ?? [key]),
    ),
  )
  const chains = chainIds.map((id) => `eip155:${id}`).filter((chain) => asked.has(chain))
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      eip155: {
        chains,
        methods: TEST_WALLET_METHODS,
        events: TEST_WALLET_EVENTS,
        accounts: chains.map((chain) => `${chain}:${address}`),
      },
    },
  })
}
