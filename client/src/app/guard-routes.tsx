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

export { RequireAdmin };
