import { base58 } from '@scure/base'
import { formatUnits } from 'viem'
import { type FrameText, type Phrase, phrase } from '../i18n/phrase'
import type { SolanaMessage } from './parseSolanaTransaction'

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

/** The SPL Token (0–3) and Token-2022 (4–16) authority types, by the number SetAuthority carries. */
const AUTHORITY_TYPES = [
  'MintTokens',
  'FreezeAccount',
  'AccountOwner',
  'CloseAccount',
  'TransferFeeConfig',
  'WithheldWithdraw',
  'CloseMint',
  'InterestRate',
  'PermanentDelegate',
  'ConfidentialTransferMint',
  'TransferHookProgramId',
  'ConfidentialTransferFeeConfig',
  'MetadataPointer',
  'GroupPointer',
  'GroupMemberPointer',
  'ScaledUiAmount',
  'Pause',
]

/**
 * What a Solana transaction does, one line per instruction, for the person's approval screen: SOL
 * transfers, System `Assign` (the account handed to another program), SPL / Token-2022 `transferChecked`,
 * `approve` / `approveChecked` (a delegate allowed to spend) and `setAuthority` (an authority handed over or
 * removed), associated token account creation and compute budget read as sentences; any other instruction
 * names its program and its size, and, when it takes `wallet` (the signing account) as a writable signer, a
 * second line says that it can change that account or spend from it. The sentences are phrases of the frame's
 * catalogue, the amounts and accounts their data.
 *
 * @example
 * describeSolanaTransaction(parseSolanaTransaction(bytes), address) // in English: ['Send 0.5 SOL to 9xQe…']
 */
export function describeSolanaTransaction(transaction: SolanaMessage, wallet?: string): Phrase[] {
  const accountAt = (index: number) => transaction.staticAccounts[index] ?? UNKNOWN_ACCOUNT
  const walletIndex = wallet === undefined ? -1 : transaction.staticAccounts.indexOf(wallet)
  const walletWritableSigner =
    walletIndex !== -1 && walletIndex < transaction.numRequiredSignatures - transaction.numReadonlySigned
  return transaction.instructions.flatMap((instruction) => {
    const line = describeInstruction({
      program: accountAt(instruction.programIdIndex),
      accounts: instruction.accountIndices.map(accountAt),
      data: instruction.data,
    })
    const takesWallet = walletWritableSigner && instruction.accountIndices.includes(walletIndex)
    return line.key === 'solana.callProgram' && takesWallet
      ? [line, phrase('solana.writableSigner', { account: wallet! })]
      : [line]
  })
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
      // Assign: u32 index 1, the new owner program; accounts: the assigned account
      if (data.length === 36 && view.getUint32(0, true) === 1 && accounts.length >= 1)
        return phrase('solana.assign', { account: accounts[0]!, owner: base58.encode(data.subarray(4)) })
      break
    case TOKEN_PROGRAM:
    case TOKEN_2022_PROGRAM: {
      const token = describeTokenInstruction(accounts, data, view)
      if (token) return token
      // TransferChecked: 12, u64 amount, u8 decimals; accounts source, mint, destination, owner
      if (data.length === 10 && data[0] === 12 && accounts.length >= 4)
        return phrase('solana.transferToken', {
          amount: formatUnits(view.getBigUint64(1, true), data[9]!),
          mint: accounts[1]!,
          to: accounts[2]!,
        })
      break
    }
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

/** SPL Token / Token-2022 `approve` (4), `approveChecked` (13) and `setAuthority` (6), else undefined. */
function describeTokenInstruction(
  accounts: FrameText[],
  data: Uint8Array,
  view: DataView,
): Phrase | undefined {
  // Approve: 4, u64 amount (base units: the mint's decimals are not in it); accounts source, delegate, owner
  if (data.length === 9 && data[0] === 4 && accounts.length >= 3)
    return phrase('solana.approve', {
      delegate: accounts[1]!,
      amount: String(view.getBigUint64(1, true)),
      account: accounts[0]!,
    })
  // ApproveChecked: 13, u64 amount, u8 decimals; accounts source, mint, delegate, owner
  if (data.length === 10 && data[0] === 13 && accounts.length >= 4)
    return phrase('solana.approveChecked', {
      delegate: accounts[2]!,
      amount: formatUnits(view.getBigUint64(1, true), data[9]!),
      mint: accounts[1]!,
      account: accounts[0]!,
    })
  // SetAuthority: 6, u8 authority type, COption<Pubkey> (0, or 1 and 32 bytes); accounts: the account or
  // mint, its current authority
  if (data[0] === 6 && accounts.length >= 1) {
    const authority = AUTHORITY_TYPES[data[1] ?? -1] ?? `#${data[1]}`
    if (data.length === 3 && data[2] === 0)
      return phrase('solana.removeAuthority', { authority, account: accounts[0]! })
    if (data.length === 35 && data[2] === 1)
      return phrase('solana.setAuthority', {
        authority,
        account: accounts[0]!,
        newAuthority: base58.encode(data.subarray(3)),
      })
  }
  return undefined
}
