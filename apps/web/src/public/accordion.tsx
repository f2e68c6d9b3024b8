import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';

export type AccordionItem = { id: string; title: string; body: ReactNode };

/** Questions that open one at a time (react-aria DisclosureGroup): each title is a button inside a heading. */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 }) {
  return (
    <DisclosureGroup className="accordion">
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="accordion__item">
          <Heading level={headingLevel} className="accordion__heading">
            <Button slot="trigger" className="accordion__trigger">
              <span>{item.title}</span>
              <span className="accordion__chevron" aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel className="accordion__panel">
            <div className="accordion__body">{item.body}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
