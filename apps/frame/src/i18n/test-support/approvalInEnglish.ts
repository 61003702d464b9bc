import type { ApprovalRequest } from '../../rpc/approvalQueue'
import { sayApproval } from '../../screens/sayApproval'
import { sayInEnglish } from './sayInEnglish'

/**
 * Test support only: an approval request's title and detail lines as the screen shows them in English.
 *
 * @example approvalInEnglish({ action: 'signMessage', details: ['Hello'] }) // { title: 'Sign a message', details: ['Hello'] }
 */
export function approvalInEnglish(request: ApprovalRequest): { title: string; details: string[] } {
  const { title, details } = sayApproval(request, sayInEnglish, { origin: 'https://shop.example' })
  return { title, details }
}
