import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BrandContext } from './brand/BrandContext';
import { readBrandConfig } from './brand/config';
import { appRoutes } from './routes/routes';

const brand = readBrandConfig();
const router = createBrowserRouter(appRoutes(brand), { basename: '/m' });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <BrandContext.Provider value={brand}>
      <RouterProvider router={router} />
    </BrandContext.Provider>
  </StrictMode>,
);
