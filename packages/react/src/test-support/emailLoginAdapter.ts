import {
  type AdapterEvents,
  type ChainAdapter,
  type Connector,
  EmbeddedWalletError,
  TokenBalanceUnavailableError,
} from '@latch/core'
import type { EmbeddedWalletControls, FramePlacement } from '@latch/core/internal'
import { expect, vi } from 'vitest'
import { TEST_ADDRESS } from './manualAdapter'

type Step = Exclude<
  keyof EmbeddedWalletControls,
  'placeFrame' | 'rejectApproval' | 'reload' | 'syncTheme' | 'syncLocale'
>

interface PendingStep {
  step: Step
  argument: string | undefined
  resolve: (value?: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Test support only: an adapter with an email and social login connector (type AUTH) whose frame steps wait until the
 * test answers them, so the email views can be seen loading, failing and succeeding. The real frame and
 * services are driven by the end-to-end specs (email login) and apps/frame's own tests.
 *
 * @example
 * const email = emailLoginAdapter()
 * ;(await email.nextStep('connectEmail')).resolve('VERIFY_OTP')
 */
export function emailLoginAdapter() {
  const steps: PendingStep[] = []
  const placements: (FramePlacement | undefined)[] = []
  const themes: ('light' | 'dark')[] = []
  const locales: string[] = []
  let rejectedApprovals = 0
  let closedScreens = 0
  // the frame's own screen (email change, account security) showing: its step waits for the test
  let reloads = 0
  let approvalOpen = false
  let screenStep: PendingStep | undefined
  let events: AdapterEvents | undefined
  let email = 'ada@example.com'
  const waitFor = (step: Step, argument?: string) =>
    new Promise<unknown>((resolve, reject) => steps.push({ step, argument, resolve, reject }))
  /** A step answered when the person is done with the frame's own screen, or the page closes it. */
  const onScreen = (step: Step) =>
    new Promise<unknown>((resolve, reject) => {
      const pending: PendingStep = {
        step,
        argument: undefined,
        resolve: (value) => {
          screenStep = undefined
          resolve(value)
        },
        reject: (error) => {
          screenStep = undefined
          reject(error)
        },
      }
      screenStep = pending
      steps.push(pending)
    })
  const controls: EmbeddedWalletControls = {
    load: async () => {},
    connectEmail: (address) => {
      email = address
      return waitFor('connectEmail', address) as never
    },
    connectDevice: () => waitFor('connectDevice') as never,
    connectOtp: (otp) => waitFor('connectOtp', otp) as never,
    socialRedirectUri: (provider) => waitFor('socialRedirectUri', provider) as never,
    connectSocial: (provider) => waitFor('connectSocial', provider) as never,
    farcasterUrl: () => waitFor('farcasterUrl') as never,
    waitFarcaster: () => waitFor('waitFarcaster') as never,
    confirmFarcaster: (code) => waitFor('confirmFarcaster', code) as never,
    reload: () => {
      reloads += 1
    },
    updateEmail: () => onScreen('updateEmail') as never,
    openAccountSecurity: () => onScreen('openAccountSecurity') as never,
    placeFrame: (placement) => {
      placements.push(placement)
    },
    // as the real connector: only an approval still showing can be rejected
    rejectApproval: () => {
      if (approvalOpen) rejectedApprovals += 1
      approvalOpen = false
      // as the real frame: a screen closed by the page answers 'Cancelled'
      if (screenStep) {
        closedScreens += 1
        screenStep.reject(new EmbeddedWalletError('Cancelled'))
        screenStep = undefined
      }
    },
    syncTheme: (colorScheme) => {
      themes.push(colorScheme)
    },
    syncLocale: (locale) => {
      locales.push(locale)
    },
  }
  const connector: Connector = {
    id: 'AUTH',
    name: 'Email',
    type: 'AUTH',
    chain: 'eip155',
    embedded: controls,
  }
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup(params) {
      events = params.events
      params.onConnectors([connector])
      return () => {}
    },
    connect: async ({ connectorId, network }) => ({
      connectorId,
      address: TEST_ADDRESS,
      caipNetworkId: network.caipNetworkId,
      authName: email,
    }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => {
      throw new TokenBalanceUnavailableError()
    },
  }
  return {
    adapter,
    placements,
    /** Each colour scheme the frame was told, in order. */
    themes,
    /** Each language the frame was told, in order. */
    locales,
    rejectedApprovals: () => rejectedApprovals,
    /** How often the page closed the frame's own screen (it left the view hosting it). */
    closedScreens: () => closedScreens,
    /** How often the frame was asked to reload. */
    reloads: () => reloads,
    /** The frame shows (true) or closes (false) its approval screen. */
    approval: (open: boolean) => {
      approvalOpen = open
      events?.approvalChanged?.('AUTH', open)
    },
    async nextStep(step: Step): Promise<PendingStep> {
      await vi.waitFor(() => expect(steps[0]?.step).toBe(step))
      return steps.shift()!
    },
  }
}
