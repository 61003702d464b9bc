import { SOLANA_DEVNET_ADDRESSES } from '../solanaAccounts'
import { type DevnetSolanaMint, deploySolanaFixtures } from './deploySolanaFixtures'
import { SOLANA_DEVNET_START_LAMPORTS } from './solanaFixtureDefinitions'
import {
  SOLANA_DEVNET_DEMO_PORTS,
  type StartSolanaValidatorReturnType,
  startSolanaValidator,
} from './startSolanaValidator'

export interface StartDevnetSolanaParameters {
  /** Serve on 8899 (HTTP) and 8900 (WebSocket) instead of free ports. */
  fixedPorts?: boolean
  /** Create the fixture mints and the history (default true); the accounts get their SOL either way. */
  fixtures?: boolean
}

/** The devnet's Solana cluster, as `startDevnet` returns it (JSON-safe, for the demo page). */
export interface DevnetSolana
  extends Pick<StartSolanaValidatorReturnType, 'rpcUrl' | 'wsUrl' | 'genesisHash' | 'caipNetworkId'> {
  /** The fixture mints (`SOLANA_DEVNET_MINTS`; empty with `fixtures: false`). */
  mints: DevnetSolanaMint[]
  /** The funded test accounts, `SOLANA_DEVNET_ADDRESSES` (keys in `SOLANA_DEVNET_KEYS`). */
  accounts: string[]
}

export interface StartDevnetSolanaReturnType extends DevnetSolana {
  stop(): Promise<void>
}

/**
 * Starts the local Solana validator, gives each test account `SOLANA_DEVNET_START_LAMPORTS` (a cheat code,
 * so no signature) and, unless `fixtures: false`, creates the fixture mints and the demo history.
 *
 * @example
 * const solana = await startDevnetSolana()
 * console.log(solana.caipNetworkId, solana.mints[0].symbol) // 'solana:…', 'LUSD'
 * await solana.stop()
 */
export async function startDevnetSolana(
  params: StartDevnetSolanaParameters = {},
): Promise<StartDevnetSolanaReturnType> {
  const validator = await startSolanaValidator(params.fixedPorts ? { ports: SOLANA_DEVNET_DEMO_PORTS } : {})
  try {
    for (const account of SOLANA_DEVNET_ADDRESSES)
      await validator.fundSol(account, SOLANA_DEVNET_START_LAMPORTS)
    const mints = params.fixtures === false ? [] : await deploySolanaFixtures(validator.rpcUrl)
    const { rpcUrl, wsUrl, genesisHash, caipNetworkId, stop } = validator
    return { rpcUrl, wsUrl, genesisHash, caipNetworkId, mints, accounts: [...SOLANA_DEVNET_ADDRESSES], stop }
  } catch (error) {
    await validator.stop()
    throw error
  }
}
