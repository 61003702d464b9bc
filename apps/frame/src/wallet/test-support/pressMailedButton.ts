// Test support only: a person opening a link the services mailed and pressing the page's button.

const unescapeHtml = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"')

/**
 * Opens `link` (GET, as a browser from the mail) and presses its page's one button: a same-origin POST of
 * the form's fields with the cookie the page set, as the browser sends it. Answers the POST's response.
 *
 * @example expect((await pressMailedButton(linkFromMail)).status).toBe(200)
 */
export async function pressMailedButton(link: string): Promise<Response> {
  const page = await fetch(link)
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error(`The page of ${new URL(link).pathname} has no button (${page.status})`)
  const fields = new URLSearchParams()
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g))
    fields.set(name!, unescapeHtml(value!))
  const cookie = page.headers.get('set-cookie')?.split(';')[0]
  return fetch(new URL(unescapeHtml(action), link), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(link).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: fields.toString(),
  })
}
