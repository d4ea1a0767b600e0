import { type MembershipRole, roleLabels } from '@/features/session';

/** An office's name over the user's role in it (the sidebar's office entry and its menu). */
export function OfficeLabel({ name, role }: { name: string; role: MembershipRole }) {
  return (
    <span className="grid min-w-0 flex-1 text-left leading-tight">
      <span className="truncate font-medium">{name}</span>
      <span className="truncate text-xs text-muted-foreground">{roleLabels[role]}</span>
    </span>
  );
}
