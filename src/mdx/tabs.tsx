import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** Content of one tab; rendered by <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * WAI-ARIA tabs. Every panel is in the server HTML; only the default one is visible. Switching
 * (click, arrow keys, Home/End) is src/behaviors/tabs.ts. Tab sets with the same `groupId` switch
 * together, on every page, and the reader's choice is remembered (as Docusaurus's `groupId` does).
 */
export function Tabs({ children, groupId }: { children?: ReactNode; groupId?: string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const selected = Math.max(0, items.findIndex((i) => i.props.default));
  const id = useId();
  return (
    <div className="tabs" data-group={groupId}>
      <div role="tablist" className="tabs-list">
        {items.map((item, i) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="tabs-tab"
            data-value={item.props.value}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div key={item.props.value} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== selected} className="tabs-panel">
          {item}
        </div>
      ))}
    </div>
  );
}
