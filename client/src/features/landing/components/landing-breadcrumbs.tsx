import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths';
import { useInLanguage } from './landing-links';

type Crumb = { label: string; to?: string };

/** Where the page sits: Home › All services › … (the last is the page itself, not a link). */
export function LandingBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const inLanguage = useInLanguage();
  const all: Crumb[] = [{ label: t('landing.home'), to: paths.home }, ...crumbs];
  return (
    <nav aria-label={t('landing.breadcrumb')}>
      <Breadcrumbs separator="›" mb="md" styles={{ root: { flexWrap: 'wrap' } }}>
        {all.map((c, i) =>
          c.to && i < all.length - 1 ? (
            <Anchor key={c.label} component={Link} to={inLanguage(c.to)} size="sm">
              {c.label}
            </Anchor>
          ) : (
            <Text key={c.label} size="sm" c="dimmed" aria-current="page">
              {c.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
