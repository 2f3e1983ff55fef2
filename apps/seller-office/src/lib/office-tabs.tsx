import { NavLink } from 'react-router';

/** An area's own menu under the header's (the catalog's, the settings'): one link per screen. */
export function OfficeTabs({
  label,
  tabs,
  className,
}: {
  label: string;
  tabs: readonly { to: string; label: string }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={['office-tabs', className].filter(Boolean).join(' ')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to}>{tab.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
