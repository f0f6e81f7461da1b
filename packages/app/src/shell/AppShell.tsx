import { NavLink, Outlet } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext';
import { message } from '../i18n/messages';
import './app-shell.css';

export function AppShell() {
  const brand = useBrand();
  return (
    <div className="app-shell">
      <header className="app-shell__header">
        <img className="app-shell__logo" src={brand.images.logo} alt="" />
        <h1 className="app-shell__name">{brand.siteName}</h1>
      </header>
      <main className="app-shell__main">
        <Outlet />
      </main>
      <nav className="app-shell__menu" aria-label={brand.siteName}>
        <NavLink to="/score">{message('score', brand.language)}</NavLink>
        <NavLink to="/live">{message('live', brand.language)}</NavLink>
      </nav>
    </div>
  );
}
