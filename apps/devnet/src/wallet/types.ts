import type { Address } from 'viem'
import type { ProviderRpcError } from './providerRpcError'

/** A chain the wallet knows. Without `rpcUrl` the wallet cannot reach it: forwarded calls fail with 4901. */
export interface DevWalletChain {
  id: number
  name: string
  rpcUrl?: string
}

/** What the wallet asks its user before acting; `summary` is the line the prompt shows. */
export interface ApprovalRequest {
  /** 'switchChain' is never asked by this wallet (it switches known chains without a prompt, like MetaMask). */
  kind: 'connect' | 'sign' | 'transaction' | 'addChain' | 'switchChain'
  method: string
  origin: string
  summary: string
  params: unknown
}

/** Switches that make the wallet misbehave, to test a site's error paths. */
export interface DevWalletFaults {
  /** eth_requestAccounts: 'throw' a plain Error, 'hang' forever, or resolve 'garbage' ({ accounts: 42 }). */
  connect?: 'throw' | 'hang' | 'garbage'
}

/** EIP-1193 events and their payloads. */
export interface DevWalletEvents {
  connect: { chainId: `0x${string}` }
  disconnect: ProviderRpcError
  chainChanged: `0x${string}`
  accountsChanged: Address[]
  message: { type: string; data: unknown }
}

export type DevWalletListener<event extends keyof DevWalletEvents> = (payload: DevWalletEvents[event]) => void

/** EIP-1193 request arguments. */
export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

/** An EIP-1193 provider backed by one private key, plus the controls a wallet's own UI has. */
export interface DevWallet {
  request(args: RequestArguments): Promise<unknown>
  on<event extends keyof DevWalletEvents>(event: event, listener: DevWalletListener<event>): DevWallet
  removeListener<event extends keyof DevWalletEvents>(
    event: event,
    listener: DevWalletListener<event>,
  ): DevWallet
  /** The wallet's own chain change (its UI, not a site): no prompt, emits chainChanged. */
  switchChain(chainId: number): void
  /**
   * The wallet's own account change (its UI): signs with `privateKey` from now on; a site it is connected to
   * gets accountsChanged with the new address (the grant covers the wallet's accounts).
   */
  switchAccount(privateKey: `0x${string}`): void
  /** Forgets the site's authorization: emits accountsChanged [] then disconnect (4900). */
  revokeAccess(): void
  setFaults(faults: DevWalletFaults): void
  readonly chainId: number
  readonly address: Address
  readonly isAuthorized: boolean
  readonly chains: readonly DevWalletChain[]
}
