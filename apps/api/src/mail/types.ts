/** One plain-text email. */
export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** Sends mail for the service (the email login's codes and device links): SMTP (`createSmtpMailer`) or a test double. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}
