import { useRootData } from '../../../app/root-data.ts';
import { NoticePage } from '../components/notice-page.tsx';
import { privacyNotice } from '../notices.ts';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () => {
  const notice = privacyNotice(''); // its title and description name no address
  return [
    { title: `${notice.title} · Vitrine` },
    { name: 'description', content: notice.metaDescription },
  ];
};

/** The privacy notice (LGPD) "Crie sua loja" asks the new owner to accept: what is kept and why. */
export default function PlatformPrivacyRoute() {
  const domain = useRootData()?.platform?.domain ?? '';
  return <NoticePage notice={privacyNotice(domain)} />;
}
