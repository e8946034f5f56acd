import { useLoaderData } from '@remix-run/react';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccountPage, reportCommerceEvent, type PageHandle } from '@kori/shell';
import { Button } from '@kori/ui';
import type { InviteData } from './invite-data';

export const inviteAFriendHandle: PageHandle = { pageMetadata: { pageType: 'inviteAFriend' } };

type ShareState = 'idle' | 'copied' | 'copyFailed' | 'shared';

/** The browser's share sheet, where it has one (after hydration only: the server has none). */
function useWebShare(): ((data: ShareData) => Promise<void>) | null {
  const [share, setShare] = useState<((data: ShareData) => Promise<void>) | null>(null);
  useEffect(() => {
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') setShare(() => (data: ShareData) => navigator.share(data));
  }, []);
  return share;
}

/** Share with the Web Share API where the browser has it, else copy the link; both say what happened. */
function ShareInvite({ code, shareUrl }: { code: string; shareUrl: string }) {
  const intl = useIntl();
  const share = useWebShare();
  const [state, setState] = useState<ShareState>('idle');
  const linkId = useId();

  async function shareNatively() {
    if (!share) return;
    try {
      await share({ title: intl.formatMessage({ id: 'referral.invite.shareTitle' }), text: intl.formatMessage({ id: 'referral.invite.shareText' }, { code }), url: shareUrl });
      setState('shared');
      reportCommerceEvent({ type: 'referralCode', input: { action: 'shared', method: 'native_share' } });
    } catch {
      // The shopper closed the share sheet: nothing to say.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setState('copied');
      reportCommerceEvent({ type: 'referralCode', input: { action: 'shared', method: 'copy_link' } });
    } catch {
      setState('copyFailed');
    }
  }

  return (
    <div className="kori-invite__share">
      <label htmlFor={linkId}>
        <FormattedMessage id="referral.invite.linkLabel" />
      </label>
      <input id={linkId} type="url" readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} className="kori-invite__link" />
      <p>
        {share ? (
          <Button type="button" variant="primary" onClick={() => void shareNatively()}>
            <FormattedMessage id="referral.invite.share" />
          </Button>
        ) : (
          <Button type="button" variant="primary" onClick={() => void copy()}>
            <FormattedMessage id="referral.invite.copy" />
          </Button>
        )}
      </p>
      <p role="status" aria-live="polite" className="kori-invite__status">
        {state === 'copied' && <FormattedMessage id="referral.invite.copied" />}
        {state === 'shared' && <FormattedMessage id="referral.invite.shared" />}
        {state === 'copyFailed' && <FormattedMessage id="referral.invite.copyFailed" />}
      </p>
    </div>
  );
}

/** /invite-a-friend for a signed-in shopper: their own code and a link to pass on. */
export function InviteAFriendPage() {
  const { referralCode, shareUrl, unavailable } = useLoaderData<InviteData>();
  return (
    <AccountPage heading={<FormattedMessage id="referral.invite.title" />} className="kori-invite">
      <p>
        <FormattedMessage id="referral.invite.explanation" />
      </p>
      {referralCode && shareUrl ? (
        <>
          <p className="kori-invite__code">
            <FormattedMessage id="referral.invite.yourCode" values={{ code: <strong>{referralCode}</strong> }} />
          </p>
          <ShareInvite code={referralCode} shareUrl={shareUrl} />
        </>
      ) : (
        <p role="alert">
          <FormattedMessage id={unavailable ? 'referral.invite.unavailable' : 'referral.invite.noCode'} />
        </p>
      )}
    </AccountPage>
  );
}
