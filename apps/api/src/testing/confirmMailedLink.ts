import type { ApiApp } from '../http/types'

/** A person's browser opening a link from their mailbox: a top-level navigation from another site. */
const NAVIGATION = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
}

export interface ConfirmedLink {
  /** The page the link opened (GET). */
  page: Response
  pageHtml: string
  /** The answer to the page's button (POST), when it had one. */
  confirmed?: Response
  confirmedHtml?: string
}

/**
 * Opens an emailed link of the services as the person does: GET the page in their browser, then, when
 * the page asks for a decision (a form posting back to the services), press its button: a same-origin
 * POST of the form's fields with the cookie the page set.
 *
 * @example
 * const { confirmed } = await confirmMailedLink(api.app, await mail.nextLink(email))
 */
export async function confirmMailedLink(app: ApiApp, link: URL): Promise<ConfirmedLink> {
  const page = await app.request(`${link.pathname}${link.search}`, { headers: NAVIGATION })
  const pageHtml = await page.text()
  const form = readPostForm(pageHtml)
  if (!form) return { page, pageHtml }
  const cookie = page.headers.get('set-cookie')?.split(';')[0]
  const action = new URL(form.action, link)
  const confirmed = await app.request(`${action.pathname}${action.search}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: link.origin,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form.fields).toString(),
  })
  return { page, pageHtml, confirmed, confirmedHtml: await confirmed.text() }
}

/**
 * The POST form of a services page: where it posts and its hidden fields.
 *
 * @example readPostForm(html) // { action: '/v1/auth/device/approve?projectId=p', fields: { token: '…', csrf: '…' } }
 */
export function readPostForm(html: string): { action: string; fields: Record<string, string> } | undefined {
  const form = /<form method="post" action="([^"]+)"/.exec(html)
  if (!form) return undefined
  const unescapeHtml = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"')
  const fields: Record<string, string> = {}
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g))
    fields[name!] = unescapeHtml(value!)
  return { action: unescapeHtml(form[1]!), fields }
}
