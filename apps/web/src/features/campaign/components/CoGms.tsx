import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Invites } from '../../../components/invites/Invites';
import { Loading } from '../../../components/Loading';
import { InlineConfirm } from '../../../components/shareLinks/InlineConfirm';
import { afterCampaignSwitch } from '../../../lib/campaign';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { campaignApi, membersKey, type Campaign, type CampaignMember } from '../api';

/** One GM of the campaign: name, role, « vous »; the owner removes a co-GM, a co-GM leaves. */
function MemberRow({ campaign, member, owner }: { campaign: Campaign; member: CampaignMember; owner: boolean }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const leaving = member.you;
  const remove = useMutation(() => campaignApi.removeMember(campaign.id, member.accountId), {
    invalidate: leaving ? [] : [membersKey(campaign.id)],
    onSuccess: () => {
      setConfirming(false);
      // Left: this campaign is no longer the GM's; « Mes campagnes » says so.
      if (leaving) afterCampaignSwitch(client, `/campaigns?left=${encodeURIComponent(campaign.name)}`, { replace: true });
    },
  });
  const may = member.role === 'cogm' && (owner || member.you);
  return (
    <li className="row member-row">
      <span className="share-row-text">
        <strong>{member.name}</strong>
        <span className="badge">{t(member.role === 'owner' ? 'campaigns.role.owner' : 'campaigns.role.cogm')}</span>
        {member.you ? <span className="badge badge-you">{t('cogms.you')}</span> : null}
      </span>
      {may && !confirming ? (
        <span className="actions">
          <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={leaving ? undefined : t('cogms.removeNamed', { name: member.name })}>
            {leaving ? t('cogms.leave') : t('common.remove')}
          </Button>
        </span>
      ) : null}
      {confirming ? (
        <InlineConfirm
          question={leaving ? t('cogms.leave.confirm') : t('cogms.remove.confirm', { name: member.name })}
          confirmLabel={leaving ? t('cogms.leave') : t('common.remove')}
          danger
          busy={remove.pending}
          onConfirm={() => void remove.mutate(undefined)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {remove.error ? <ErrorMessage error={remove.error} /> : null}
    </li>
  );
}

/**
 * The campaign's co-GMs (settings): its GMs with their roles; its owner invites a co-GM (a
 * one-time link) and removes one; a co-GM may leave.
 */
export function CoGms({ campaign, owner }: { campaign: Campaign; owner: boolean }) {
  const { t } = useGmT();
  const members = useQuery(membersKey(campaign.id), (signal) => campaignApi.members(campaign.id, signal));
  return (
    <>
      <p className="muted">{t('cogms.intro')}</p>
      <h3>{t('cogms.members')}</h3>
      {members.error && !members.data ? <ErrorMessage error={members.error} /> : null}
      {members.data ? (
        <ul className="rows members">
          {members.data.members.map((member) => (
            <MemberRow key={member.accountId} campaign={campaign} member={member} owner={owner} />
          ))}
        </ul>
      ) : members.error ? null : (
        <Loading />
      )}
      {owner ? (
        <>
          <h3>{t('cogms.invite')}</h3>
          <p className="muted">{t('cogms.invite.help')}</p>
          <Invites campaignId={campaign.id} inviteLabel={t('cogms.invite')} idPrefix="cogm-invite" />
        </>
      ) : (
        <p className="muted">{t('cogms.ownerInvites')}</p>
      )}
    </>
  );
}
