import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { teamQueryOptions } from '@vitrine/api-client/queries/get-team';
import {
  changeSellerRoleMutationOptions,
  removeSellerMutationOptions,
} from '@vitrine/api-client/team';
import type { TeamMember } from '@vitrine/contract/team';
import type { SellerRole } from '@vitrine/domain/seller-roles';
import { ConfirmDialog } from '@vitrine/ui/dialog';
import { useRef, useState } from 'react';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { MemberItem, memberName } from '../components/member-item.tsx';
import { teamMessages as t } from '../messages.ts';
import '../team.css';

type Removing = { member: TeamMember; opener: HTMLElement };

/**
 * /vendedor/equipe (owners only): the store's sellers with their roles; invite one by e-mail,
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
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const say = (message: string) => {
    setProblem(null);
    setNotice(message);
  };
  const fail = (error: unknown) => {
    setNotice(null);
    setProblem(toApiError(error).message);
    problemRef.current?.focus();
  };

  async function saveRole(member: TeamMember, role: SellerRole) {
    setBusyId(member._id);
    try {
      await changeRole.mutateAsync({ id: member._id, body: { role } });
      say(t.roleSaved(memberName(member), role));
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="office-page team">
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <p className="office-hint">{t.intro}</p>
      <InviteForm onSent={say} />
      <p role="status" className="office-status">
        {notice ?? ''}
      </p>
      <div ref={problemRef} tabIndex={-1}>
        {problem ? (
          <p role="alert" className="office-failure">
            {problem}
          </p>
        ) : null}
      </div>
      <ul className="team__list" aria-label={t.listLabel}>
        {team.items.map((member) => (
          <MemberItem
            // A saved role redraws the row with the select on the new value.
            key={`${member._id}:${member.role}`}
            member={member}
            busy={busyId === member._id}
            onRole={(target, role) => void saveRole(target, role)}
            onRemove={(target, opener) => {
              setNotice(null);
              setProblem(null);
              setRemoving({ member: target, opener });
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t.removeTitle(memberName(removing.member)) : ''}
        description={t.removeDescription}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.keep}
        confirmVariant="danger"
        returnFocusTo={removing?.opener}
        onConfirm={() => {
          const target = removing?.member;
          if (!target) return;
          remove.mutate(target._id, {
            onSuccess: () => {
              say(t.removed(memberName(target)));
              // Its row is gone with its button: focus waits where a refusal would show.
              problemRef.current?.focus();
            },
            onError: fail,
          });
        }}
      />
    </div>
  );
}
