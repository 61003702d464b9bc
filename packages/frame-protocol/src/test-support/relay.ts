// A window that posts whatever its parent hands it, to its parent or to a sibling frame: the "wrong
// origin" and "wrong window" senders of the channel's browser tests. Test support only: it posts to
// '*' because an attacker would.
addEventListener('message', (event) => {
  if (event.source !== parent) return
  const command = event.data as { test?: string; target?: number | 'parent'; messages?: unknown[] }
  if (command?.test !== 'post' || !Array.isArray(command.messages)) return
  const target = command.target === 'parent' ? parent : parent.frames[command.target ?? 0]
  for (const message of command.messages) target?.postMessage(message, '*')
  parent.postMessage({ test: 'posted', count: command.messages.length }, '*')
})
parent.postMessage({ test: 'relay-ready' }, '*')
