import { termsOfUse } from '../../../content/pages/terms-of-use.ts';
import { PageArticle } from '../page-article.tsx';
import { TermsContent } from '../../components/terms-content.tsx';

/** The terms of use page. */
export function TermsPage() {
  return (
    <PageArticle title={termsOfUse.title} heading={termsOfUse.heading}>
      <TermsContent />
    </PageArticle>
  );
}

/** For a react-router `lazy` route: `lazy: () => import('.../terms-page.tsx')`. */
export { TermsPage as Component };
