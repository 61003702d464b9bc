import type { Address } from 'viem'

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
