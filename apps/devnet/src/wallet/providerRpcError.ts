/**
 * An EIP-1193 provider error: an `Error` with a numeric `code` (EIP-1193, EIP-1474) and optional data.
 *
 * @example
 * try { await wallet.request({ method: 'eth_requestAccounts' }) }
 * catch (e) { if (e instanceof ProviderRpcError && e.code === 4001) console.log('rejected') }
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.code = code
    this.data = options.data
  }
}

/** 4001: the user said no in the wallet. */
export function userRejectedError(): ProviderRpcError {
  return new ProviderRpcError(4001, 'User rejected the request.')
}

/** 4100: the site is not authorized (no eth_requestAccounts yet) or asked for another account. */
export function unauthorizedError(): ProviderRpcError {
  return new ProviderRpcError(
    4100,
    'The requested method and/or account has not been authorized by the user.',
  )
}

/** 4200: the wallet does not implement the method. */
export function unsupportedMethodError(method: string): ProviderRpcError {
  return new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)
}

/** 4900: the site lost its connection to the wallet (the wallet revoked access). */
export function disconnectedError(
  message = 'The Provider is disconnected from all chains.',
): ProviderRpcError {
  return new ProviderRpcError(4900, message)
}

/** 4901: the wallet's current chain cannot be reached. */
export function chainDisconnectedError(chainId: number, cause?: unknown): ProviderRpcError {
  return new ProviderRpcError(
    4901,
    `The Provider is not connected to the requested chain: the wallet cannot reach chain ${chainId}.`,
    { cause },
  )
}

/** 4902: the wallet does not know the chain (add it with wallet_addEthereumChain first). */
export function unrecognizedChainError(chainId: number): ProviderRpcError {
  return new ProviderRpcError(
    4902,
    `Unrecognized chain ID "0x${chainId.toString(16)}". Try adding the chain using wallet_addEthereumChain first.`,
  )
}

/** -32602: malformed parameters. */
export function invalidParamsError(message: string): ProviderRpcError {
  return new ProviderRpcError(-32602, `Invalid parameters: ${message}`)
}

/** -32603: anything else that went wrong inside the wallet. */
export function internalError(message: string, cause?: unknown): ProviderRpcError {
  return new ProviderRpcError(-32603, message, { cause })
}
