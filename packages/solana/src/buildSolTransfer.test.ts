import { getTransferSolInstructionDataDecoder, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { buildSolTransfer } from './buildSolTransfer'
import { decodeWireTransaction } from './test-support/decodeWireTransaction'

const FROM = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const TO = 'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG'
const latestBlockhash = {
  blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  lastValidBlockHeight: 150n,
}

describe('buildSolTransfer', () => {
  it('builds one system transfer of the lamports, paid and signed by the sender, unsigned', () => {
    const { message, signatures } = decodeWireTransaction(
      buildSolTransfer({ from: FROM, to: TO, lamports: 12_345n, latestBlockhash }),
    )
    expect(message.feePayer.address).toBe(FROM)
    expect(message.lifetimeConstraint).toEqual({
      blockhash: latestBlockhash.blockhash,
      lastValidBlockHeight: expect.any(BigInt),
    })
    expect(Object.keys(signatures)).toEqual([FROM])
    expect(Object.values(signatures)).toEqual([null])
    const [transfer, ...rest] = message.instructions
    expect(rest).toEqual([])
    expect(transfer?.programAddress).toBe(SYSTEM_PROGRAM_ADDRESS)
    expect(transfer?.accounts?.map(({ address }) => address)).toEqual([FROM, TO])
    expect(getTransferSolInstructionDataDecoder().decode(transfer!.data!).amount).toBe(12_345n)
  })
})
