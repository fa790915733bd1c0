import type { Role } from '../slugs.ts';

type MaybeUser = { roles?: readonly Role[] | null } | null | undefined;

export function hasRole({ user, roles }: { user: MaybeUser; roles: readonly Role[] }): boolean {
  return Boolean(user?.roles?.some((role) => roles.includes(role)));
}
