import type { ReactNode } from 'react';
import { useServices } from '../../app/services';
import './brand-header.css';

/** The brand bar on top of the live home and the shared pages: logo, site name and an optional action. */
export function BrandHeader({ children }: { children?: ReactNode }) {
  const { brand } = useServices();
  return (
    <header className="live-header">
      {/* High priority: until a shared page's content is in, the logo is its largest paint (issue #31). */}
      <img className="live-header__logo" src={brand.images.logo} alt="" fetchPriority="high" />
      <h1 className="live-header__name">{brand.siteName}</h1>
      {children}
    </header>
  );
}
