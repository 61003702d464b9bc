/**
 * The page the social callback answers when it cannot send the person back: static text only, nothing
 * from the request in it.
 *
 * @example c.html(socialCallbackPage(), 400)
 */
export function socialCallbackPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in expired</title></head>
<body><main><h1>Sign-in expired</h1><p>This sign-in is not valid: it expired or was already used. Close this window and start the sign-in again.</p></main></body>
</html>
`
}
