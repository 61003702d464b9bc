import { describe, expect, it } from 'vitest'
import { createTranslator } from './createTranslator'
import { translateSpecMessage } from './translateSpecMessage'

const german = {
  'spec.Insufficient balance': 'Unzureichendes Guthaben',
  'spec.Sent {quantity} {symbol}': '{quantity} {symbol} gesendet',
  'spec.Please try again after {seconds} seconds': {
    one: 'Bitte in {seconds} Sekunde erneut versuchen',
    other: 'Bitte in {seconds} Sekunden erneut versuchen',
  },
}
const say = (english: string) => translateSpecMessage(english, german, createTranslator('de', german), 'de')

describe('translateSpecMessage', () => {
  it("reads core's fixed English messages in the catalogue's language", () => {
    expect(say('Insufficient balance')).toBe('Unzureichendes Guthaben')
  })

  it('matches messages with values by their pattern, decimals localised and whole numbers picking the plural', () => {
    expect(say('Sent 1.5 ETH')).toBe('1,5 ETH gesendet')
    expect(say('Please try again after 1 seconds')).toBe('Bitte in 1 Sekunde erneut versuchen')
    expect(say('Please try again after 25 seconds')).toBe('Bitte in 25 Sekunden erneut versuchen')
  })

  it('passes a message it does not know through (a host’s or a wallet’s own words)', () => {
    expect(say('Rejected by the Ledger')).toBe('Rejected by the Ledger')
  })
})
