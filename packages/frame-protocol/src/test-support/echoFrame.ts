// The frame end under test, for the channel's browser tests: a createFrameChannel pinned to the page
// origin given as `?host=`, answering a few requests the way the real frame would, with counters the
// test reads through untagged `{ test: 'stats' }` messages (which the channel itself ignores).
import { createFrameChannel, toFrameError } from '../createFrameChannel'
import { FrameChannelError } from '../errors'
import type { AppRequest } from '../schemas/appRequests'
// the frame can also post raw messages its parent hands it: the "right window, bad message" sender
import './relay'

const params = new URLSearchParams(location.search)
const hostOrigin = params.get('host') ?? ''
const readyAfterMs = Number(params.get('readyAfter') ?? '0')
const stats = { rejected: {} as Record<string, number>, handled: 0, uncaught: 0 }

addEventListener('error', () => {
  stats.uncaught += 1
})
addEventListener('unhandledrejection', () => {
  stats.uncaught += 1
})

async function handle(request: AppRequest): Promise<never> {
  stats.handled += 1
  switch (request.type) {
    case 'IS_CONNECTED':
      return { isConnected: true } as never
    case 'CONNECT_EMAIL':
      return {
        action: request.payload.email.endsWith('@new.example') ? 'VERIFY_DEVICE' : 'VERIFY_OTP',
      } as never
    case 'GET_USER':
      // an answer with a field the schema does not list: the channel must not let it out
      return {
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: 'eip155:1',
        accounts: [],
        privateKey: '0x01',
      } as never
    case 'SIGN_OUT':
      return new Promise<never>(() => {})
    case 'RPC_REQUEST':
      if (request.payload.method === 'eth_chainId') return { result: '0x7a69' } as never
      if (request.payload.method === 'personal_sign')
        throw new FrameChannelError('FRAME_REQUEST_FAILED', 'User rejected the request.', { rpcCode: 4001 })
      throw new Error('secret internal detail')
    default:
      return {} as never
  }
}

setTimeout(() => {
  const channel = createFrameChannel({
    window,
    parent: window.parent,
    hostOrigin,
    handle,
    onRejected: (reason) => {
      stats.rejected[reason] = (stats.rejected[reason] ?? 0) + 1
    },
  })
  channel.emit('READY', { version: 'test' })
}, readyAfterMs)

addEventListener('message', (event) => {
  if (event.source !== parent || event.data?.test !== 'stats') return
  parent.postMessage({ test: 'stats', ...stats, toFrameError: toFrameError(new Error('x')) }, hostOrigin)
})
