import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionVersion,
} from '@solana/kit'

/** Any 32 bytes do for the recent blockhash: the frame never asks a cluster. */
const LIFETIME = {
  blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'),
  lastValidBlockHeight: 1n,
}

/**
 * Test support only: the unsigned wire transaction a host page would send with `@solana/kit`, `feePayer`
 * paying (version 1 only for the frame to refuse); a version 0 one takes its non-signer accounts from `lookupTables` (table → the addresses it holds).
 *
 * @example const bytes = compileSolanaTransaction({ version: 0, feePayer, instructions: [transfer] })
 */
export function compileSolanaTransaction({
  version,
  feePayer,
  instructions,
  lookupTables,
}: {
  version: TransactionVersion
  feePayer: string
  instructions: readonly Instruction[]
  lookupTables?: Record<Address, Address[]>
}): Uint8Array {
  const legacy = () =>
    pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(address(feePayer), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(LIFETIME, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    )
  const v0 = () =>
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(feePayer), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(LIFETIME, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
      (m) => (lookupTables ? compressTransactionMessageUsingAddressLookupTables(m, lookupTables) : m),
    )
  const v1 = () =>
    pipe(
      createTransactionMessage({ version: 1 }),
      (m) => setTransactionMessageFeePayer(address(feePayer), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(LIFETIME, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    )
  const compiled =
    version === 'legacy'
      ? compileTransaction(legacy())
      : version === 0
        ? compileTransaction(v0())
        : compileTransaction(v1())
  return new Uint8Array(getTransactionEncoder().encode(compiled))
}
