import { formatUnits } from 'viem'
import { type FrameText, type Phrase, phrase } from '../i18n/phrase'
import type { SolanaTransaction } from './parseSolanaTransaction'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

const SOL_DECIMALS = 9
/** How an account from a v0 address lookup table shows: the frame has no cluster to resolve it. */
const UNKNOWN_ACCOUNT = phrase('solana.unknownAccount')

/** An instruction with its program and accounts resolved to base58 (or UNKNOWN_ACCOUNT). */
interface ResolvedInstruction {
  program: FrameText
  accounts: FrameText[]
  data: Uint8Array
}

/**
 * What a Solana transaction does, one line per instruction, for the person's approval screen: SOL
 * transfers, SPL / Token-2022 `transferChecked`, associated token account creation and compute budget
 * read as sentences; any other instruction names its program and its size. The sentences are phrases of the
 * frame's catalogue, the amounts and accounts their data.
 *
 * @example
 * describeSolanaTransaction(parseSolanaTransaction(bytes)) // in English: ['Send 0.5 SOL to 9xQe…']
 */
export function describeSolanaTransaction(transaction: SolanaTransaction): Phrase[] {
  const accountAt = (index: number) => transaction.staticAccounts[index] ?? UNKNOWN_ACCOUNT
  return transaction.instructions.map((instruction) =>
    describeInstruction({
      program: accountAt(instruction.programIdIndex),
      accounts: instruction.accountIndices.map(accountAt),
      data: instruction.data,
    }),
  )
}

function describeInstruction({ program, accounts, data }: ResolvedInstruction): Phrase {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  switch (program) {
    case SYSTEM_PROGRAM:
      // Transfer: u32 index 2, u64 lamports; accounts from, to
      if (data.length === 12 && view.getUint32(0, true) === 2 && accounts.length >= 2)
        return phrase('solana.send', {
          amount: formatUnits(view.getBigUint64(4, true), SOL_DECIMALS),
          to: accounts[1]!,
        })
      break
    case TOKEN_PROGRAM:
    case TOKEN_2022_PROGRAM:
      // TransferChecked: 12, u64 amount, u8 decimals; accounts source, mint, destination, owner
      if (data.length === 10 && data[0] === 12 && accounts.length >= 4)
        return phrase('solana.transferToken', {
          amount: formatUnits(view.getBigUint64(1, true), data[9]!),
          mint: accounts[1]!,
          to: accounts[2]!,
        })
      break
    case ASSOCIATED_TOKEN_PROGRAM:
      // Create (no data or 0) and CreateIdempotent (1); accounts payer, new account, owner, mint, …
      if ((data.length === 0 || (data.length === 1 && data[0]! <= 1)) && accounts.length >= 3)
        return phrase('solana.createTokenAccount', { account: accounts[1]!, owner: accounts[2]! })
      break
    case COMPUTE_BUDGET_PROGRAM:
      // the unit price is the priority fee the fee payer adds, so it is worth a number
      if (data.length === 5 && data[0] === 2)
        return phrase('solana.computeUnitLimit', { units: view.getUint32(1, true) })
      if (data.length === 9 && data[0] === 3)
        return phrase('solana.priorityFee', { microLamports: String(view.getBigUint64(1, true)) })
      return phrase('solana.computeBudget')
  }
  return phrase('solana.callProgram', {
    program,
    accounts: phrase('solana.accounts', { count: accounts.length }),
    bytes: phrase('solana.bytes', { count: data.length }),
  })
}
