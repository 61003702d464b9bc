import { type Address, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createEmitter } from './createEmitter'
import { forwardRequest } from './forwardRequest'
import { parseChainId, toHexChainId } from './parseChainId'
import { type DevWalletStorage, loadPersistedState, savePersistedState } from './persistedState'
import {
  chainDisconnectedError,
  disconnectedError,
  internalError,
  invalidParamsError,
  unauthorizedError,
  unrecognizedChainError,
  unsupportedMethodError,
  userRejectedError,
} from './providerRpcError'
import { readAddChainParams } from './readAddChainParams'
import { readPersonalSignParams } from './readPersonalSignParams'
import { readTransactionParams, summarizeTransaction } from './readTransactionParams'
import { readTypedDataParams } from './readTypedDataParams'
import { sendDevTransaction } from './sendDevTransaction'
import type { ApprovalRequest, DevWallet, DevWalletChain, DevWalletEvents, DevWalletFaults } from './types'

export interface CreateDevWalletParameters {
  /** Known chains; the first is the default. */
  chains: DevWalletChain[]
  privateKey: `0x${string}`
  /** Shows the request to the user; resolve true to approve. */
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Where authorization, chain and added chains survive a reload (e.g. window.localStorage). */
  storage?: DevWalletStorage | null
  /** The site's origin, shown in prompts. */
  origin?: string
  faults?: DevWalletFaults
}

/** Read-only methods go to the chain; these must not, since anvil would answer them with its own unlocked keys. */
const NEVER_FORWARDED =
  /^(wallet_|personal_|eth_sign|eth_accounts$|eth_sendTransaction$|anvil_|evm_|hardhat_)/

/**
 * Creates the dev wallet: a real EIP-1193 provider that signs with `privateKey`, asks `approve`
 * before connecting, signing, sending or adding a chain, and forwards every read to the current
 * chain's RPC. DOM-free, so it runs in Node tests too.
 *
 * @example
 * const wallet = createDevWallet({
 *   chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
 *   privateKey: DEVNET_PRIVATE_KEYS[0],
 *   approve: async () => true,
 * })
 * const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
 */
