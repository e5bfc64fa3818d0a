import { Link } from '../lib/router';
import { useT } from '../lib/i18n';

export function NotFound() {
  const { t } = useT();
  return (
    <section className="page">
      <h1>{t('error.notFound.route')}</h1>
      <p>
        <Link href="/">{t('nav.home')}</Link>
      </p>
    </section>
  );
}
