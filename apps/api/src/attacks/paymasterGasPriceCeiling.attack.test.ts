// The second wall: whoever holds the paymaster's signer key (an insider, a leaked key, an old signature
// kept from a time the fee was high) signs an operation paying an enormous fee and sends it through
// EntryPoint.handleOps naming themselves beneficiary. The services' checks never run; the paymaster contract
// itself must refuse a fee per gas above its ceiling, and an operation whose prefund is above its cost
// ceiling. A real EntryPoint v0.8 on a real anvil chain.
import {
  DEVNET_PAYMASTER_MAX_COST_WEI,
  DEVNET_PAYMASTER_MAX_FEE_PER_GAS,
  DEVNET_PAYMASTER_SIGNER_KEY,
  FIXTURE_ARTIFACTS,
  toDevnetSmartAccount,
} from '@latch/devnet'
import { BaseError, ContractFunctionRevertedError, decodeErrorResult, type Hex, parseGwei } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPaymasterData } from '../paymaster/signPaymasterData'
import { type PaymasterChain, startPaymasterChain } from '../testing/startPaymasterChain'

let chain: PaymasterChain
beforeAll(async () => {
  chain = await startPaymasterChain(31337)
}, 60_000)
afterAll(() => chain?.stop())

/** The paymaster's signer, used directly: the route's caps and budgets are not in the way. */
const insider = privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY)
const PAYMASTER_GAS = { paymasterVerificationGasLimit: 100_000n, paymasterPostOpGasLimit: 0n }

interface Gas {
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
}

/** A new account's first operation paying `maxFeePerGas` (all of it as tip), approved by the signer key. */
async function insiderOperation(maxFeePerGas: bigint, gas: Gas) {
  const attacker = privateKeyToAccount(generatePrivateKey())
  const account = await toDevnetSmartAccount(chain.client, attacker)
  const { factory, factoryData } = await account.getFactoryArgs()
  const operation: UserOperation<'0.8'> = {
    sender: account.address,
    nonce: 0n,
    factory,
    factoryData,
    callData: await account.encodeCalls([{ to: attacker.address, value: 0n }]),
    ...gas,
    maxFeePerGas,
    maxPriorityFeePerGas: maxFeePerGas,
    paymaster: chain.contracts.paymasterAddress,
    ...PAYMASTER_GAS,
    signature: '0x' as Hex,
  }
  operation.paymasterData = await signPaymasterData({
    chainId: chain.chainId,
    paymaster: chain.contracts.paymasterAddress,
    userOperation: operation,
    validUntil: Math.floor(Date.now() / 1000) + 600,
    validAfter: 0,
    signer: insider,
  })
  return { attacker, account, operation }
}

/** Sends it with handleOps to the attacker: the wei that left the deposit, and the paymaster's revert if any. */
async function sendToOneself(attack: Awaited<ReturnType<typeof insiderOperation>>) {
  const before = await chain.deposit()
  const wallet = await chain.fundedWallet(attack.attacker)
  const outcome = await chain
    .handleOps(wallet, attack.account, attack.operation, attack.attacker.address)
    .then((receipt) => receipt.status, paymasterRevertOf)
  return { moved: before - (await chain.deposit()), outcome }
}

/** The paymaster's own error inside the EntryPoint's `FailedOpWithRevert(opIndex, 'AA33 reverted', inner)`. */
function paymasterRevertOf(error: unknown) {
  const reverted =
    error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null
  if (!(reverted instanceof ContractFunctionRevertedError)) throw error
  const [, reason, inner] = (reverted.data?.args ?? []) as [bigint, string, Hex]
  const { errorName, args } = decodeErrorResult({
    abi: FIXTURE_ARTIFACTS.LatchVerifyingPaymaster.abi,
    data: inner,
  })
  return { entryPoint: `${reverted.data?.errorName}: ${reason}`, paymaster: errorName, args }
}

const SMALL_GAS: Gas = {
  callGasLimit: 100_000n,
  verificationGasLimit: 1_000_000n,
  preVerificationGas: 100_000n,
}

describe('attack: an operation signed with the paymaster key itself, paying above the ceilings', () => {
  it('a fee of 10,000 gwei per gas is refused by the contract (MaxFeePerGasAboveCeiling, AA33): 0 wei moved', async () => {
    const fee = parseGwei('10000')
    const result = await sendToOneself(
      await insiderOperation(fee, { ...SMALL_GAS, preVerificationGas: 5_000_000n }),
    )
    expect(result).toEqual({
      moved: 0n,
      outcome: {
        entryPoint: 'FailedOpWithRevert: AA33 reverted',
        paymaster: 'MaxFeePerGasAboveCeiling',
        args: [fee, DEVNET_PAYMASTER_MAX_FEE_PER_GAS],
      },
    })
  })

  it('a fee at the ceiling with gas limits whose prefund is above the cost ceiling is refused (MaxCostAboveCeiling): 0 wei moved', async () => {
    const gas = { ...SMALL_GAS, preVerificationGas: 20_000_000n }
    const maxCost =
      (gas.callGasLimit +
        gas.verificationGasLimit +
        gas.preVerificationGas +
        PAYMASTER_GAS.paymasterVerificationGasLimit) *
      DEVNET_PAYMASTER_MAX_FEE_PER_GAS
    expect(maxCost).toBeGreaterThan(DEVNET_PAYMASTER_MAX_COST_WEI)
    const result = await sendToOneself(await insiderOperation(DEVNET_PAYMASTER_MAX_FEE_PER_GAS, gas))
    expect(result).toEqual({
      moved: 0n,
      outcome: {
        entryPoint: 'FailedOpWithRevert: AA33 reverted',
        paymaster: 'MaxCostAboveCeiling',
        args: [maxCost, DEVNET_PAYMASTER_MAX_COST_WEI],
      },
    })
  })

  it('an operation at the fee ceiling and under the cost ceiling still lands: the wall stops only what is above it', async () => {
    const result = await sendToOneself(await insiderOperation(DEVNET_PAYMASTER_MAX_FEE_PER_GAS, SMALL_GAS))
    expect(result.outcome).toBe('success')
    expect(result.moved).toBeGreaterThan(0n)
    expect(result.moved).toBeLessThanOrEqual(DEVNET_PAYMASTER_MAX_COST_WEI)
  })
})