export function createDevWallet(parameters: CreateDevWalletParameters): DevWallet {
  const { approve, storage } = parameters
  if (parameters.chains.length === 0) throw new Error('createDevWallet needs at least one chain.')
  let account = privateKeyToAccount(parameters.privateKey)
  const origin = parameters.origin ?? readLocationOrigin() ?? 'http://localhost'
  const chains: DevWalletChain[] = parameters.chains.map((chain) => ({ ...chain }))
  const emitter = createEmitter<DevWalletEvents>()

  const saved = loadPersistedState(storage)
  for (const added of saved?.addedChains ?? []) upsertChain(added)
  let chainId = saved && findChain(saved.chainId) ? saved.chainId : chains[0]!.id
  let authorized = saved?.authorized ?? false
  let authorizedAt = Date.now()
  let faults: DevWalletFaults = { ...parameters.faults }
  let pendingConnect: Promise<Address[]> | undefined

  function findChain(id: number): DevWalletChain | undefined {
    return chains.find((chain) => chain.id === id)
  }
  function currentChain(): DevWalletChain {
    return findChain(chainId)!
  }
  function upsertChain(chain: DevWalletChain): void {
    const known = findChain(chain.id)
    if (!known) chains.push({ ...chain })
    else if (!known.rpcUrl) Object.assign(known, chain)
  }
  function persist(): void {
    // Chains that differ from the ones passed in: added (or given an RPC URL) by a site.
    const addedChains = chains.filter((chain) => {
      const initial = parameters.chains.find((candidate) => candidate.id === chain.id)
      return !initial || initial.rpcUrl !== chain.rpcUrl
    })
    savePersistedState(storage, { authorized, chainId, addedChains })
  }
  function switchTo(id: number): void {
    if (!findChain(id)) throw unrecognizedChainError(id)
    if (id === chainId) return
    chainId = id
    persist()
    emitter.emit('chainChanged', toHexChainId(id))
  }
  function authorize(): void {
    if (authorized) return
    authorized = true
    authorizedAt = Date.now()
    persist()
    emitter.emit('connect', { chainId: toHexChainId(chainId) })
    emitter.emit('accountsChanged', [account.address])
  }
  function revoke(): void {
    if (!authorized) return
    authorized = false
    persist()
    emitter.emit('accountsChanged', [])
    emitter.emit('disconnect', disconnectedError('The wallet revoked access for this site.'))
  }
  async function ask(kind: ApprovalRequest['kind'], method: string, summary: string, params: unknown) {
    let approved: boolean
    try {
      approved = await approve({ kind, method, origin, summary, params })
    } catch (cause) {
      throw internalError('The wallet could not show its prompt.', cause)
    }
    if (approved !== true) throw userRejectedError()
  }
  function assertAuthorizedFor(address: string): void {
    if (!authorized || !isAddressEqual(address as Address, account.address)) throw unauthorizedError()
  }
  function permissions() {
    if (!authorized) return []
    const caveats = [{ type: 'restrictReturnedAccounts', value: [account.address] }]
    return [{ parentCapability: 'eth_accounts', invoker: origin, caveats, date: authorizedAt }]
  }

  function requestAccounts(method: string, params: unknown): Promise<unknown> {
    if (faults.connect === 'throw') return Promise.reject(new Error('Dev wallet fault: connect threw.'))
    if (faults.connect === 'hang') return new Promise(() => {})
    if (faults.connect === 'garbage') return Promise.resolve({ accounts: 42 })
    if (authorized) return Promise.resolve([account.address])
    pendingConnect ??= ask('connect', method, `Connect to ${origin}`, params)
      .then(() => {
        authorize()
        return [account.address]
      })
      .finally(() => {
        pendingConnect = undefined
      })
    return pendingConnect
  }

  async function addChain(method: string, params: unknown): Promise<null> {
    const chain = readAddChainParams(params)
    if (findChain(chain.id)?.rpcUrl) {
      switchTo(chain.id)
      return null
    }
    const served = await forwardRequest(chain, 'eth_chainId', []).catch((cause: unknown) => {
      throw invalidParamsError(`could not fetch the chain ID from ${chain.rpcUrl} (${String(cause)}).`)
    })
    if (typeof served !== 'string' || Number.parseInt(served, 16) !== chain.id) {
      throw invalidParamsError(
        `${chain.rpcUrl} serves chain ${String(served)}, not ${toHexChainId(chain.id)}.`,
      )
    }
    await ask('addChain', method, `Add network ${chain.name} (chain ${chain.id}) at ${chain.rpcUrl}`, params)
    upsertChain(chain)
    persist()
    switchTo(chain.id)
    return null
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return requestAccounts(method, params)
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return toHexChainId(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_switchEthereumChain': {
        const target: unknown = Array.isArray(params) ? params[0] : undefined
        switchTo(parseChainId((target as { chainId?: unknown } | undefined)?.chainId))
        return null
      }
      case 'wallet_addEthereumChain':
        return addChain(method, params)
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_requestPermissions':
        await ask('connect', method, `Connect to ${origin}`, params)
        authorize()
        return permissions()
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'personal_sign': {
        const request = readPersonalSignParams(params)
        assertAuthorizedFor(request.address)
        await ask('sign', method, `Sign message: ${request.text}`, params)
        return account.signMessage({ message: request.message })
      }
      case 'eth_signTypedData_v4': {
        const request = readTypedDataParams(params)
        assertAuthorizedFor(request.address)
        await ask('sign', method, request.text, params)
        return account.signTypedData(request.typedData).catch((error: Error) => {
          throw invalidParamsError(error.message)
        })
      }
      case 'eth_sendTransaction': {
        const tx = readTransactionParams(params)
        if (!authorized) throw unauthorizedError()
        if (tx.from) assertAuthorizedFor(tx.from)
        const chain = currentChain()
        if (tx.chainId !== undefined && tx.chainId !== chain.id) {
          throw invalidParamsError(`transaction.chainId ${tx.chainId} is not the wallet's chain ${chain.id}.`)
        }
        if (!chain.rpcUrl) throw chainDisconnectedError(chain.id)
        await ask('transaction', method, summarizeTransaction(tx), params)
        return sendDevTransaction({ account, chain, tx })
      }
    }
    if (NEVER_FORWARDED.test(method)) throw unsupportedMethodError(method)
    return forwardRequest(currentChain(), method, params)
  }

  const wallet: DevWallet = {
    request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        return Promise.reject(invalidParamsError('request expects { method: string, params? }.'))
      }
      return handle(args.method, args.params)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return wallet
    },
    switchChain: switchTo,
    switchAccount(privateKey) {
      const next = privateKeyToAccount(privateKey)
      if (next.address === account.address) return
      account = next
      if (authorized) emitter.emit('accountsChanged', [account.address])
    },
    revokeAccess: revoke,
    setFaults(next) {
      faults = { ...next }
    },
    get chainId() {
      return chainId
    },
    get address() {
      return account.address
    },
    get isAuthorized() {
      return authorized
    },
    get chains() {
      return chains.map((chain) => ({ ...chain }))
    },
  }
  return wallet
}

function readLocationOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin
  return typeof origin === 'string' && origin !== 'null' ? origin : undefined
}
