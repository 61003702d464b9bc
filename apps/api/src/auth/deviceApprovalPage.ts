/**
 * The page the emailed device link opens: static text only, nothing from the request in it.
 *
 * @example
 * c.html(deviceApprovalPage(true)) // '… Device approved. You can close this tab and go back. …'
 */
export function deviceApprovalPage(approved: boolean): string {
  const title = approved ? 'Device approved' : 'Link not valid'
  const text = approved
    ? 'Device approved. You can close this tab and go back.'
    : 'This link is not valid: it is wrong, expired or already used. Start the sign-in again to get a new one.'
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${text}</p></main></body>
</html>
`
}
