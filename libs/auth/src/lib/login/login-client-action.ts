import type { ClientActionFunctionArgs } from '@remix-run/react';
import type { LoginActionData } from './login-action-data';

/**
 * The login route's `clientAction`: the overlay's posts go through it to the server action. A post
 * that fails on the way (connection lost, a proxy's 502, a crash) would otherwise surface as the
 * root error page in place of the shop; instead the e-mail step comes back with the address kept.
 */
export async function loginClientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<LoginActionData> {
  // The server action consumes the body; the copy keeps the typed address for the failure answer.
  const copy = request.clone();
  try {
    return await serverAction<LoginActionData>();
  } catch (error) {
    // A redirect is an answer, not a failure.
    if (error instanceof Response) throw error;
    console.warn('Login request failed; back to the e-mail step', error);
    const email = await copy
      .formData()
      .then((form) => form.get('email'))
      .catch(() => null);
    return { step: 'initial', email: typeof email === 'string' ? email.trim() : '', retryAfterMinutes: null };
  }
}
