import type { Address } from 'viem'
import { phrase } from '../i18n/phrase'

/**
 * The approval line of everything the smart account sends: who sends it, and that the person pays no fee
 * (the services' paymaster sponsors the signed-in person's operations, within the operator's caps and
 * budgets; one it refuses is never sent).
 *
 * @example sentFromSmartAccount('0x5FbD…0aa3') // in English: 'From: your smart account 0x5FbD…0aa3 (network fee sponsored)'
 */
export const sentFromSmartAccount = (address: Address) => phrase('line.fromSmartAccount', { address })

/**
 * The approval line of what the smart account signs (an ERC-1271 signature, checked against its owner, this key).
 *
 * @example signedAsSmartAccount('0x5FbD…0aa3') // in English: 'Signed as your smart account 0x5FbD…0aa3'
 */
export const signedAsSmartAccount = (address: Address) => phrase('line.signedAsSmartAccount', { address })
