/** One transactional e-mail to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The message's language (fi, en, sv, nl), passed on as metadata. */
  language?: string;
}

/** The API's port for sending e-mail; `send` resolves once the provider has accepted the message. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The provider refused the message or could not be reached; `retryable` when trying again may help. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}
