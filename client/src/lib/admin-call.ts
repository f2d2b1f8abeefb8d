import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from './api-client';
import { paths } from './paths';
import { clearAdminToken } from './session';

/** Every admin query key starts with this, so one sign-out can drop them all. */
export const ADMIN_KEY = 'admin';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Runs an admin call; a 401 means the admin token is no longer accepted, so it is removed,
 * the cached admin data is dropped and the admin goes back to /admin/login.
 */
export function useAdminCall() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (isUnauthorized(error)) {
          clearAdminToken();
          navigate(paths.adminLogin, { replace: true });
          // After the running call settles, so no observer sees its query vanish mid-flight.
          setTimeout(() => queryClient.removeQueries({ queryKey: [ADMIN_KEY] }), 0);
        }
        throw error;
      }
    },
    [queryClient, navigate],
  );
}
