// What a signed-in person can still take by design, with the services' default limits: their own smart
// account, every gas limit at its cap, the highest fee and tip the route takes, each approval sent at once
// through EntryPoint.handleOps naming themselves beneficiary, until the route refuses. What leaves the
// deposit is bounded by the person's daily budget. Raw HTTP with a real session, a real EntryPoint on anvil.
import { formatUserOperationRequest } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { maxFeePerGasNow } from '../paymaster/checkOperationCaps'
import { PAYMASTER_RPC_ERROR_CODES } from '../paymaster/paymasterRpcErrors'
import { SPONSORSHIP_LIMIT_DEFAULTS } from '../paymaster/sponsorshipLimits'
import {
  expectPaymasterRefusal,
  paymasterDataRequest,
  usePaymasterWorld,
  withPaymasterResult,
} from '../testing/usePaymasterWorld'

const world = usePaymasterWorld()
const limits = SPONSORSHIP_LIMIT_DEFAULTS

describe('attack: a signed-in person takes all the route allows them (default limits)', () => {
  it("moves at most the person's daily budget (0.05 ETH) out of the deposit, then is refused (USER_DAILY_BUDGET_EXCEEDED)", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const person = await world.signUp(owner)
    const wallet = await world.chain.fundedWallet(owner)
    const depositBefore = await world.chain.deposit()
    const balanceBefore = await world.chain.client.getBalance({ address: owner.address })

    let sent = 0
    for (;;) {
      const fee = maxFeePerGasNow(limits, await world.chain.baseFee())
      const operation = await world.operationOf(person.account!, {
        callGasLimit: limits.maxCallGasLimit,
        verificationGasLimit: limits.maxVerificationGasLimit,
        preVerificationGas: limits.maxPreVerificationGas,
        maxFeePerGas: fee,
        maxPriorityFeePerGas: limits.maxPriorityFeePerGas,
      })
      const answer = await world.askPaymaster(
        paymasterDataRequest(formatUserOperationRequest(operation), world.entryPoint),
        { token: person.token },
      )
      if (!('result' in answer.body)) {
        expectPaymasterRefusal(answer, {
          code: PAYMASTER_RPC_ERROR_CODES.BUDGET_EXCEEDED,
          dataCode: 'USER_DAILY_BUDGET_EXCEEDED',
        })
        break
      }
      await world.chain.handleOps(
        wallet,
        person.account!,
        withPaymasterResult(operation, answer.body.result),
        owner.address,
      )
      sent++
    }
    const moved = depositBefore - (await world.chain.deposit())
    const gained = (await world.chain.client.getBalance({ address: owner.address })) - balanceBefore

    expect(sent).toBeGreaterThan(0)
    expect(moved).toBeGreaterThan(0n)
    expect(moved).toBeLessThanOrEqual(limits.userDailyBudget)
    expect(gained).toBeLessThan(moved)
  })
})
