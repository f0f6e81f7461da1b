import type { ReactNode } from 'react';
import { useServices } from '../../app/services';
import './brand-header.css';

/** The brand bar on top of the live home and the shared pages: logo, site name and an optional action. */
export function BrandHeader({ children }: { children?: ReactNode }) {
  const { brand } = useServices();
  return (
    <header className="live-header">
      <img className="live-header__logo" src={brand.images.logo} alt="" />
      <h1 className="live-header__name">{brand.siteName}</h1>
      {children}
    </header>
  );
}
