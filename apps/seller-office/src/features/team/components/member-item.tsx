import type { TeamMember } from '@vitrine/contract/team';
import { SELLER_ROLE_LABELS, SELLER_ROLES, type SellerRole } from '@vitrine/domain/seller-roles';
import { Button } from '@vitrine/ui/button';
import { ConfirmRemove } from '@vitrine/ui/confirm-remove';
import { useState, type FormEvent } from 'react';
import { teamMessages as t } from '../messages.ts';

type Props = {
  member: TeamMember;
  busy: boolean;
  onRole: (member: TeamMember, role: SellerRole) => void;
  /** After the owner confirms: the removal, settled when it is done. */
  onRemove: (member: TeamMember) => Promise<unknown>;
};

export const memberName = (member: TeamMember) => `${member.first_name} ${member.last_name}`;

/** One seller: name, e-mail, situation, the role (changeable) and, for the others, "Remover". */
export function MemberItem({ member, busy, onRole, onRemove }: Props) {
  const [role, setRole] = useState<SellerRole>(member.role);
  const name = memberName(member);
  const selectId = `team-role-${member._id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRole(member, role);
  };
  return (
    <li className="office-card team-member">
      <div className="team-member__who">
        <h2 className="team-member__name">
          {name} {member.is_me ? <span className="office-hint">{t.you}</span> : null}
        </h2>
        <p className="team-member__email">{member.email}</p>
        <p className="office-hint">
          {t.statusLabel}: {t.status[member.status]}
        </p>
        <p className="office-hint">
          {t.twoFactor.memberLabel}: {member.two_factor ? t.twoFactor.on : t.twoFactor.off}
        </p>
      </div>
      <form
        className="team-member__role"
        onSubmit={submit}
        aria-label={t.roleOf(name, member.email)}
      >
        <div className="vt-field">
          <label className="vt-field__label" htmlFor={selectId}>
            {t.role}
          </label>
          <select
            id={selectId}
            className="office-select"
            value={role}
            onChange={(event) => setRole(event.target.value as SellerRole)}
          >
            {SELLER_ROLES.map((value) => (
              <option key={value} value={value}>
                {SELLER_ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" loading={busy} disabled={role === member.role}>
          {t.saveRole}
        </Button>
      </form>
      {member.is_me ? null : (
        <ConfirmRemove
          label={t.remove}
          aria-label={t.removeOf(name)}
          title={t.removeTitle(name)}
          description={t.removeDescription}
          confirmLabel={t.removeConfirm}
          cancelLabel={t.keep}
          onConfirm={() => onRemove(member)}
        />
      )}
    </li>
  );
}
