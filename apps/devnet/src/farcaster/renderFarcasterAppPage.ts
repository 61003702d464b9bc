import { escapeHtml } from '../escapeHtml'
import type { SignatureParams } from './createChannelStore'
import type { DevnetFarcasterUser } from './farcasterUsers'

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem}ul{list-style:none;padding:0}li{margin:.5rem 0}button{font:inherit;padding:.5rem 1rem;cursor:pointer}small{color:#555}</style>
</head>
<body>
${body}
</body>
</html>
`
}

export interface RenderFarcasterAppPageParameters {
  channelToken: string
  signatureParams: SignatureParams
  users: readonly Pick<DevnetFarcasterUser, 'fid' | 'username' | 'displayName'>[]
}

/**
 * The test Farcaster app's sign-in request: who asks (domain and URI, as the message will say them), the
 * site and device asking (the request id, `data-testid="farcaster-device"`) with the warning to sign in
 * only a request one started oneself, one button per test user (`id="farcaster-user-<username>"`) and
 * Cancel (`id="farcaster-cancel"`), in a plain form posting back to `/app`. No script; every value is
 * escaped (the domain, URI and request id are whatever the channel's creator wrote).
 *
 * @example
 * renderFarcasterAppPage({ channelToken, signatureParams, users: DEVNET_FARCASTER_USERS })
 */
export function renderFarcasterAppPage(params: RenderFarcasterAppPageParameters): string {
  const domain = escapeHtml(params.signatureParams.domain)
  const buttons = params.users.map((user) => {
    const username = escapeHtml(user.username)
    return `<li><button type="submit" name="fid" value="${user.fid}" id="farcaster-user-${username}" data-testid="farcaster-user-${username}">Sign in as @${username}</button> <small>${escapeHtml(user.displayName)} · fid ${user.fid}</small></li>`
  })
  return page(
    'Sign in with Farcaster (Latch devnet)',
    `<h1>Sign in with Farcaster</h1>
<p data-testid="farcaster-request"><strong>${domain}</strong> asks you to sign in (${escapeHtml(params.signatureParams.siweUri)}).</p>
${
  params.signatureParams.requestId
    ? `<p data-testid="farcaster-device">For: <strong>${escapeHtml(params.signatureParams.requestId)}</strong></p>`
    : ''
}<p><strong>Sign in only if you started this yourself, on that device, just now.</strong> Someone who sent you this link is trying to get into your account.</p>
<form method="post" action="/app">
<input type="hidden" name="channelToken" value="${escapeHtml(params.channelToken)}">
<ul>
${buttons.join('\n')}
</ul>
<button type="submit" name="cancel" value="1" id="farcaster-cancel" data-testid="farcaster-cancel">Cancel</button>
</form>
<p><small>Latch devnet test app: it signs with the test users' custody keys. Never a real account.</small></p>`,
  )
}

/** The sign-in code the asking site gave for the device that asked, or its refusal. */
export type OutcomeCode = { code: string; device?: string } | { refusal: string }

/**
 * The test Farcaster app's answer after a choice or a refusal: one line, `data-testid="farcaster-outcome"`;
 * after a sign-in whose site gives codes, the code to type on the device that asked
 * (`data-testid="farcaster-code"`) with the warning never to give it to anyone, or why there is none
 * (`data-testid="farcaster-code-refused"`).
 *
 * @example
 * renderFarcasterOutcomePage('Signed in to shop.example as @ada.', { code: 'K7QM-2XD9', device: 'https://shop.example in Chrome on Windows' })
 */
export function renderFarcasterOutcomePage(text: string, code?: OutcomeCode): string {
  const codePart = !code
    ? ''
    : 'code' in code
      ? `
<p>Type this code on the device that asked${code.device ? ` (<strong>${escapeHtml(code.device)}</strong>)` : ''}:</p>
<p style="font:600 1.6rem ui-monospace,monospace;letter-spacing:.1em" data-testid="farcaster-code">${escapeHtml(code.code)}</p>
<p><strong>Never give this code to anyone</strong>: whoever types it gets into your account. If you did not start this sign-in yourself, on that device, do not use it.</p>`
      : `
<p data-testid="farcaster-code-refused">No code to type: ${escapeHtml(code.refusal)}</p>`
  return page(
    'Sign in with Farcaster (Latch devnet)',
    `<h1>Sign in with Farcaster</h1>
<p data-testid="farcaster-outcome">${escapeHtml(text)}</p>${codePart}`,
  )
}
