import { describe, expect, it } from 'vitest'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'

// BIP-322's own test vectors (bip-0322.mediawiki, "Test vectors").
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2WPKH_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const P2WPKH_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const P2TR_HELLO =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

describe('verifyBitcoinSignature (BIP-322 simple)', () => {
  it("accepts the BIP's P2WPKH vectors, the empty message included", () => {
    expect(verifyBitcoinSignature({ address: P2WPKH, message: '', signature: P2WPKH_EMPTY })).toBe(true)
    expect(verifyBitcoinSignature({ address: P2WPKH, message: 'Hello World', signature: P2WPKH_HELLO })).toBe(
      true,
    )
  })

  it("accepts the BIP's P2TR key-path vector", () => {
    expect(verifyBitcoinSignature({ address: P2TR, message: 'Hello World', signature: P2TR_HELLO })).toBe(
      true,
    )
  })

  it('refuses another message, another address, or a signature of the other kind', () => {
    expect(
      verifyBitcoinSignature({ address: P2WPKH, message: 'Hello World!', signature: P2WPKH_HELLO }),
    ).toBe(false)
    expect(verifyBitcoinSignature({ address: P2WPKH, message: '', signature: P2WPKH_HELLO })).toBe(false)
    expect(
      verifyBitcoinSignature({ address: P2TR, message: 'Hello World - fail', signature: P2TR_HELLO }),
    ).toBe(false)
    expect(
      verifyBitcoinSignature({
        address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        message: 'Hello World',
        signature: P2WPKH_HELLO,
      }),
    ).toBe(false)
    expect(verifyBitcoinSignature({ address: P2TR, message: 'Hello World', signature: P2WPKH_HELLO })).toBe(
      false,
    )
  })

  it('the same key on regtest (bcrt1 and bcoin rb1) verifies the same way', () => {
    expect(
      verifyBitcoinSignature({
        address: 'bcrt1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5su3mkyy',
        message: 'Hello World',
        signature: P2TR_HELLO,
      }),
    ).toBe(true)
    expect(
      verifyBitcoinSignature({
        address: 'bcrt1q9vza2e8x573nczrlzms0wvx3gsqjx7vay85cr9',
        message: 'Hello World',
        signature: P2WPKH_HELLO,
      }),
    ).toBe(true)
  })

  it('refuses garbage without throwing', () => {
    expect(verifyBitcoinSignature({ address: P2WPKH, message: '', signature: 'not base64!' })).toBe(false)
    expect(
      verifyBitcoinSignature({
        address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        message: '',
        signature: P2WPKH_EMPTY,
      }),
    ).toBe(false)
    expect(
      verifyBitcoinSignature({
        address: 'ltc1q9vza2e8x573nczrlzms0wvx3gsqjx7va4pygvc',
        message: '',
        signature: P2WPKH_EMPTY,
      }),
    ).toBe(false)
  })
})
