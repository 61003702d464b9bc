import { type Address, formatEther, type Hex } from 'viem'
import { describeTokenCall } from './describeTokenCall'

/** One call as the approval screen shows it. */
export interface ApprovalCall {
  to: Address
  value?: bigint
  data?: Hex
}

/**
 * A call's lines on the approval screen, for every account: recipient, value in ETH, what a token call does
 * in the token's units (describeTokenCall), and the data as it will be sent.
 *
 * @example await callLines({ to, value: 10n ** 18n }, rpcUrl) // ['To: 0x…', 'Value: 1 ETH', 'Data: 0x']
 */
export async function callLines(call: ApprovalCall, rpcUrl: string): Promise<string[]> {
  const token = call.data ? await describeTokenCall(rpcUrl, { to: call.to, data: call.data }) : undefined
  return [
    `To: ${call.to}`,
    `Value: ${formatEther(call.value ?? 0n)} ETH`,
    ...(token ? [token] : []),
    `Data: ${call.data ?? '0x'}`,
  ]
}

/**
 * A batch's lines: each call's, numbered ('1. To: …', then its other lines indented).
 *
 * @example await numberedCallLines([first, second], rpcUrl) // ['1. To: 0x…', '   Value: 0 ETH', …, '2. To: 0x…', …]
 */
export async function numberedCallLines(calls: readonly ApprovalCall[], rpcUrl: string): Promise<string[]> {
  const lines = await Promise.all(calls.map((call) => callLines(call, rpcUrl)))
  return lines.flatMap((each, index) =>
    each.map((line, at) => (at === 0 ? `${index + 1}. ${line}` : `   ${line}`)),
  )
}
