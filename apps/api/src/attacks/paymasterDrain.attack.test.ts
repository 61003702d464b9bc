// The drain: a stranger who knows only the public project id asks the services' paymaster to approve an
// operation of its own paying an enormous fee per gas, then calls EntryPoint.handleOps itself naming itself
// beneficiary, so the fee the paymaster's deposit pays lands in its pocket. Raw HTTP, no Origin header (the
// project's allowlist only binds browsers), a real EntryPoint on a real anvil chain.
import { toDevnetSmartAccount } from '@latch/devnet'
import type { Hex } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { PAYMASTER_RPC_ERROR_CODES } from '../paymaster/paymasterRpcErrors'
import {
  paymasterDataRequest,
  paymasterStubRequest,
  usePaymasterWorld,
  withPaymasterResult,
} from '../testing/usePaymasterWorld'

const world = usePaymasterWorld()

/** Gas the attacker's operation names: preVerificationGas is charged whole, used or not. */
const GAS = { callGasLimit: 100_000n, verificationGasLimit: 1_000_000n, preVerificationGas: 5_000_000n }
/** The paymaster's own verification gas (the route's answer), part of what the deposit must cover. */
const PAYMASTER_GAS = 100_000n

async function attackerOperation(depositWei: bigint) {
  const attacker = privateKeyToAccount(generatePrivateKey())
  const account = await toDevnetSmartAccount(world.chain.client, attacker)
  const { factory, factoryData } = await account.getFactoryArgs()
  // The largest fee the deposit can prefund (the EntryPoint refuses more, AA31), less a margin.
  const totalGas = GAS.callGasLimit + GAS.verificationGasLimit + GAS.preVerificationGas + PAYMASTER_GAS
  const fee = (depositWei * 95n) / 100n / totalGas
  const operation: UserOperation<'0.8'> = {
    sender: account.address,
    nonce: 0n,
    factory,
    factoryData,
    callData: await account.encodeCalls([{ to: attacker.address, value: 0n }]),
    ...GAS,
    maxFeePerGas: fee,
    // the whole fee as tip: the EntryPoint charges min(maxFee, tip + base fee) per gas
    maxPriorityFeePerGas: fee,
    signature: '0x' as Hex,
  }
  return { attacker, account, operation }
}

describe('attack: drain the paymaster (no session, no Origin, a huge fee, handleOps to oneself)', () => {
  it('pm_getPaymasterData is refused (-32001 SESSION_REQUIRED, no paymaster data), so handleOps has nothing to spend: 0 wei leaves the deposit', async () => {
    const before = await world.chain.deposit()
    const { attacker, account, operation } = await attackerOperation(before)
    const entryPoint = world.entryPoint
    const answer = await world.askPaymaster(
      paymasterDataRequest(formatUserOperationRequest(operation), entryPoint),
    )

    let gained = 0n
    if ('result' in answer.body) {
      const wallet = await world.chain.fundedWallet(attacker)
      const balanceBefore = await world.chain.client.getBalance({ address: attacker.address })
      await world.chain.handleOps(
        wallet,
        account,
        withPaymasterResult(operation, answer.body.result),
        attacker.address,
      )
      gained = (await world.chain.client.getBalance({ address: attacker.address })) - balanceBefore
    }
    const moved = before - (await world.chain.deposit())

    expect({ moved, gained }).toEqual({ moved: 0n, gained: 0n })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: PAYMASTER_RPC_ERROR_CODES.SPONSORSHIP_DENIED,
        message: expect.stringMatching(/^Sponsorship denied: sign in to the embedded wallet first/),
        data: { code: 'SESSION_REQUIRED' },
      },
    })
    expect(answer.text).not.toMatch(/paymasterData|[0-9a-f]{130}/i)
  })

  it('pm_getPaymasterStubData answers a stranger nothing either (no paymaster address, no sponsor name)', async () => {
    const { operation } = await attackerOperation(await world.chain.deposit())
    const answer = await world.askPaymaster(
      paymasterStubRequest(formatUserOperationRequest(operation), world.entryPoint),
    )
    expect(answer.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: expect.objectContaining({ data: { code: 'SESSION_REQUIRED' } }),
    })
    expect(answer.text.toLowerCase()).not.toContain(
      world.chain.contracts.paymasterAddress.slice(2).toLowerCase(),
    )
  })

  it('a made-up bearer token is no session', async () => {
    const { operation } = await attackerOperation(await world.chain.deposit())
    const answer = await world.askPaymaster(
      paymasterDataRequest(formatUserOperationRequest(operation), world.entryPoint),
      { token: 'A'.repeat(43) },
    )
    expect(answer.body.error).toMatchObject({
      code: PAYMASTER_RPC_ERROR_CODES.SPONSORSHIP_DENIED,
      data: { code: 'SESSION_REQUIRED' },
    })
  })
})
