import { useSearchParams } from 'react-router';
import { privacyPolicy } from '../../../content/pages/privacy-policy.ts';
import { PageArticle } from '../page-article.tsx';
import { PageBlocks, PageSection } from '../../components/page-blocks.tsx';
import { BackToRegisterButton } from './back-to-register-button.tsx';

/**
 * The privacy policy. The register screen links here with `?source=register` (spec section 2);
 * only then is there a registration to go back to, so only then is the button shown.
 * It comes after the text: the visitor reads, then returns.
 */
export function PrivacyPage() {
  const [searchParams] = useSearchParams();
  const fromRegister = searchParams.get('source') === 'register';
  return (
    <PageArticle title={privacyPolicy.title} heading={privacyPolicy.heading}>
      <PageBlocks blocks={privacyPolicy.intro} />
      {privacyPolicy.sections.map((section) => (
        <PageSection key={section.heading} section={section} />
      ))}
      {fromRegister && <BackToRegisterButton />}
    </PageArticle>
  );
}

/** For a react-router `lazy` route: `lazy: () => import('.../privacy-page.tsx')`. */
export { PrivacyPage as Component };
