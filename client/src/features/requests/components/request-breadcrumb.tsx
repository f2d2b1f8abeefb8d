import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

type Props = {
  /** The category, when the route names one. */
  category: { id: string; name: string } | null;
  serviceName: string;
};

/** Categories > category (when known) > service. */
export function RequestBreadcrumb({ category, serviceName }: Props) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="lg" separatorMargin="xs" style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to="/Categories">
          Categories
        </Anchor>
        {category && (
          <Anchor component={Link} to={`/Categories/${encodeURIComponent(category.id)}`}>
            {category.name}
          </Anchor>
        )}
        <Text aria-current="page">{serviceName}</Text>
      </Breadcrumbs>
    </nav>
  );
}
