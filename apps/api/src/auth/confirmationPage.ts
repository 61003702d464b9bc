/** What a services page says, each string escaped when drawn. */
export interface PageText {
  title: string
  paragraphs: readonly string[]
}

/** A page that asks the person to decide, posting `fields` back to `action` with its one button. */
export interface ConfirmPageText extends PageText {
  button: string
  action: string
  fields: Readonly<Record<string, string>>
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!)

const page = (text: PageText, more = '') => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title></head>
<body><main><h1>${escapeHtml(text.title)}</h1>${text.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}${more}</main></body>
</html>
`

/**
 * A page of the services that only informs (a link's outcome): static text, every value escaped.
 *
 * @example c.html(noticePage({ title: 'Device approved', paragraphs: ['You can close this tab.'] }))
 */
export function noticePage(text: PageText): string {
  return page(text)
}

/**
 * A page of the services that asks the person to decide (approve a device, undo an email change): its
 * text, and one button posting the hidden `fields` to `action` on the same origin. No script, nothing
 * loaded: a mail scanner that opens it, and fetches what it links to, decides nothing.
 *
 * @example
 * c.html(confirmPage({ title: 'Approve a new device', paragraphs, button: 'Approve this device', action, fields: { token, csrf } }))
 */
export function confirmPage(text: ConfirmPageText): string {
  const hidden = Object.entries(text.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return page(
    text,
    `<form method="post" action="${escapeHtml(text.action)}">${hidden}<button type="submit">${escapeHtml(text.button)}</button></form>`,
  )
}
