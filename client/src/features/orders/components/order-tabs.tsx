import { Badge, Group, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import classes from './order-tabs.module.css';

export type OrderTab<V extends string> = { value: V; label: string; count?: number };

type Props<V extends string> = {
  tabs: OrderTab<V>[];
  /** The tab's content; only the open one is rendered. */
  children: (value: V) => ReactNode;
  ariaLabel: string;
};

/**
 * Tabs of orders whose open tab lives in the address (?tab=accepted), so it survives a reload
 * and can be linked. The first tab is the default. Counts show beside the names (not on
 * phones, where the four names alone fill the width).
 */
export function OrderTabs<V extends string>({ tabs, children, ariaLabel }: Props<V>) {
  const [params, setParams] = useSearchParams();
  const values = tabs.map((t) => t.value);
  const requested = params.get('tab');
  const first = values[0];
  const current = values.find((v) => v === requested) ?? first;
  const open = (next: string | null) => {
    const found = values.find((v) => v === next);
    if (!found) return;
    setParams(found === first ? {} : { tab: found }, { replace: true });
  };

  return (
    <Tabs value={current} onChange={open} keepMounted={false} classNames={classes}>
      <Tabs.List mb="lg" aria-label={ariaLabel}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            <Group component="span" gap={8} wrap="nowrap">
              {tab.label}
              {tab.count !== undefined && (
                <Badge
                  size="sm"
                  variant="light"
                  color="gray"
                  circle={tab.count < 10}
                  visibleFrom="xs"
                  aria-hidden
                >
                  {tab.count}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {current === tab.value && children(tab.value)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
