import { describe, expect, it } from 'vitest'
import { FRAME_LOCALES } from '../frameLocales'
import { ALLOWED_RPC_METHODS } from '../rpcMethods'
import { APP_REQUEST_TYPES, APP_REQUESTS } from './appRequests'
import { updateEmailActionSchema } from './fields'
import { FRAME_SUCCESSES, frameErrorSchema } from './frameAnswers'
import { FRAME_EVENTS } from './frameEvents'

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

describe('the app events of spec §7: one schema each, and one success answer each', () => {
  it('lists switch network, connect email, device, OTP, social (its start and finish), Farcaster (its start, wait and code), get user, sign out, is connected, get chain id, RPC request, update email (on the frame’s own screen), Latch’s account security, sync theme, sync locale, sync dapp data, smart account, reload; and Latch’s reject-approval for a closed modal', () => {
    expect(APP_REQUEST_TYPES).toEqual([
      'SWITCH_NETWORK',
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'GET_SOCIAL_REDIRECT_URI',
      'CONNECT_SOCIAL',
      'CONNECT_FARCASTER',
      'WAIT_FARCASTER',
      'CONFIRM_FARCASTER',
      'GET_USER',
      'SIGN_OUT',
      'IS_CONNECTED',
      'GET_CHAIN_ID',
      'RPC_REQUEST',
      'UPDATE_EMAIL',
      'OPEN_ACCOUNT_SECURITY',
      'SYNC_THEME',
      'SYNC_LOCALE',
      'SYNC_DAPP_DATA',
      'SET_PREFERRED_ACCOUNT',
      'REJECT_APPROVAL',
      'RELOAD',
    ])
    expect(Object.keys(FRAME_SUCCESSES)).toEqual(APP_REQUEST_TYPES)
  })

  it.each(APP_REQUEST_TYPES)('%s refuses a payload with a key its schema does not list', (type) => {
    const valid: Record<string, unknown> = {
      SWITCH_NETWORK: { chainId: 'eip155:1' },
      CONNECT_EMAIL: { email: 'a@b.co' },
      CONNECT_OTP: { otp: '123456' },
      GET_SOCIAL_REDIRECT_URI: { provider: 'github', returnUri: 'https://app.example/' },
      CONNECT_SOCIAL: { provider: 'github', uri: 'https://app.example/callback' },
      CONFIRM_FARCASTER: { code: 'K7QM-2XD9' },
      RPC_REQUEST: { method: 'eth_chainId' },
      SYNC_THEME: { themeMode: 'dark' },
      SYNC_LOCALE: { locale: 'de' },
      SYNC_DAPP_DATA: { projectId: 'demo', sdkType: 'latch', sdkVersion: '0.1.0' },
      SET_PREFERRED_ACCOUNT: { type: 'eoa' },
    }
    const payload = valid[type] ?? {}
    expect(accepts(APP_REQUESTS[type], payload)).toBe(true)
    expect(accepts(APP_REQUESTS[type], { ...payload, extra: 1 })).toBe(false)
    expect(accepts(APP_REQUESTS[type], null)).toBe(false)
  })
})

