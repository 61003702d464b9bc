import { createRequire } from 'node:module'
import type { Hex } from 'viem'
import { z } from 'zod'

const require = createRequire(import.meta.url)

const ArtifactSchema = z.object({
  contractName: z.literal('EntryPoint'),
  bytecode: z.string().regex(/^0x([0-9a-fA-F]{2})+$/),
})

/**
 * EntryPoint v0.8's creation bytecode as published (`@account-abstraction/contracts@0.8.0`,
 * `artifacts/EntryPoint.json`), which the CREATE2 deployer turns into the canonical address (its ABI is
 * viem's `entryPoint08Abi`). Read at call time (required, not imported) so the type checker never parses the
 * large JSON, and checked, as it comes from outside the repository.
 *
 * @example
 * await deployDeterministic(wallet, { name, salt: ENTRY_POINT_SALT, initCode: entryPointBytecode(), address })
 */
export function entryPointBytecode(): Hex {
  return ArtifactSchema.parse(require('@account-abstraction/contracts/artifacts/EntryPoint.json'))
    .bytecode as Hex
}
