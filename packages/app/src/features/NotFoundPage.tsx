import { Link } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext';
import { message } from '../i18n/messages';
import { usePageMeta } from '../shell/usePageMeta';

export default function NotFoundPage() {
  const brand = useBrand();
  usePageMeta(brand, 'default');
  return (
    <section>
      <h2>{message('notFound', brand.language)}</h2>
      <Link to="/">{message('backHome', brand.language)}</Link>
    </section>
  );
}