describe('spec §5: embedded-wallet messages', () => {
  it.each(['alice@example.com', 'a.b+c@sub.example.co'])(
    'email must be a valid e-mail address: %s passes',
    (email) => {
      expect(accepts(APP_REQUESTS.CONNECT_EMAIL, { email })).toBe(true)
    },
  )

  it.each([
    '',
    'alice',
    'alice@',
    '@example.com',
    'alice@example',
    'al ice@example.com',
    `${'a'.repeat(250)}@example.com`,
    'alice@example.com\n',
  ])('email must be a valid e-mail address: %j is refused', (email) => {
    expect(accepts(APP_REQUESTS.CONNECT_EMAIL, { email })).toBe(false)
  })

  it('social provider is one of google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(accepts(APP_REQUESTS.CONNECT_SOCIAL, { provider, uri: 'https://a.example/cb' })).toBe(true)
    for (const provider of ['farcaster', 'twitter', 'Google', ''])
      expect(accepts(APP_REQUESTS.CONNECT_SOCIAL, { provider, uri: 'https://a.example/cb' })).toBe(false)
    expect(accepts(APP_REQUESTS.CONNECT_SOCIAL, { provider: 'github', uri: 'javascript:alert(1)' })).toBe(
      false,
    )
    const start = APP_REQUESTS.GET_SOCIAL_REDIRECT_URI
    expect(accepts(start, { provider: 'x', returnUri: 'http://127.0.0.1:5173/' })).toBe(true)
    expect(accepts(start, { provider: 'farcaster', returnUri: 'http://127.0.0.1:5173/' })).toBe(false)
    expect(accepts(start, { provider: 'x', returnUri: 'data:text/html,hi' })).toBe(false)
  })

  it("the social login's return carries its completion secret in the fragment; the Farcaster code is 8 letters and digits", () => {
    expect(
      accepts(APP_REQUESTS.CONNECT_SOCIAL, {
        provider: 'github',
        uri: `https://a.example/?latch_social=${'s'.repeat(43)}#latch_social_code=${'c'.repeat(43)}`,
      }),
    ).toBe(true)
    for (const code of ['K7QM-2XD9', 'k7qm2xd9', 'K7QM 2XD9'])
      expect(accepts(APP_REQUESTS.CONFIRM_FARCASTER, { code })).toBe(true)
    for (const code of ['', 'K7QM-2XD', 'K7QM--2XD9', 'K7QM-2XD9\n', '<b>K7QM</b>', 42])
      expect(accepts(APP_REQUESTS.CONFIRM_FARCASTER, { code })).toBe(false)
  })

  it('theme mode is light or dark', () => {
    expect(accepts(APP_REQUESTS.SYNC_THEME, { themeMode: 'light' })).toBe(true)
    expect(accepts(APP_REQUESTS.SYNC_THEME, { themeMode: 'dark' })).toBe(true)
    expect(accepts(APP_REQUESTS.SYNC_THEME, { themeMode: 'system' })).toBe(false)
    // the page's CSS values never cross into the frame: only the mode does
    expect(
      accepts(APP_REQUESTS.SYNC_THEME, { themeMode: 'dark', themeVariables: { '--latch-accent': '#f00' } }),
    ).toBe(false)
  })

  it.each(FRAME_LOCALES)('the locale is one of the frame’s languages: %s passes', (locale) => {
    expect(accepts(APP_REQUESTS.SYNC_LOCALE, { locale })).toBe(true)
  })

  it.each([
    'de-AT',
    'pt',
    'pt-PT',
    'zh',
    'zh-cn',
    'EN',
    'en-US',
    'xx',
    'de\n',
    '',
    'x'.repeat(300),
    'de; script-src *',
    undefined,
    1,
  ])('the locale is one of the frame’s languages: %j is refused', (locale) => {
    expect(accepts(APP_REQUESTS.SYNC_LOCALE, { locale })).toBe(false)
  })

  it('a locale change carries the tag alone, answered empty', () => {
    expect(accepts(APP_REQUESTS.SYNC_LOCALE, {})).toBe(false)
    expect(accepts(APP_REQUESTS.SYNC_LOCALE, { locale: 'ar', dir: 'rtl' })).toBe(false)
    expect(accepts(APP_REQUESTS.SYNC_LOCALE, { locale: 'de', messages: { reject: 'Nein' } })).toBe(false)
    expect(accepts(FRAME_SUCCESSES.SYNC_LOCALE, {})).toBe(true)
    expect(accepts(FRAME_SUCCESSES.SYNC_LOCALE, { locale: 'de' })).toBe(false)
  })

  it('the frame speaks English and 22 other languages, right-to-left Arabic and Hebrew among them', () => {
    expect(FRAME_LOCALES[0]).toBe('en')
    expect(FRAME_LOCALES).toHaveLength(23)
    expect(FRAME_LOCALES).toEqual(expect.arrayContaining(['ar', 'he', 'pt-BR', 'zh-CN', 'zh-TW']))
  })

  it("update-email action is VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP: the frame screen's own steps", () => {
    expect(accepts(updateEmailActionSchema, 'VERIFY_PRIMARY_OTP')).toBe(true)
    expect(accepts(updateEmailActionSchema, 'VERIFY_SECONDARY_OTP')).toBe(true)
    expect(accepts(updateEmailActionSchema, 'VERIFY_OTP')).toBe(false)
  })

  it('the page starts an email change and learns the new address, and never carries an address or a code', () => {
    expect(accepts(APP_REQUESTS.UPDATE_EMAIL, {})).toBe(true)
    expect(accepts(APP_REQUESTS.UPDATE_EMAIL, { email: 'attacker@evil.example' })).toBe(false)
    expect(accepts(FRAME_SUCCESSES.UPDATE_EMAIL, { email: 'new@example.com' })).toBe(true)
    expect(accepts(FRAME_SUCCESSES.UPDATE_EMAIL, { action: 'VERIFY_PRIMARY_OTP' })).toBe(false)
    expect(APP_REQUEST_TYPES.filter((type) => type.startsWith('UPDATE_EMAIL'))).toEqual(['UPDATE_EMAIL'])
    expect(accepts(APP_REQUESTS.OPEN_ACCOUNT_SECURITY, {})).toBe(true)
    expect(accepts(APP_REQUESTS.OPEN_ACCOUNT_SECURITY, { deviceId: 'x' })).toBe(false)
  })

  it('connect-email action is VERIFY_DEVICE, VERIFY_OTP or CONNECT', () => {
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
      expect(accepts(FRAME_SUCCESSES.CONNECT_EMAIL, { action })).toBe(true)
    expect(accepts(FRAME_SUCCESSES.CONNECT_EMAIL, { action: 'VERIFY_PRIMARY_OTP' })).toBe(false)
  })

  it('only listed safe or unsafe RPC methods are allowed', () => {
    for (const method of ALLOWED_RPC_METHODS) expect(accepts(APP_REQUESTS.RPC_REQUEST, { method })).toBe(true)
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'wallet_addEthereumChain',
      'debug_traceCall',
      '',
    ])
      expect(accepts(APP_REQUESTS.RPC_REQUEST, { method })).toBe(false)
  })

  it('an RPC request carries JSON params only, and a one-time code is six digits', () => {
    expect(accepts(APP_REQUESTS.RPC_REQUEST, { method: 'eth_call', params: [{ to: '0x1' }, 'latest'] })).toBe(
      true,
    )
    expect(accepts(APP_REQUESTS.RPC_REQUEST, { method: 'eth_call', params: [new Map()] })).toBe(false)
    expect(accepts(APP_REQUESTS.RPC_REQUEST, { method: 'eth_call', params: 'latest' })).toBe(false)
    for (const otp of ['12345', '1234567', '12345a', ' 123456'])
      expect(accepts(APP_REQUESTS.CONNECT_OTP, { otp })).toBe(false)
  })
})

