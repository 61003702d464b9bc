import { address, createSolanaRpc } from '@solana/kit'
import { world } from './world'

/** The devnet's Solana cluster, read from Node: what the chain holds, to compare with what the modal shows. */
export function solanaCluster() {
  const { solana } = world()
  const rpc = createSolanaRpc(solana.rpcUrl)
  const mintOf = (symbol: string) => {
    const mint = solana.mints.find((m) => m.symbol === symbol)
    if (!mint) throw new Error(`no fixture mint ${symbol}`)
    return mint
  }
  return {
    ...solana,
    /** Lamports held by `owner`. */
    async solBalance(owner: string): Promise<bigint> {
      return (await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value
    },
    /** `symbol`'s base units held by `owner` over all its token accounts (0n with none). */
    async tokenBalance(symbol: string, owner: string): Promise<bigint> {
      const { value } = await rpc
        .getTokenAccountsByOwner(
          address(owner),
          { mint: address(mintOf(symbol).address) },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send()
      return value.reduce(
        (sum, account) => sum + BigInt(account.account.data.parsed.info.tokenAmount.amount as string),
        0n,
      )
    },
    decimalsOf: (symbol: string) => mintOf(symbol).decimals,
  }
}
