import { escapeHtml } from '../escapeHtml'
import type { MailSinkMessage } from './startMailSink'

/**
 * The mailbox page: every message newest first, with its recipients, subject, time and text in a
 * `<pre>`, all HTML-escaped (a subject is whatever a sender wrote).
 *
 * @example
 * renderMailboxPage(sink.messages()) // '<!doctype html>…<h2>Your Latch code</h2>…'
 */
export function renderMailboxPage(messages: readonly MailSinkMessage[]): string {
  const items = [...messages].reverse().map(
    (message) => `<article data-testid="mail-message">
<h2>${escapeHtml(message.subject || '(no subject)')}</h2>
<p>To ${escapeHtml(message.to.join(', '))} · <time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(message.receivedAt)}</time></p>
<pre>${escapeHtml(message.text)}</pre>
</article>`,
  )
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Latch devnet mailbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:50rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head>
<body>
<h1>Latch devnet mailbox</h1>
<p>${messages.length === 0 ? 'No mail yet. Reload after an email login.' : `${messages.length} message(s), newest first.`}</p>
${items.join('\n')}
</body>
</html>
`
}
