import { FaqArticle } from './components/faq-article.tsx';
import { InfoArticle } from './components/info-article.tsx';
import type { InfoDocumentKey } from './content/types.ts';
import { useInfoContent } from './use-info-content.ts';

function InfoDocumentPage({ page }: { page: InfoDocumentKey }) {
  const { language, content } = useInfoContent();
  return (
    <InfoArticle
      page={page}
      document={content[page]}
      updatedLabel={content.labels.updated}
      language={language}
    />
  );
}

/** /legal: legal notice (imprint), responsibility for content, moderation and reporting. */
export function LegalPage() {
  return <InfoDocumentPage page="legal" />;
}

/** /terms-and-conditions */
export function TermsPage() {
  return <InfoDocumentPage page="terms" />;
}

/** /privacy-policy */
export function PrivacyPage() {
  return <InfoDocumentPage page="privacy" />;
}

/** /cookies: the cookies and browser storage Makerboard uses. */
export function CookiesPage() {
  return <InfoDocumentPage page="cookies" />;
}

/** /about */
export function AboutPage() {
  return <InfoDocumentPage page="about" />;
}

/** /FAQ */
export function FaqPage() {
  const { language, content } = useInfoContent();
  return <FaqArticle document={content.faq} updatedLabel={content.labels.updated} language={language} />;
}
