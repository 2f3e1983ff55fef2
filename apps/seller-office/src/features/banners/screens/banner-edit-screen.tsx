import { useSuspenseQuery } from '@tanstack/react-query';
import { sellerBannersQueryOptions } from '@vitrine/api-client/queries/get-seller-banners';
import { Link, useParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { BannerForm } from '../components/banner-form.tsx';
import { bannerMessages as t } from '../messages.ts';
import '../banners.css';

/** /vendedor/configuracoes/banners/novo and …/banners/{id}: a banner's form. */
export function BannerEditScreen() {
  const { id } = useParams();
  const api = useApi();
  const { data } = useSuspenseQuery(sellerBannersQueryOptions(api));
  const banner = id ? data.items.find((item) => item._id === id) : undefined;
  const title = id ? (banner ? t.editTitle(banner.title) : t.notFound) : t.newTitle;
  useTitle(title);
  return (
    <section className="banner-edit" aria-labelledby="banner-edit-title">
      <p>
        <Link to={PATHS.banners}>{t.back}</Link>
      </p>
      <h1 id="banner-edit-title">{title}</h1>
      {id && !banner ? null : <BannerForm key={banner?._id ?? 'new'} banner={banner} />}
    </section>
  );
}
