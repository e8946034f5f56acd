/** One-time codes expire after 5 minutes. */
export const OTP_EXPIRATION_MINUTES = 5;
