import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { type CompleteChannelContext, completeChannel } from './completeChannel'
import type { DevnetFarcasterUser } from './farcasterUsers'
import { BodyTooLargeError, readBody } from './relayHttp'
import {
  type OutcomeCode,
  renderFarcasterAppPage,
  renderFarcasterOutcomePage,
} from './renderFarcasterAppPage'
import { requestSignInCode } from './requestSignInCode'
import { signSignInWithFarcaster } from './signSignInWithFarcaster'

export interface AppContext extends CompleteChannelContext {
  users: readonly DevnetFarcasterUser[]
  /** The ID registry's chain: the chain id the messages name. */
  chainId: number
}

/** The app's form: the person chose a user to sign in as, or cancelled. */
const appChoiceSchema = z.union([
  z.strictObject({ channelToken: z.string().min(1), fid: z.coerce.number().int().positive() }),
  z.strictObject({ channelToken: z.string().min(1), cancel: z.literal('1') }),
])

/** No script may run in the pages, and they post only back here. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'cache-control': 'no-store',
}

/**
 * The test Farcaster app at `/app`, what a channel's `url` (the QR code) opens:
 * - `GET /app?channelToken=…` shows the request with one button per test user and Cancel;
 * - `POST /app` (the form) signs the Sign In With Farcaster message with the chosen user's custody key
 *   and completes the channel, as a Farcaster app calls the relay's authenticate; then, for a request
 *   naming a `redirectUrl` (Latch's), asks it for the sign-in code with a second custody signature and shows
 *   the code to type on the device that asked (`requestSignInCode`). Cancel closes the channel, so the app
 *   waiting on it learns at once (its status answers 401).
 * An unknown or expired channel answers 404 with a page saying so.
 *
 * @example
 * if (url.pathname === '/app') await answerAppRequest(context, request, response, url)
 */
export async function answerAppRequest(
  context: AppContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const channelToken = url.searchParams.get('channelToken') ?? ''
    const channel = context.store.read(channelToken)
    if (!channel || channel.completion) {
      answerPage(response, 404, 'This sign-in link is unknown, used or expired. Start again from the app.')
      return
    }
    response.writeHead(200, PAGE_HEADERS).end(
      renderFarcasterAppPage({
        channelToken,
        signatureParams: channel.signatureParams,
        users: context.users,
      }),
    )
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, HEAD, POST' }).end()
    return
  }

  let form: URLSearchParams
  try {
    form = new URLSearchParams(await readBody(request))
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error
    answerPage(response, 413, 'The form is too large.')
    return
  }
  const choice = appChoiceSchema.safeParse(Object.fromEntries(form))
  if (!choice.success) {
    answerPage(response, 400, 'Choose a user or Cancel.')
    return
  }
  const { channelToken } = choice.data
  const channel = context.store.read(channelToken)
  if (!channel || channel.completion) {
    answerPage(response, 404, 'This sign-in link is unknown, used or expired. Start again from the app.')
    return
  }
  if ('cancel' in choice.data) {
    context.store.close(channelToken)
    answerPage(response, 200, `Sign-in to ${channel.signatureParams.domain} cancelled.`)
    return
  }
  const { fid } = choice.data
  const user = context.users.find((candidate) => candidate.fid === fid)
  if (!user) {
    answerPage(response, 400, `No test user has fid ${fid}.`)
    return
  }
  const signed = await signSignInWithFarcaster({
    user,
    signatureParams: channel.signatureParams,
    chainId: context.chainId,
    issuedAt: new Date(),
  })
  const refusal = await completeChannel(context, channelToken, {
    ...signed,
    fid: user.fid,
    username: user.username,
    displayName: user.displayName,
    bio: user.bio,
  })
  if (refusal) {
    answerPage(response, refusal.status, refusal.message)
    return
  }
  const { signatureParams } = channel
  const answer = await requestSignInCode({ user, signatureParams, chainId: context.chainId })
  if (!answer) {
    answerPage(response, 200, `Signed in to ${signatureParams.domain} as @${user.username}. You can go back.`)
    return
  }
  const code: OutcomeCode =
    'code' in answer
      ? { code: answer.code, ...(signatureParams.requestId ? { device: signatureParams.requestId } : {}) }
      : answer
  answerPage(response, 200, `Signed in to ${signatureParams.domain} as @${user.username}.`, code)
}

function answerPage(response: ServerResponse, status: number, text: string, code?: OutcomeCode): void {
  response.writeHead(status, PAGE_HEADERS).end(renderFarcasterOutcomePage(text, code))
}
