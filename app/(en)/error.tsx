'use client';

import { ErrorNotice, type ErrorProps } from '@/components/ui/error-notice';
import { errorNotice, homeLink } from '@/lib/i18n/en/notices';

// A page that failed while rendering: the page's own frame went with it, so the notice stands alone.
export default function ErrorPage(props: ErrorProps) {
  return (
    <main id="main" tabIndex={-1}>
      <ErrorNotice {...props} words={errorNotice} home={{ href: '/', label: homeLink }} />
    </main>
  );
}
