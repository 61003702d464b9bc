import { address, createSolanaRpc } from '@solana/kit'
import { z } from 'zod'
import { RPC_TIMEOUT_MS } from '../chain/getChainClient'

/** The classic SPL token program and Token-2022: the owners of every token account. */
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** The part of a `jsonParsed` token account the balances need; anything else in the answer is ignored. */
const TokenAccountInfoSchema = z.object({
  mint: z.string(),
  tokenAmount: z.object({
    amount: z.string().regex(/^[0-9]{1,40}$/),
    decimals: z.number().int().min(0).max(255),
  }),
})

/** An account's holding of one SPL mint, summed over its token accounts of that mint. */
export interface SolanaTokenAmount {
  mint: string
  amount: bigint
  /** The mint's decimals, as the token program reports them. */
  decimals: number
}

export interface SolanaAmounts {
  /** Lamports. */
  native: bigint
  tokens: SolanaTokenAmount[]
}

/**
 * Reads an account's lamports (`getBalance`) and its token accounts of both token programs
 * (`getTokenAccountsByOwner`, `jsonParsed`, so the mint's decimals come with each) at `confirmed`, so a
 * wallet refreshing right after a send sees it. An owner may hold several accounts of one mint (the
 * associated one and others): they are summed. Rejects when the cluster cannot be read, or takes longer
 * than RPC_TIMEOUT_MS.
 *
 * @example
 * const { native, tokens } = await readSolanaAmounts(cluster.rpcUrl, 'f7j7CqbpeawFNZSBSXjALTYnvyf26K2t2edEs1YyeyL')
 */
export async function readSolanaAmounts(rpcUrl: string, owner: string): Promise<SolanaAmounts> {
  const rpc = createSolanaRpc(rpcUrl)
  const abortSignal = AbortSignal.timeout(RPC_TIMEOUT_MS)
  const [balance, ...accounts] = await Promise.all([
    rpc.getBalance(address(owner), { commitment: 'confirmed' }).send({ abortSignal }),
    ...TOKEN_PROGRAMS.map((programId) =>
      rpc
        .getTokenAccountsByOwner(
          address(owner),
          { programId: address(programId) },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send({ abortSignal }),
    ),
  ])
  const byMint = new Map<string, SolanaTokenAmount>()
  for (const { account } of accounts.flatMap((answer) => answer.value)) {
    const parsed = TokenAccountInfoSchema.safeParse(account.data.parsed.info)
    if (!parsed.success) continue
    const { mint, tokenAmount } = parsed.data
    const held = byMint.get(mint)
    byMint.set(mint, {
      mint,
      amount: (held?.amount ?? 0n) + BigInt(tokenAmount.amount),
      decimals: tokenAmount.decimals,
    })
  }
  return { native: balance.value, tokens: [...byMint.values()] }
}