describe('answers and events', () => {
  it('an error answer is a short message with an optional JSON-RPC code', () => {
    expect(accepts(frameErrorSchema, { message: 'User rejected the request.', code: 4001 })).toBe(true)
    expect(accepts(frameErrorSchema, { message: 'x'.repeat(257) })).toBe(false)
    expect(accepts(frameErrorSchema, { message: 'x', code: 1.5 })).toBe(false)
    expect(accepts(frameErrorSchema, { message: 'x', stack: 'at …' })).toBe(false)
  })

  it('the user answer is spec §3: email optional, address, chainId, accounts of type eoa or smartAccount', () => {
    const user = {
      email: 'alice@example.com',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:31337',
      accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
    }
    expect(accepts(FRAME_SUCCESSES.GET_USER, user)).toBe(true)
    expect(accepts(FRAME_SUCCESSES.GET_USER, { ...user, email: undefined })).toBe(true)
    expect(
      accepts(FRAME_SUCCESSES.GET_USER, { ...user, accounts: [{ address: user.address, type: 'payment' }] }),
    ).toBe(false)
    expect(accepts(FRAME_SUCCESSES.GET_USER, { ...user, privateKey: '0x01' })).toBe(false)
  })

  it('the user answer says whether smart accounts are enabled on its chain and whether its smart account is deployed, booleans both, absent allowed', () => {
    const user = {
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      chainId: 'eip155:31337',
      accounts: [
        { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', type: 'smartAccount', namespace: 'eip155' },
        { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa', namespace: 'eip155' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      smartAccountEnabled: true,
    }
    expect(accepts(FRAME_SUCCESSES.GET_USER, user)).toBe(true)
    const { smartAccountDeployed: _deployed, smartAccountEnabled: _enabled, ...older } = user
    expect(accepts(FRAME_SUCCESSES.GET_USER, older)).toBe(true)
    for (const smartAccountEnabled of ['true', 1, null])
      expect(accepts(FRAME_SUCCESSES.GET_USER, { ...user, smartAccountEnabled })).toBe(false)
    expect(accepts(FRAME_SUCCESSES.GET_USER, { ...user, smartAccountDeployed: 'no' })).toBe(false)
    expect(accepts(FRAME_SUCCESSES.GET_USER, { ...user, preferredAccountType: 'payment' })).toBe(false)
  })

  it('the page asks for the user with its default account type, and switches type with SET_PREFERRED_ACCOUNT: eoa or smartAccount, answered by the type and the address now in use', () => {
    for (const preferredAccountType of ['eoa', 'smartAccount'])
      expect(accepts(APP_REQUESTS.GET_USER, { chainId: 'eip155:1', preferredAccountType })).toBe(true)
    expect(accepts(APP_REQUESTS.GET_USER, { preferredAccountType: 'payment' })).toBe(false)
    for (const type of ['eoa', 'smartAccount'])
      expect(accepts(APP_REQUESTS.SET_PREFERRED_ACCOUNT, { type })).toBe(true)
    for (const type of ['payment', 'SmartAccount', '', undefined])
      expect(accepts(APP_REQUESTS.SET_PREFERRED_ACCOUNT, { type })).toBe(false)
    const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    expect(accepts(FRAME_SUCCESSES.SET_PREFERRED_ACCOUNT, { type: 'smartAccount', address })).toBe(true)
    expect(accepts(FRAME_SUCCESSES.SET_PREFERRED_ACCOUNT, { type: 'smartAccount' })).toBe(false)
    expect(accepts(FRAME_SUCCESSES.SET_PREFERRED_ACCOUNT, { type: 'eoa', address, deployed: true })).toBe(
      false,
    )
  })

  it('the frame tells the page it is ready, opens and closes its approval, and signed out', () => {
    expect(Object.keys(FRAME_EVENTS)).toEqual(['READY', 'OPEN_APPROVAL', 'CLOSE_APPROVAL', 'SIGNED_OUT'])
    expect(accepts(FRAME_EVENTS.READY, { version: '0.1.0' })).toBe(true)
    expect(accepts(FRAME_EVENTS.READY, {})).toBe(false)
  })
})
