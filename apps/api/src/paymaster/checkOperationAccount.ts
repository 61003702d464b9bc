import { type Address, encodeFunctionData, isAddressEqual, parseAbi } from 'viem'
import type { PaymasterUserOperation } from './getPaymasterHash'
import { PAYMASTER_RPC_ERROR_CODES, PaymasterRpcError } from './paymasterRpcErrors'
import { smartAccountSaltOf } from './readSmartAccountAddress'

const factoryAbi = parseAbi(['function createAccount(address owner, bytes32 salt) returns (address)'])

const denied = (message: string, dataCode: 'SENDER_NOT_ALLOWED' | 'FACTORY_NOT_ALLOWED') =>
  new PaymasterRpcError(
    PAYMASTER_RPC_ERROR_CODES.SPONSORSHIP_DENIED,
    `Sponsorship denied: ${message}`,
    dataCode,
  )

/**
 * Refuses an operation that is not the signed-in person's own: a factory other than the configured one
 * (FACTORY_NOT_ALLOWED), a sender other than their smart account (SENDER_NOT_ALLOWED), or the configured
 * factory creating anything but that account (`createAccount(owner, salt)`, FACTORY_NOT_ALLOWED). In that
 * order, so the reason names what differs first; the account's address is read lazily, after the factory.
 *
 * @example
 * await checkOperationAccount(operation, { factory, owner, accountAddress: () => readSmartAccountAddress(…) })
 */
export async function checkOperationAccount(
  operation: Pick<PaymasterUserOperation, 'sender' | 'factory' | 'factoryData'>,
  params: { factory: Address; owner: Address; accountAddress: () => Promise<Address> },
): Promise<void> {
  if (operation.factory !== undefined && !isAddressEqual(operation.factory, params.factory)) {
    throw denied(
      `a new account must come from this paymaster's account factory ${params.factory}, not ${operation.factory}.`,
      'FACTORY_NOT_ALLOWED',
    )
  }
  if (!isAddressEqual(operation.sender, await params.accountAddress())) {
    throw denied(
      `this paymaster pays only for the signed-in person's own smart account, and ${operation.sender} is not it.`,
      'SENDER_NOT_ALLOWED',
    )
  }
  if (operation.factory === undefined) return
  const expected = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [params.owner, smartAccountSaltOf(params.owner)],
  })
  if (operation.factoryData?.toLowerCase() !== expected) {
    throw denied(
      "a new account must come from this paymaster's account factory, created for the signed-in person's wallet (createAccount(owner, salt)).",
      'FACTORY_NOT_ALLOWED',
    )
  }
}
