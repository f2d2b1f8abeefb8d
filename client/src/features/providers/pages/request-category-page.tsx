import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '#features/auth/components/auth-card';
import { CategoryRequestForm } from '../components/category-request-form';

/** /RequestCategory: a provider asks for a category that does not exist yet. */
export function RequestCategoryPage() {
  return (
    <AuthCard
      title="Request a new category"
      subtitle="Can't find your service? Tell us about it and the admin will review it."
      width={560}
      footer={
        <Anchor component={Link} to="/SpProfile?tab=add">
          Back to choosing services
        </Anchor>
      }
    >
      <CategoryRequestForm />
    </AuthCard>
  );
}
