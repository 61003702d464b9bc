import fc from 'fast-check'

const UNRESERVED = /[A-Za-z0-9\-._~]/

/**
 * Percent-encodes every byte of the UTF-8 form except unreserved characters. Unlike encodeURIComponent it
 * never throws: a lone surrogate becomes U+FFFD, as a browser would send it.
 *
 * @example
 * percentEncode('a b/ü') // 'a%20b%2F%C3%BC'
 */
export function percentEncode(value: string): string {
  let out = ''
  for (const byte of new TextEncoder().encode(value)) {
    const char = String.fromCharCode(byte)
    out +=
      byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** Raw fragments put into a URL as they are: broken and overlong escapes, traversal, separators. */
const RAW_URL_FRAGMENTS = [
  '%00',
  '%',
  '%G1',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%ED%A0%80',
  '%F0%9F%92%A5',
  '%2F',
  '%2e%2e',
  '..',
  '/',
  '//',
  ';',
  '%3B',
  '+',
  '%20',
  '%0D%0A',
  '&',
  '=',
  '%u0041',
  '\\',
  '@',
  ':',
]

/** Strings that have broken parsers: numbers out of range, empty, NUL, markup, SQL, JSON, CAIP lookalikes. */
const NASTY_STRINGS = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  '0x',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  '\u0000abc',
  '\uFEFF',
  '\u202E',
  '\uD800',
  'ｅｉｐ１５５',
  '💥',
  "'; drop table names; --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'eip155:',
  'eip155:0',
  'eip155:-1',
  'eip155:99999999999999999999',
  'eip155:1:0x',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  '0x0000000000000000000000000000000000000000',
  '0xffffffffffffffffffffffffffffffffffffffff',
]

/** Any string: every code point (lone surrogates too), sometimes very long. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('x', 'é', '💥', '0', '\u0000'),
        fc.constantFrom(65, 129, 201, 1025, 8193, 70_000),
      )
      .map(([unit, count]) => unit.repeat(count)),
    weight: 1,
  },
)

/** A URL component: a percent-encoded string, or raw fragments that a URL parser may choke on. */
export function urlComponent(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: valid.map(percentEncode), weight: 8 },
    { arbitrary: anyString.map(percentEncode), weight: 2 },
    {
      arbitrary: fc
        .array(fc.oneof(fc.constantFrom(...RAW_URL_FRAGMENTS), valid.map(percentEncode)), {
          minLength: 1,
          maxLength: 5,
        })
        .map((parts) => parts.join('')),
      weight: 1,
    },
  )
}

/** Header values a client can send: Latin-1 without CR/LF, sometimes long. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
    ),
    maxLength: 60,
  }),
  fc.constantFrom('x'.repeat(8000), '\u00ff'.repeat(300), '*', 'null', ',', ' , , '),
)
