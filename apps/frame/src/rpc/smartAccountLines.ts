import { type Address, formatEther, type Hex } from 'viem'

/**
 * The approval line of everything the smart account sends: who sends it, and that the person pays no fee
 * (the services' paymaster sponsors every operation the frame sends).
 *
 * @example sentFromSmartAccount('0x5FbD…0aa3') // 'From: your smart account 0x5FbD…0aa3 (network fee sponsored)'
 */
export const sentFromSmartAccount = (address: Address) =>
  `From: your smart account ${address} (network fee sponsored)`

/**
 * The approval line of what the smart account signs (an ERC-1271 signature, checked against its owner, this key).
 *
 * @example signedAsSmartAccount('0x5FbD…0aa3') // 'Signed as your smart account 0x5FbD…0aa3'
 */
export const signedAsSmartAccount = (address: Address) => `Signed as your smart account ${address}`

/**
 * A call's lines as the plain account's approval shows them: recipient, value in ETH, data.
 *
 * @example callLines({ to, value: 10n ** 18n }) // ['To: 0x…', 'Value: 1 ETH', 'Data: 0x']
 */
export const callLines = (call: { to: Address; value?: bigint; data?: Hex }) => [
  `To: ${call.to}`,
  `Value: ${formatEther(call.value ?? 0n)} ETH`,
  `Data: ${call.data ?? '0x'}`,
]
