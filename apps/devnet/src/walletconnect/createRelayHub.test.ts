import { describe, expect, it } from 'vitest'
import { RELAY_LIMITS } from './createMessageStore'
import { createRelayHub } from './createRelayHub'

const TOPIC = 'a'.repeat(64)
const publish = (message: string) => ({ topic: TOPIC, message, ttl: 300, tag: 0 })

describe('createRelayHub', () => {
  it('forgets a connection on disconnect: no more pushes to it, and its client gets the missed ones on return', () => {
    const hub = createRelayHub(RELAY_LIMITS, () => 1_000)
    const sent: object[] = []
    const alice = hub.connect('did:key:alice', () => {})
    const bob = hub.connect('did:key:bob', (frame) => sent.push(frame))
    hub.subscribe(bob, TOPIC)
    hub.publish(alice, [publish('before')])
    expect(sent).toHaveLength(1)

    hub.disconnect(bob)
    expect(bob.subscriptions.size).toBe(0)
    expect(bob.awaitingAck.size).toBe(0)
    hub.publish(alice, [publish('after')])
    expect(sent).toHaveLength(1)

    // 'before' was never acknowledged and 'after' never sent: both come back on the next subscribe.
    const received: object[] = []
    const bobAgain = hub.connect('did:key:bob', (frame) => received.push(frame))
    hub.subscribe(bobAgain, TOPIC)
    hub.replay(bobAgain, TOPIC)
    expect(received).toMatchObject([
      { method: 'irn_subscription', params: { data: { message: 'before', publishedAt: 1_000 } } },
      { method: 'irn_subscription', params: { data: { message: 'after', publishedAt: 1_000 } } },
    ])
  })
})
