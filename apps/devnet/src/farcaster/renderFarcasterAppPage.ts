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
 * The test Farcaster app's sign-in request: who asks (domain and URI, as the message will say them),
 * one button per test user (`id="farcaster-user-<username>"`) and Cancel (`id="farcaster-cancel"`), in a
 * plain form posting back to `/app`. No script; every value is escaped (the domain and URI are whatever
 * the channel's creator wrote).
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

/**
 * The test Farcaster app's answer after a choice or a refusal: one line, `data-testid="farcaster-outcome"`.
 *
 * @example
 * renderFarcasterOutcomePage('Signed in to shop.example as @ada. You can go back.')
 */
export function renderFarcasterOutcomePage(text: string): string {
  return page(
    'Sign in with Farcaster (Latch devnet)',
    `<h1>Sign in with Farcaster</h1>
<p data-testid="farcaster-outcome">${escapeHtml(text)}</p>`,
  )
}
