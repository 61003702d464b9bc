import type { Locator, Page } from '@playwright/test'

/** The name registration views: RegisterAccountName (the field, its message, suggestions) and RegisterAccountNameSuccess. */
export class RegisterNamePage {
  readonly chooseButton: Locator
  readonly input: Locator
  readonly message: Locator
  readonly suggestions: Locator
  readonly submit: Locator
  readonly registered: Locator
  readonly doneButton: Locator

  constructor(readonly page: Page) {
    this.chooseButton = page.getByTestId('account-choose-name')
    this.input = page.getByTestId('register-name-input')
    this.message = page.getByTestId('register-name-message')
    this.suggestions = page.getByTestId('register-name-suggestion')
    this.submit = page.getByTestId('register-name-submit')
    this.registered = page.getByTestId('register-name-registered')
    this.doneButton = page.getByTestId('register-name-done')
  }
}
