import { useSession } from '#lib/session';
import { RequireAdmin, RequireUser } from './guards';

// The guards as layout routes, loaded on demand with the pages they guard (see router.tsx):
// the user guard checks the token against the server's schemas (zod), which the home page
// does not need.

export function RequireClient() {
  return <RequireUser userType="clients" />;
}

export function RequireProvider() {
  return <RequireUser userType="serviceproviders" />;
}

/** A signed-in client or provider, whichever the stored session is (account settings). */
export function RequireSignedInUser() {
  const session = useSession();
  return <RequireUser userType={session?.userType ?? 'clients'} />;
}

export { RequireAdmin };
