import { callDevnetRpc } from './callDevnetRpc'

/** What one press of the demo's faucet adds on Solana: 10 SOL, in lamports. */
export const DEVNET_FAUCET_LAMPORTS = 10n * 10n ** 9n

const CONFIRMED = { commitment: 'confirmed' }

const balanceOf = async (rpcUrl: string, address: string) =>
  BigInt((await callDevnetRpc<{ value: number }>(rpcUrl, 'getBalance', [address, CONFIRMED])).value)

/**
 * Adds SOL to an address on the devnet's Solana cluster with `requestAirdrop`, and resolves once the
 * confirmed balance shows it (at most 10 s), so the modal reads the new one. Answers that balance in
 * lamports. Devnet only: mainnet refuses airdrops.
 *
 * @example
 * await addDevnetSol('http://127.0.0.1:8899', '9WzD…AWWM', DEVNET_FAUCET_LAMPORTS)
 */
export async function addDevnetSol(rpcUrl: string, address: string, lamports: bigint): Promise<bigint> {
  const before = await balanceOf(rpcUrl, address)
  await callDevnetRpc<string>(rpcUrl, 'requestAirdrop', [address, Number(lamports), CONFIRMED])
  for (let waited = 0; waited < 10_000; waited += 250) {
    const balance = await balanceOf(rpcUrl, address)
    if (balance >= before + lamports) return balance
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the airdrop was not confirmed within 10 s')
}
