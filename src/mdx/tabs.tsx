import { Children, isValidElement, useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

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

/** WAI-ARIA tabs. Every panel is in the server HTML; only the selected one is visible. */
export function Tabs({ children }: { children?: ReactNode; groupId?: string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const initial = Math.max(0, items.findIndex((i) => i.props.default));
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (selected + delta + items.length) % items.length;
    setSelected(next);
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className="tabs">
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
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
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
