import { escapeHtml } from '../escapeHtml'
import type { DevnetIdentityUser } from './identityUsers'

export interface RenderSignInPageParameters {
  providerName: string
  /** The client's id, shown so a tester sees who is asking. */
  clientId: string
  /** The scopes requested, granted as a whole when a person is chosen. */
  scopes: readonly string[]
  users: readonly DevnetIdentityUser[]
  /** Where the form posts: `…/interaction/:uid`. */
  action: string
}

/**
 * The devnet's login + consent page, in one step: one button per test person ("Continue as Ada
 * Lovelace") and Cancel, in a plain form (no script; every value escaped).
 *
 * @example
 * renderSignInPage({ providerName: 'Google', clientId: 'latch', scopes: ['openid'], users, action })
 */
export function renderSignInPage(params: RenderSignInPageParameters): string {
  const heading = `Sign in to ${escapeHtml(params.providerName)} (Latch devnet)`
  const buttons = params.users.map(
    (user) =>
      `<li><button type="submit" name="user" value="${escapeHtml(user.key)}" data-testid="idp-user-${escapeHtml(user.key)}">Continue as ${escapeHtml(user.name)}</button> <span>${escapeHtml(user.email)}${user.emailVerified ? '' : ' (email not verified)'}</span></li>`,
  )
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem}ul{list-style:none;padding:0}li{margin:.5rem 0}button{font:inherit;padding:.4rem .8rem}</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p><strong>${escapeHtml(params.clientId)}</strong> asks for: ${escapeHtml(params.scopes.join(' '))}</p>
<form method="post" action="${escapeHtml(params.action)}">
<fieldset>
<legend>Choose a test account</legend>
<ul>
${buttons.join('\n')}
</ul>
</fieldset>
<button type="submit" name="cancel" value="1" data-testid="idp-cancel">Cancel</button>
</form>
</main>
</body>
</html>
`
}
