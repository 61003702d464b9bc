import { BITCOIN_DEVNET_ACCOUNT_COUNT, bitcoinDevnetAccount } from '../bitcoinAccounts'
import { createBcoinClient } from './bcoinClient'
import {
  BITCOIN_DEVNET_FEE_SATS,
  BITCOIN_DEVNET_HISTORY,
  BITCOIN_DEVNET_START_BLOCKS,
  BITCOIN_DEVNET_START_SATS,
} from './bitcoinFixtureDefinitions'
import { BITCOIN_MINER_PRIVATE_KEY } from './bitcoinMiner'
import { mineBitcoinBlocks } from './mineBitcoinBlocks'
import { sendBitcoinPayment } from './sendBitcoinPayment'
import { spawnBcoin } from './spawnBcoin'
import { toBitcoinCaipNetworkId } from './toBitcoinCaipNetworkId'

/** The regtest node's demo HTTP port: Bitcoin Core's regtest RPC port. */
export const BITCOIN_DEVNET_DEMO_PORT = 18443

export interface StartDevnetBitcoinParameters {
  /** Serve on `BITCOIN_DEVNET_DEMO_PORT` instead of a free port. */
  fixedPorts?: boolean
  /** Make the history between the accounts (default true); the accounts are funded either way. */
  fixtures?: boolean
}

/** One funded devnet account, as the demo and the services need it (JSON-safe: no private key). */
export interface DevnetBitcoinAccount {
  /** The P2WPKH payment address (`rb1q…`, BIP-84), the one funded. */
  paymentAddress: string
  paymentPublicKey: string
  /** The P2TR ordinals address (`rb1p…`, BIP-86): shown, never spent (bcoin has no Taproot). */
  ordinalsAddress: string
  ordinalsPublicKey: string
}

/** The devnet's Bitcoin regtest node (bcoin), as `startDevnet` returns it. */
export interface DevnetBitcoin {
  /** bcoin's HTTP API, e.g. `http://127.0.0.1:18443` (JSON-RPC on `POST /`). */
  url: string
  /** The API key (HTTP basic auth, any user name), new at each start: the services' `apiKey`. */
  apiKey: string
  /** `bip122:` and the genesis hash's first 32 hex characters (CAIP-4). */
  caipNetworkId: string
  /** The funded accounts, `bitcoinDevnetAccount(0…5)`; account 0 is the demo's. */
  accounts: DevnetBitcoinAccount[]
}

export interface StartDevnetBitcoinReturnType extends DevnetBitcoin {
  stop(): Promise<void>
}

/**
 * Starts bcoin on regtest in a child process, mines past segwit's activation, pays each devnet account
 * `BITCOIN_DEVNET_START_SATS` from the miner and, unless `fixtures: false`, makes the history
 * (`BITCOIN_DEVNET_HISTORY`), each payment mined in its own block.
 *
 * @example
 * const bitcoin = await startDevnetBitcoin()
 * console.log(bitcoin.caipNetworkId, bitcoin.accounts[0].paymentAddress) // 'bip122:0f9188f1…', 'rb1q…'
 * await bitcoin.stop()
 */
export async function startDevnetBitcoin(
  params: StartDevnetBitcoinParameters = {},
): Promise<StartDevnetBitcoinReturnType> {
  const node = await spawnBcoin(params.fixedPorts ? { port: BITCOIN_DEVNET_DEMO_PORT } : {})
  try {
    const client = createBcoinClient(node)
    const genesisHash = await client.rpc<string>('getblockhash', [0])
    await mineBitcoinBlocks(node, BITCOIN_DEVNET_START_BLOCKS)
    const accounts = Array.from({ length: BITCOIN_DEVNET_ACCOUNT_COUNT }, (_, index) =>
      bitcoinDevnetAccount(index),
    )
    await sendBitcoinPayment(node, {
      privateKey: BITCOIN_MINER_PRIVATE_KEY,
      outputs: accounts.map((account) => ({
        address: account.payment.address,
        sats: BITCOIN_DEVNET_START_SATS,
      })),
      feeSats: 10n * BITCOIN_DEVNET_FEE_SATS,
    })
    await mineBitcoinBlocks(node, 1)
    if (params.fixtures !== false) {
      for (const payment of BITCOIN_DEVNET_HISTORY) {
        await sendBitcoinPayment(node, {
          privateKey: accounts[payment.from]!.payment.privateKey,
          outputs: [{ address: accounts[payment.to]!.payment.address, sats: payment.sats }],
          feeSats: BITCOIN_DEVNET_FEE_SATS,
        })
        await mineBitcoinBlocks(node, 1)
      }
    }
    return {
      url: node.url,
      apiKey: node.apiKey,
      caipNetworkId: toBitcoinCaipNetworkId(genesisHash),
      accounts: accounts.map(({ payment, ordinals }) => ({
        paymentAddress: payment.address,
        paymentPublicKey: payment.publicKey,
        ordinalsAddress: ordinals.address,
        ordinalsPublicKey: ordinals.publicKey,
      })),
      stop: node.stop,
    }
  } catch (error) {
    await node.stop()
    throw error
  }
}
