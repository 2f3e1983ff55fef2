import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A banner's link: a storefront path through the router, another site as a plain link. */
export function BannerLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  if (!href) return <div className={className}>{children}</div>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}
