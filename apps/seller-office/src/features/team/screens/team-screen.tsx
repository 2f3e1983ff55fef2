import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { teamQueryOptions } from '@vitrine/api-client/queries/get-team';
import {
  changeSellerRoleMutationOptions,
  removeSellerMutationOptions,
  requireTeamTwoFactorMutationOptions,
} from '@vitrine/api-client/team';
import { Button } from '@vitrine/ui/button';
import type { TeamMember } from '@vitrine/contract/team';
import type { SellerRole } from '@vitrine/domain/seller-roles';
import { useState } from 'react';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ScreenFeedback, useScreenFeedback } from '../../../lib/form-kit/screen-feedback.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { MemberItem, memberName } from '../components/member-item.tsx';
import { teamMessages as t } from '../messages.ts';
import '../team.css';

/**
 * /vendedor/equipe (owners only): the store's sellers with their roles (and who signs in with
 * two-step verification; the owner may require it of everyone); invite one by e-mail,
 * change a role (it applies at the seller's next action), remove one (their sessions end at
 * once). The API's refusals (the last owner, oneself) show as it words them.
 */
export function TeamScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: team } = useSuspenseQuery(teamQueryOptions(api));
  const changeRole = useMutation(changeSellerRoleMutationOptions(api, queryClient));
  const remove = useMutation(removeSellerMutationOptions(api, queryClient));
  const requireTwoFactor = useMutation(requireTeamTwoFactorMutationOptions(api, queryClient));
  const feedback = useScreenFeedback();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function saveRole(member: TeamMember, role: SellerRole) {
    setBusyId(member._id);
    try {
      await changeRole.mutateAsync({ id: member._id, body: { role } });
      feedback.say(t.roleSaved(memberName(member), role));
    } catch (error) {
      feedback.fail(error);
    } finally {
      setBusyId(null);
    }
  }

  async function switchTwoFactor(required: boolean) {
    feedback.clear();
    try {
      await requireTwoFactor.mutateAsync(required);
      feedback.say(required ? t.twoFactor.nowRequired : t.twoFactor.nowOptional);
    } catch (error) {
      feedback.fail(error);
    }
  }

  return (
    <div className="office-page team">
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <p className="office-hint">{t.intro}</p>
      <section className="office-card team__two-factor" aria-labelledby="team-two-factor-title">
        <h2 id="team-two-factor-title">{t.twoFactor.title}</h2>
        <p className="office-hint">
          {team.two_factor_required ? t.twoFactor.required : t.twoFactor.optional}
        </p>
        <Button
          type="button"
          variant="secondary"
          loading={requireTwoFactor.isPending}
          onClick={() => void switchTwoFactor(!team.two_factor_required)}
        >
          {team.two_factor_required ? t.twoFactor.release : t.twoFactor.require}
        </Button>
      </section>
      <InviteForm onSent={feedback.say} />
      <ScreenFeedback feedback={feedback} />
      <ul className="team__list" aria-label={t.listLabel}>
        {team.items.map((member) => (
          <MemberItem
            // A saved role redraws the row with the select on the new value.
            key={`${member._id}:${member.role}`}
            member={member}
            busy={busyId === member._id}
            onRole={(target, role) => void saveRole(target, role)}
            onRemove={(target) =>
              feedback.remove(() => remove.mutateAsync(target._id), t.removed(memberName(target)))
            }
          />
        ))}
      </ul>
    </div>
  );
}
