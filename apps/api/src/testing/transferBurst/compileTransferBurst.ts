// Compiles TransferBurst.sol with solc-js and writes its ABI and bytecode to transferBurst.json, the one
// compiled file checked in: `npx tsx apps/api/src/testing/transferBurst/compileTransferBurst.ts` after
// editing the contract (about 2 s). Tests and the benchmark read only the JSON.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import solc from 'solc'

const here = import.meta.dirname
const input = {
  language: 'Solidity',
  sources: { 'TransferBurst.sol': { content: readFileSync(join(here, 'TransferBurst.sol'), 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    metadata: { bytecodeHash: 'none' },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}
const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}
const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
const contract = output.contracts['TransferBurst.sol']!.TransferBurst!
writeFileSync(
  join(here, 'transferBurst.json'),
  `${JSON.stringify({ abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }, null, 2)}\n`,
)
