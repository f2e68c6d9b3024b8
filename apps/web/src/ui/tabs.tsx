import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

export type TabItem = { id: string; label: string; content: ReactNode };

type Props = { label: string; tabs: readonly TabItem[]; selectedKey?: string; onSelectionChange?: (id: string) => void };

/** Tabs with the arrow-key model of the ARIA pattern; the panel of the chosen tab only is rendered. */
export function Tabs({ label, tabs, selectedKey, onSelectionChange }: Props) {
  return (
    <AriaTabs className="tabs" selectedKey={selectedKey} onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}>
      <TabList className="tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="tabs__panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
