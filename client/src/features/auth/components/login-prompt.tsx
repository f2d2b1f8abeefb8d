import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The line under the sign-up cards. */
export function LoginPrompt() {
  return (
    <>
      Already have an account?{' '}
      <Anchor component={Link} to="/Login" fw={600}>
        Log In
      </Anchor>
    </>
  );
}
